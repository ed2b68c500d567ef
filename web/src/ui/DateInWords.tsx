// The date a native date input holds, written out UK style beneath it. The input's own display order follows
// the browser's language (Chromium ignores the page's lang="en-GB"), so 03/04 could be read either way; this
// line cannot ("Thursday 3 April 2025"). Used by DateField, the one date input of the app, which names it as the
// input's description; hidden from the reading order so it is neither read twice nor folded into a wrapping label.
import { formatDateLong, formatDateTime } from '../lib/format.ts';

export function DateInWords({ value, withTime = false, id }: { value: unknown; withTime?: boolean; id?: string }) {
  const text = typeof value !== 'string' || !value ? '' : withTime ? formatDateTime(value) : formatDateLong(value);
  return text ? (
    <span id={id} aria-hidden={id ? true : undefined} className="mt-1 block text-sm text-muted" data-date-in-words>
      {text}
    </span>
  ) : null;
}
