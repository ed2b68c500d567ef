// The one date and time formatter (web/src/lib/format.ts): UK order, 24-hour clock, London time whatever the
// machine's own zone, and calendar dates that never move a day.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateLong, formatDateTime, formatTime } from '../../web/src/lib/format.ts';

describe('UK dates and times', () => {
  it('writes an instant in London time on the 24-hour clock, in summer (BST) and winter (GMT)', () => {
    expect(formatDateTime('2026-07-01T13:05:00.000Z')).toBe('1 Jul 2026, 14:05');
    expect(formatDateTime('2026-12-01T15:30:00.000Z')).toBe('1 Dec 2026, 15:30');
    expect(formatTime(new Date('2026-07-01T21:45:00.000Z'))).toBe('22:45');
    // 23:30 UTC on 31 July is already 1 August in London
    expect(formatDate('2026-07-31T23:30:00.000Z')).toBe('1 Aug 2026');
  });

  it('writes a calendar date as it is, short or in words', () => {
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDateTime('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDateLong('2025-04-03')).toBe('Thursday 3 April 2025');
    expect(formatDate(null)).toBe('—');
  });
});
