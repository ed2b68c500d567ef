// A before / after value in the history: scalars as text (labels, names, en-GB dates); a whole group or a
// list of rows (added or removed at once) as a small nested list, so nothing is shown as raw JSON.
import type { RJSFSchema } from '@rjsf/utils';
import {
  EMPTY,
  formatValue,
  humanise,
  isEmptyValue,
  type NameOf,
  recordLinksIn,
  RecordLinkValue,
} from '../rjsf/index.ts';

export function DiffValue({
  schema,
  value,
  nameOf,
}: {
  schema: RJSFSchema | undefined;
  value: unknown;
  nameOf: NameOf;
}) {
  if (isEmptyValue(value)) return <span className="italic text-muted">{EMPTY}</span>;
  const links = recordLinksIn(schema, value);
  if (links) return <RecordLinkValue kind={links.kind} ids={links.ids} />;
  if (Array.isArray(value) && value.some((v) => v !== null && typeof v === 'object')) {
    const items = schema?.items as RJSFSchema | undefined;
    return (
      <ol className="list-decimal space-y-1 pl-5">
        {value.map((v, i) => (
          <li key={i}>
            <DiffValue schema={items} value={v} nameOf={nameOf} />
          </li>
        ))}
      </ol>
    );
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const props = (schema?.properties ?? {}) as Record<string, RJSFSchema>;
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => !isEmptyValue(v));
    if (entries.length === 0) return <span className="italic text-muted">{EMPTY}</span>;
    return (
      <ul className="space-y-0.5">
        {entries.map(([k, v]) => (
          <li key={k}>
            <span className="font-medium">{props[k]?.title ?? humanise(k)}:</span>{' '}
            <DiffValue schema={props[k]} value={v} nameOf={nameOf} />
          </li>
        ))}
      </ul>
    );
  }
  return <span className="whitespace-pre-wrap break-words">{formatValue(schema, value, nameOf)}</span>;
}
