// The 48-hour opt-out and its written agreement (WTR 1998 reg 5, decision 0741): what the facts screen says of it.
import { describe, expect, it } from 'vitest';
import { optOutEvidence } from '../../engine/rota/opt-out.ts';

const agreement = { id: 'a', signedOn: '2026-06-01', noticeDays: 7, signed: true, documents: 0 };

describe('opt-out evidence', () => {
  it('says plainly when someone is opted out with nothing in writing', () => {
    expect(optOutEvidence(true, false, null)).toEqual({
      state: 'no_agreement',
      says: 'Opted out, but no signed agreement is kept',
    });
    expect(optOutEvidence(true, false, { ...agreement, signed: false }).state).toBe('agreement_unsigned');
  });

  it('a signature on the device or the signed paper uploaded is the agreement kept', () => {
    expect(optOutEvidence(true, false, agreement).state).toBe('agreement');
    expect(optOutEvidence(true, false, { ...agreement, signed: false, documents: 1 }).state).toBe('agreement');
  });

  it('is never in force for a worker under 18, and nothing is asked of someone not opted out', () => {
    expect(optOutEvidence(true, true, agreement).state).toBe('under_18');
    expect(optOutEvidence(false, false, null).state).toBe('not_opted_out');
  });
});
