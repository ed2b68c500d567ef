// Heading levels inside a step, so they never skip (h2 is the step; axe "heading-order"): a group or a list
// gets one level more than the nearest enclosing group or list that drew a heading. Rows of a list and a
// step that is a single group (its heading would repeat the step's) draw none.
import type { RJSFSchema } from '@rjsf/utils';
import { schemaAt, sharedHeadingOf } from '../schema.ts';

export type Heading = 'h3' | 'h4' | 'h5' | 'h6';

/** Whether the step is one group: then that group is drawn without a heading of its own. */
export function stepIsOneGroup(rootSchema: RJSFSchema): boolean {
  const props = Object.values((rootSchema.properties ?? {}) as Record<string, RJSFSchema>);
  return props.length === 1 && (props[0].type === 'object' || !!props[0].properties);
}

function drawsHeading(rootSchema: RJSFSchema, path: (string | number)[]): boolean {
  if (path.length === 0) return false; // the step itself: the page's h2
  if (typeof path[path.length - 1] === 'number') return false; // a row of a list
  const node = schemaAt(rootSchema, path.map(String));
  if (!node) return false;
  if (node.type === 'array') return true;
  if (node.type === 'object' || node.properties) return !(path.length === 1 && stepIsOneGroup(rootSchema));
  return false;
}

export function headingFor(rootSchema: RJSFSchema, path: (string | number)[]): Heading {
  let above = 0;
  for (let i = 1; i < path.length; i++) if (drawsHeading(rootSchema, path.slice(0, i))) above += 1;
  // a field under a heading it shares with its neighbours (`x-heading`) sits one level below that heading
  for (let i = 1; i <= path.length; i++) if (sharedHeadingOf(schemaAt(rootSchema, path.slice(0, i)))) above += 1;
  const level = Math.min(3 + above, 6);
  return `h${level}` as Heading;
}

/** The level of the heading shared by the field at `path` and its neighbours: one above the field's own. */
export function sharedHeadingFor(rootSchema: RJSFSchema, path: (string | number)[]): Heading {
  const own = Number(headingFor(rootSchema, path).slice(1));
  return `h${Math.max(3, own - 1)}` as Heading;
}
