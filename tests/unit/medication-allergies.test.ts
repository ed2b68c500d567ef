// Allergies first (engine/medication/allergies.ts): the status a health profile records, and which outcomes wait
// for it.
import { describe, expect, it } from 'vitest';
import { allergyStatus, allergyVerdict } from '../../engine/medication/allergies.ts';
import { DOSE_OUTCOMES } from '../../engine/medication/rules.ts';

describe('allergy status', () => {
  it('is not recorded with no profile, or a profile that says neither "none known" nor an allergen', () => {
    expect(allergyStatus(null)).toBe('not_recorded');
    expect(allergyStatus({})).toBe('not_recorded');
    expect(allergyStatus({ noKnownAllergies: false, allergies: [] })).toBe('not_recorded');
    expect(allergyStatus({ allergies: [{ allergen: '  ' }, { reaction: 'rash' }] })).toBe('not_recorded');
    expect(allergyStatus({ noKnownAllergies: 'yes' })).toBe('not_recorded');
  });
  it('is "no known allergies" only when ticked, and "allergies listed" when one is named', () => {
    expect(allergyStatus({ noKnownAllergies: true })).toBe('no_known_allergies');
    expect(allergyStatus({ noKnownAllergies: true, allergies: [] })).toBe('no_known_allergies');
    expect(allergyStatus({ allergies: [{ allergen: 'Penicillin' }] })).toBe('allergies_listed');
    expect(allergyStatus({ noKnownAllergies: false, allergies: [{ allergen: 'Peanuts' }] })).toBe('allergies_listed');
  });
});

describe('allergy verdict', () => {
  it('refuses a dose given or self-administered while the status is not recorded, naming what to do', () => {
    const v = allergyVerdict('given', 'not_recorded');
    expect(v.ok).toBe(false);
    expect(!v.ok && v.reason).toMatch(/record their allergies .*"No known allergies".* health profile/);
    expect(allergyVerdict('self_administered', 'not_recorded').ok).toBe(false);
  });
  it('records every outcome where nothing was taken, whatever the status', () => {
    for (const o of DOSE_OUTCOMES.filter((x) => x !== 'given' && x !== 'self_administered'))
      expect(allergyVerdict(o, 'not_recorded')).toEqual({ ok: true });
  });
  it('allows a dose once the status is recorded either way', () => {
    for (const s of ['no_known_allergies', 'allergies_listed'] as const) {
      expect(allergyVerdict('given', s)).toEqual({ ok: true });
      expect(allergyVerdict('self_administered', s)).toEqual({ ok: true });
    }
  });
});
