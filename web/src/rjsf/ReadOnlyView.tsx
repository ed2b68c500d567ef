// A record shown read-only, section by section: labels and values in description lists, sub-sections with
// headings, repeatable rows as numbered lists. No RJSF Form here: plain markup is faster and reads better.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useId } from 'react';
import { BodyMapView } from '../body-map/BodyMapView.tsx';
import { EMPTY, formatValue, isEmptyValue, type NameOf } from './format.ts';
import { usePeopleNames } from './people.ts';
import { LinkedRecordsScope, RecordLinkValue } from './RecordLinkValue.tsx';
import { humanise, recordLinksIn, runsByHeading, schemaAt, sectionsOf, sharedHeadingOf } from './schema.ts';
import type { FormDefinition, JsonObject } from './types.ts';

const HEADINGS = ['h3', 'h4', 'h5', 'h6'] as const;

function isObjectSchema(s: RJSFSchema | undefined): boolean {
  return !!s && (s.type === 'object' || !!s.properties);
}
function isRowsSchema(s: RJSFSchema | undefined): boolean {
  const items = s?.items as RJSFSchema | undefined;
  return !!s && s.type === 'array' && isObjectSchema(items);
}

function Value({ schema, value, nameOf }: { schema: RJSFSchema; value: unknown; nameOf: NameOf }) {
  if (isEmptyValue(value)) return <span className="italic text-muted">{EMPTY}</span>;
  if ((schema as Record<string, unknown>)['x-widget'] === 'signature' && typeof value === 'string')
    return <img src={value} alt="Signature" className="h-[80px] rounded border border-line bg-white" data-filled />;
  const links = recordLinksIn(schema, value);
  if (links)
    return (
      <span data-filled>
        <RecordLinkValue kind={links.kind} ids={links.ids} />
      </span>
    );
  return (
    <span className="whitespace-pre-wrap break-words" data-filled>
      {formatValue(schema, value, nameOf)}
    </span>
  );
}

/** Fields the definition hides from people (e.g. internal "section completed" flags) stay hidden here too. */
function isHidden(ui: UiSchema | undefined): boolean {
  return ui?.['ui:widget'] === 'hidden';
}

function Fields({
  schema,
  ui,
  data,
  keys,
  depth,
  nameOf,
}: {
  schema: RJSFSchema;
  ui?: UiSchema;
  data: JsonObject;
  keys: string[];
  depth: number;
  nameOf: NameOf;
}) {
  const props = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const uiOf = (k: string) => ui?.[k] as UiSchema | undefined;
  keys = keys.filter((k) => !isHidden(uiOf(k)));
  const Heading = HEADINGS[Math.min(depth, HEADINGS.length - 1)];
  const simple = keys.filter((k) => props[k] && !isObjectSchema(props[k]) && !isRowsSchema(props[k]));
  const nested = keys.filter((k) => props[k] && (isObjectSchema(props[k]) || isRowsSchema(props[k])));
  return (
    <div className="space-y-4">
      {simple.length > 0 && (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,16rem)_1fr]">
          {simple.map((k) => (
            <div key={k} className="contents" data-empty={isEmptyValue(data[k]) || undefined}>
              <dt className="text-sm font-semibold text-ink">{props[k].title ?? humanise(k)}</dt>
              <dd className="text-sm text-ink">
                <Value schema={props[k]} value={data[k]} nameOf={nameOf} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {runsByHeading(nested, (k) => sharedHeadingOf(props[k])).map((run) => {
        // fields that share a heading (the ILS plan's paired area) are drawn together under it, one level down
        if (!run.heading) return nestedField(run.keys[0], depth);
        return (
          <section key={run.keys[0]} className="space-y-4">
            <Heading className="text-lg font-semibold">{run.heading}</Heading>
            {run.keys.map((k) => nestedField(k, depth + 1))}
          </section>
        );
      })}
    </div>
  );

  function nestedField(k: string, d: number) {
    const FieldHeading = HEADINGS[Math.min(d, HEADINGS.length - 1)];
    const child = props[k];
    const title = child.title ?? humanise(k);
    const value = data[k];
    if ((child as Record<string, unknown>)['x-widget'] === 'bodyMap')
      return <BodyMapView key={k} value={value} title={title} />;
    if (isRowsSchema(child)) {
      const rows = Array.isArray(value) ? (value as JsonObject[]) : [];
      const items = child.items as RJSFSchema;
      return (
        <section key={k} className="rounded-lg border border-line p-4" data-empty={rows.length === 0 || undefined}>
          <FieldHeading className="mb-2 text-base font-semibold">{title}</FieldHeading>
          {rows.length === 0 ? (
            <p className="text-sm italic text-muted">{EMPTY}</p>
          ) : (
            <ol className="space-y-3">
              {rows.map((row, i) => (
                <li key={i} className="rounded-md bg-sunken p-3">
                  <p className="mb-2 text-sm font-semibold text-ink">Entry {i + 1}</p>
                  <Fields
                    schema={items}
                    ui={uiOf(k)?.items as UiSchema | undefined}
                    data={row ?? {}}
                    keys={Object.keys(items.properties ?? {})}
                    depth={d + 1}
                    nameOf={nameOf}
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
      );
    }
    return (
      <section key={k} className="rounded-lg border border-line p-4">
        <FieldHeading className="mb-2 text-base font-semibold">{title}</FieldHeading>
        <Fields
          schema={child}
          ui={uiOf(k)}
          data={(value as JsonObject) ?? {}}
          keys={Object.keys(child.properties ?? {})}
          depth={d + 1}
          nameOf={nameOf}
        />
      </section>
    );
  }
}

export interface ReadOnlyViewProps {
  definition: FormDefinition;
  data: JsonObject;
  /** Resolves section titles' wording tokens ({cyp}, {planName}…). */
  word?: (text: string) => string;
  /** Only these sections (keys); all when omitted. */
  only?: string[];
  /** The sections' heading level (default 2); deeper headings follow. For a record inside a larger document. */
  headingLevel?: 2 | 3 | 4;
  /** Names of staff the record names, from the record itself (a young person's login has no staff list). */
  staffNames?: Record<string, string>;
  /** The record's young person, whose records its links (`x-ref: incident`…) name. */
  youngPersonId?: string | null;
}

export function ReadOnlyView({
  definition,
  data,
  word = (t) => t,
  only,
  headingLevel = 2,
  staffNames,
  youngPersonId,
}: ReadOnlyViewProps) {
  const SectionHeading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2];
  const depth = headingLevel - 2;
  const uid = useId(); // several records on one page (a summary export) must not share heading ids
  const fromLists = usePeopleNames();
  const nameOf: NameOf = (ref, id) => fromLists(ref, id) ?? (ref === 'staff' ? staffNames?.[id] : undefined);
  const sections = sectionsOf(definition).filter((s) => !only || only.includes(s.key));
  // data-readonly-view and data-filled: a compact print leaves out the sections where nothing was written
  return (
    <LinkedRecordsScope.Provider value={youngPersonId}>
      <div className="space-y-8" data-readonly-view>
        {sections.map((s) => {
          // A section that is one group (the incident's General…) shows the group's fields under the section heading.
          const only = s.fields.length === 1 ? schemaAt(definition.schema, [s.fields[0]]) : undefined;
          const flat = only && (only.type === 'object' || only.properties) ? s.fields[0] : undefined;
          return (
            <section key={s.key} aria-labelledby={`${uid}view-${s.key}`} data-section={s.key}>
              <SectionHeading
                id={`${uid}view-${s.key}`}
                className="mb-3 border-b border-line pb-1 text-lg font-semibold"
              >
                {word(s.title)}
              </SectionHeading>
              {flat ? (
                <Fields
                  schema={only!}
                  ui={definition.ui?.[flat] as UiSchema | undefined}
                  data={(data[flat] as JsonObject) ?? {}}
                  keys={Object.keys(only!.properties ?? {})}
                  depth={depth}
                  nameOf={nameOf}
                />
              ) : (
                <Fields
                  schema={definition.schema}
                  ui={definition.ui}
                  data={data}
                  keys={s.fields}
                  depth={depth}
                  nameOf={nameOf}
                />
              )}
            </section>
          );
        })}
      </div>
    </LinkedRecordsScope.Provider>
  );
}
