// An object is a sub-section: the step's own object is a plain grid (the page's h2 names the step); a nested
// group is a fieldset whose legend is a heading one level below its parent, so screen-reader users can jump
// between sub-sections (e.g. the incident's Before / During / After).
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { descriptionId } from '@rjsf/utils';
import { helpClass } from '../classes.ts';

const HEADINGS = ['h3', 'h4', 'h5', 'h6'] as const;

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, title, description, fieldPathId, uiSchema, registry } = props;
  const depth = fieldPathId.path.length;
  const grid = <div className="grid grid-cols-1 gap-5">{properties.filter((p) => !p.hidden).map((p) => <div key={p.name}>{p.content}</div>)}</div>;
  if (depth === 0) return grid;
  // A row of a repeatable list: its card already says "Entry n of m", so no second box and legend.
  const isArrayItem = typeof fieldPathId.path[depth - 1] === 'number';
  if (isArrayItem) return grid;
  // A step that is one group (the incident's General, Details…): the step's own heading already names it.
  const stepIsThisGroup = depth === 1 && Object.keys(registry.rootSchema.properties ?? {}).length === 1;
  if (stepIsThisGroup) {
    return (
      <div id={fieldPathId.$id} className="space-y-3">
        {description && <p id={descriptionId(fieldPathId)} className={helpClass}>{description}</p>}
        {grid}
      </div>
    );
  }

  const Heading = HEADINGS[Math.min(depth - 1, HEADINGS.length - 1)];
  const shownTitle = (uiSchema?.['ui:title'] as string | undefined) ?? title;
  return (
    <fieldset id={fieldPathId.$id} className="min-w-0 rounded-lg border border-line p-4">
      {shownTitle && (
        <legend className="px-1">
          <Heading className="text-base font-semibold text-ink">{shownTitle}</Heading>
        </legend>
      )}
      {description && <div id={descriptionId(fieldPathId)} className={`${helpClass} mb-3`}>{description}</div>}
      {grid}
    </fieldset>
  );
}
