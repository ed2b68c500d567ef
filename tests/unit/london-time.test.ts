// Times typed into date-time inputs are London times whatever zone the device is in (web/src/lib/london-time.ts).
import { describe, expect, it } from 'vitest';
import { ukDate } from '../../engine/time/london.ts';
import { fromLondonInput, toLondonInput } from '../../web/src/lib/london-time.ts';

describe('London wall-clock inputs', () => {
  it('reads winter times as GMT and summer times as BST', () => {
    expect(fromLondonInput('2026-01-15T09:30')).toBe('2026-01-15T09:30:00.000Z');
    expect(fromLondonInput('2026-07-15T09:30')).toBe('2026-07-15T08:30:00.000Z');
    expect(toLondonInput('2026-07-15T08:30:00.000Z')).toBe('2026-07-15T09:30');
    expect(toLondonInput('2026-01-15T23:59:00Z')).toBe('2026-01-15T23:59');
  });
  it('a summer night after 23:00 UTC is already the next London day', () => {
    expect(toLondonInput('2026-06-30T23:30:00Z')).toBe('2026-07-01T00:30');
    expect(fromLondonInput('2026-07-01T00:30')).toBe('2026-06-30T23:30:00.000Z');
  });
  it('the clock changes: the repeated autumn hour is the first one, the missing spring hour is read forward', () => {
    expect(fromLondonInput('2026-10-25T01:30')).toBe('2026-10-25T00:30:00.000Z'); // 01:30 BST
    expect(fromLondonInput('2026-10-25T02:30')).toBe('2026-10-25T02:30:00.000Z'); // GMT again
    expect(fromLondonInput('2026-03-29T01:30')).toBe('2026-03-29T01:30:00.000Z'); // shown as 02:30 BST
    expect(toLondonInput(fromLondonInput('2026-03-29T01:30'))).toBe('2026-03-29T02:30');
  });
  it('round-trips every half hour of a year', () => {
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 30 * 60_000) {
      const iso = new Date(t).toISOString();
      const local = toLondonInput(iso);
      // the repeated autumn hour (00:00–00:59 UTC on 25 Oct as GMT) is read as its first, BST, occurrence
      const expected =
        iso >= '2026-10-25T01:00' && iso < '2026-10-25T02:00' ? new Date(t - 3600_000).toISOString() : iso;
      expect(fromLondonInput(local)).toBe(expected);
    }
  });
  it('refuses what is not a date-time', () => {
    for (const bad of ['', 'tomorrow', '2026-13-40T99:99', '2026-01-01', '<script>'])
      expect(fromLondonInput(bad)).toBeUndefined();
    expect(toLondonInput('not a date')).toBe('');
    expect(toLondonInput(null)).toBe('');
  });
});

describe('dates in server texts', () => {
  it('a calendar date reads "14 December 2026", whatever follows the day', () => {
    expect(ukDate('2026-12-14')).toBe('14 December 2026');
    expect(ukDate('2026-09-05T00:00:00.000Z')).toBe('5 September 2026');
  });
});
