// The date a native date input holds, written out UK style beneath it. The input's own display order follows
// the browser's language (Chromium ignores the page's lang="en-GB"), so 03/04 could be read either way; this
// line cannot ("Thursday 3 April 2025").
import { formatDateLong, formatDateTime } from '../lib/format.ts';

export function DateInWords({ value, withTime = false }: { value: unknown; withTime?: boolean }) {
  const text = typeof value !== 'string' || !value ? '' : withTime ? formatDateTime(value) : formatDateLong(value);
  return text ? <span className="mt-1 block text-sm text-muted" data-date-in-words>{text}</span> : null;
}
