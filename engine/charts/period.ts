// Calendar periods for charts: London days as 'YYYY-MM-DD', weeks from Monday, months from the 1st.
import { addDays, daysBetween, londonDate, mondayOf } from '../time/london.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export { addDays, daysBetween };
// 2026-02-30 rolls over to March: a date that survives the round trip is real
export const isRealDate = (d: string) => DATE.test(d) && addDays(d, 0) === d;

export const londonToday = (now: Date): string => londonDate(now);

function startOf(bucket: 'week' | 'month', d: string): string {
  if (bucket === 'month') return `${d.slice(0, 8)}01`;
  return mondayOf(d);
}

function nextBucket(bucket: 'week' | 'month', start: string): string {
  if (bucket === 'week') return addDays(start, 7);
  const y = Number(start.slice(0, 4)),
    m = Number(start.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

type Bucket = Readonly<{ start: string; from: string; to: string; partial: boolean }>;
// periods repeat (a dashboard asks the same ones again), and five years of weeks is 261 buckets to work out
const known = new Map<string, readonly Bucket[]>();

/** Every bucket that overlaps [from, to), with its part inside the period (kept: the same periods are asked again). */
export function buckets(bucket: 'week' | 'month', from: string, toExclusive: string): readonly Bucket[] {
  const key = `${bucket} ${from} ${toExclusive}`;
  let out = known.get(key);
  if (!out) {
    out = Object.freeze(bucketsOf(bucket, from, toExclusive));
    if (known.size >= 500) known.clear();
    known.set(key, out);
  }
  return out;
}

function bucketsOf(bucket: 'week' | 'month', from: string, toExclusive: string) {
  const out: Bucket[] = [];
  for (let s = startOf(bucket, from), e: string; s < toExclusive; s = e) {
    e = nextBucket(bucket, s);
    const f = s < from ? from : s,
      t = e > toExclusive ? toExclusive : e;
    out.push({ start: s, from: f, to: t, partial: f !== s || t !== e });
  }
  return out;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const dayLabel = (d: string) =>
  `${Number(d.slice(8, 10))} ${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
export const bucketLabel = (bucket: 'week' | 'month', start: string) =>
  bucket === 'month' ? `${MONTHS[Number(start.slice(5, 7)) - 1]} ${start.slice(0, 4)}` : `w/c ${dayLabel(start)}`;

/** How many of a unit's periods a span of days is (per week: days / 7; per month: days / 30.44). */
export const periodsIn = (unit: 'perWeek' | 'perMonth', days: number) => days / (unit === 'perWeek' ? 7 : 365.25 / 12);
