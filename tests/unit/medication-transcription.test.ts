// The second check of a transcription: which instruction the MAR uses while a new or changed medicine waits, and
// who may check it (engine/medication/transcription.ts).
import { describe, expect, it } from 'vitest';
import { checkVerdict, effectiveTranscription, transcriptionChanges } from '../../engine/medication/transcription.ts';

const v1 = {
  name: 'Sertraline 50 mg tablets',
  dose: '1 tablet',
  doseQuantity: 1,
  times: ['08:00'],
  storage: 'Cabinet',
};

describe('the instruction the MAR uses', () => {
  it('a new medicine never checked waits with every MAR field, and no version to record against', () => {
    const t = effectiveTranscription({ version: 1, data: v1 }, null);
    expect(t.state).toBe('new_awaiting_check');
    expect(t.version).toBeNull();
    expect(t.pending).toEqual({ version: 1, changes: expect.arrayContaining(['name', 'dose', 'times']) });
  });

  it('the checked version is used as it is', () => {
    expect(effectiveTranscription({ version: 2, data: v1 }, { version: 2, data: v1 })).toEqual({
      state: 'checked',
      data: v1,
      version: 2,
      pending: null,
    });
  });

  it('a changed time keeps the old instruction on the MAR and names what waits', () => {
    const v3 = { ...v1, times: ['09:00'] };
    const t = effectiveTranscription({ version: 3, data: v3 }, { version: 2, data: v1 });
    expect(t).toEqual({
      state: 'change_awaiting_check',
      data: v1,
      version: 2,
      pending: { version: 3, changes: ['times'] },
    });
  });

  it('a stop (an end date) is a change like any other', () => {
    const t = effectiveTranscription({ version: 3, data: { ...v1, end: '2026-12-01' } }, { version: 2, data: v1 });
    expect(t.pending?.changes).toEqual(['end']);
  });

  it('a change the MAR does not show (storage) needs no check and is used at once', () => {
    const v3 = { ...v1, storage: 'Fridge' };
    const t = effectiveTranscription({ version: 3, data: v3 }, { version: 2, data: v1 });
    expect(t).toEqual({ state: 'checked', data: v3, version: 3, pending: null });
  });

  it('compares arrays and groups by value, and treats missing and empty alike', () => {
    expect(transcriptionChanges({ times: ['08:00'], prn: { a: 1 } }, { times: ['08:00'], prn: { a: 1 } })).toEqual([]);
    expect(transcriptionChanges({ end: undefined }, { end: null })).toEqual([]);
    expect(transcriptionChanges({ doseQuantity: 1 }, { doseQuantity: 0.5 })).toEqual(['doseQuantity']);
  });
});

describe('who may check', () => {
  const waiting = { pending: { version: 3, changes: ['times'] } };
  it('a second person checks the version waiting', () => {
    expect(checkVerdict('b', 3, waiting, ['a'])).toEqual({ ok: true });
  });
  it('never the person who wrote it', () => {
    expect(checkVerdict('a', 3, waiting, ['a'])).toMatchObject({ ok: false, status: 422, path: '/version' });
  });
  it('a version not the one waiting (changed since it was opened) is a conflict', () => {
    expect(checkVerdict('b', 2, waiting, ['a'])).toMatchObject({ ok: false, status: 409 });
  });
  it('nothing waiting is a conflict', () => {
    expect(checkVerdict('b', 3, { pending: null }, ['a'])).toMatchObject({ ok: false, status: 409 });
  });
});
