// The server's one-line summary of a record (its list columns' raw values joined with " · ") made readable:
// staff ids become names, ISO dates en-GB dates, choice values ("off_site_education") words.
import { formatDateTime } from './format.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const CHOICE = /^[a-z0-9]+(_[a-z0-9]+)*$/;

function word(token: string, nameOf: (id: string) => string | undefined): string | null {
  const t = token.trim();
  if (UUID.test(t)) return nameOf(t) ?? null;
  if (ISO.test(t)) return formatDateTime(t);
  if (CHOICE.test(t)) {
    const s = t.replace(/_/g, ' ');
    return s[0].toUpperCase() + s.slice(1);
  }
  return t;
}

export function readableSummary(text: string, nameOf: (id: string) => string | undefined = () => undefined): string {
  return text
    .split(' · ')
    .map((part) =>
      part
        .split(', ')
        .map((t) => word(t, nameOf))
        .filter((t): t is string => !!t)
        .join(', '),
    )
    .filter(Boolean)
    .join(' · ');
}
