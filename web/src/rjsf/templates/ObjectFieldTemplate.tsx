// An object is a sub-section: the step's own object is a plain grid (the page's h2 names the step); a nested
// group is a fieldset whose legend is a heading one level below its parent, so screen-reader users can jump
// between sub-sections (e.g. the incident's Before / During / After).
import type { ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { descriptionId } from '@rjsf/utils';
import { helpClass } from '../classes.ts';
import { runsByHeading, sharedHeadingOf } from '../schema.ts';
import { ReadonlyNote } from './FieldParts.tsx';
import { headingFor, sharedHeadingFor, stepIsOneGroup } from './headings.ts';

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, title, description, fieldPathId, uiSchema, registry, schema } = props;
  const depth = fieldPathId.path.length;
  const fieldSchemas = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const shown = properties.filter((p) => !p.hidden);
  // fields that share a heading (the ILS plan's paired area) are drawn together under it
  const runs = runsByHeading(shown, (p) => sharedHeadingOf(fieldSchemas[p.name]));
  const grid = (
    <div className="grid grid-cols-1 gap-5">
      {runs.map((run) => {
        if (!run.heading) return <div key={run.keys[0].name}>{run.keys[0].content}</div>;
        const first = run.keys[0].name;
        const Heading = sharedHeadingFor(registry.rootSchema, [...fieldPathId.path, first]);
        const id = `${fieldPathId.$id}__heading_${first}`;
        return (
          <section key={first} aria-labelledby={id} className="space-y-4">
            <Heading id={id} className="text-lg font-semibold text-ink">
              {run.heading}
            </Heading>
            {run.keys.map((p) => (
              <div key={p.name}>{p.content}</div>
            ))}
          </section>
        );
      })}
    </div>
  );
  if (depth === 0) return grid;
  // A row of a repeatable list: its card already says "Entry n of m", so no second box and legend.
  const isArrayItem = typeof fieldPathId.path[depth - 1] === 'number';
  if (isArrayItem) return grid;
  // A step that is one group (the incident's General, Details…): the step's own heading already names it.
  if (depth === 1 && stepIsOneGroup(registry.rootSchema)) {
    return (
      <div id={fieldPathId.$id} className="space-y-3">
        {description && (
          <p id={descriptionId(fieldPathId)} className={helpClass}>
            {description}
          </p>
        )}
        {grid}
      </div>
    );
  }

  const Heading = headingFor(registry.rootSchema, fieldPathId.path);
  const shownTitle = (uiSchema?.['ui:title'] as string | undefined) ?? title;
  return (
    <fieldset id={fieldPathId.$id} className="min-w-0 rounded-lg border border-line p-4">
      {shownTitle && (
        <legend className="px-1">
          <Heading className="text-base font-semibold text-ink">{shownTitle}</Heading>
        </legend>
      )}
      {description && (
        <div id={descriptionId(fieldPathId)} className={`${helpClass} mb-3`}>
          {description}
        </div>
      )}
      <ReadonlyNote uiSchema={uiSchema} />
      {grid}
    </fieldset>
  );
}
