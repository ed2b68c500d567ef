// Filtering a list by what the records say (e.g. incidents of a type, or with a restraint): `path=value`
// on a choice, multi-choice or yes/no field of the definition, also inside rows, turned into a JSONB
// containment (`data @> …`) the database answers on both drivers. Anything else is refused at the filter.
import type { JSONSchema7 } from '../definitions/json-schema.ts';
import { invalid } from '../problem.ts';

type Node = JSONSchema7 & { oneOf?: { const?: unknown }[] };
const choices = (n: Node | undefined) => (n?.oneOf ?? []).map((o) => o.const).filter((c) => c !== undefined);

/** The containment for `path` (dotted) having `value`, or null when the path is not a filterable field. */
function containmentFor(schema: JSONSchema7, path: string, value: string): unknown {
  const walk = (node: Node | undefined, parts: string[]): unknown => {
    if (!node) return null;
    if (node.type === 'array' && (node.items as Node | undefined)?.type === 'object') {
      const inner = walk(node.items as Node, parts); // rows: some row has it
      return inner === null ? null : [inner];
    }
    if (parts.length) {
      const [head, ...rest] = parts;
      const inner = walk(node.properties?.[head] as Node | undefined, rest);
      return inner === null ? null : { [head]: inner };
    }
    if (node.type === 'boolean') return value === 'true' ? true : value === 'false' ? false : null;
    if (node.type === 'array') return choices(node.items as Node).includes(value) ? [value] : null;
    return choices(node).includes(value) ? value : null;
  };
  return walk(schema as Node, path.split('.'));
}

/** `where` filters (`general.types=assault`) as containments; 422 at the filter when one is not possible. */
export function containmentsFor(schema: JSONSchema7, where: string[] = []): unknown[] {
  return where.map((w, i) => {
    const at = w.indexOf('=');
    const found = at > 0 ? containmentFor(schema, w.slice(0, at), w.slice(at + 1)) : null;
    if (found === null)
      throw invalid('A filter names a field or value this record kind does not have.', [
        { path: `/where/${i}`, message: 'is not a choice or yes/no field with that value' },
      ]);
    return found;
  });
}
