// A small RFC 5545 writer (VCALENDAR of VEVENTs): no dependency is needed for the few properties a
// person's feed uses. Lines are escaped (§3.3.11) and folded at 75 octets (§3.1); times are UTC.
export interface IcalEvent {
  uid: string;
  summary: string;
  description?: string | null;
  location?: string | null;
  start: Date | string;
  end: Date | string; // a Date: a timed event; 'YYYY-MM-DD': all day (end exclusive)
  url?: string | null;
}

const escapeText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const when = (name: string, v: Date | string) =>
  typeof v === 'string' ? `${name};VALUE=DATE:${v.replace(/-/g, '')}` : `${name}:${utc(v)}`;

/** Fold a content line at 75 octets, continuation lines starting with a space, never splitting a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function icalendar(name: string, events: IcalEvent[], now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Care records//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${utc(now)}`,
      when('DTSTART', e.start),
      when('DTEND', e.end),
      `SUMMARY:${escapeText(e.summary)}`,
    );
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.url) lines.push(`URL:${e.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
