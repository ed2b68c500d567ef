// Known Schedule 2 drugs by generic or brand name (engine/medication/controlled.ts).
import { describe, expect, it } from 'vitest';
import { controlledWarning, knownControlledDrug } from '../../engine/medication/controlled.ts';

describe('known controlled drugs', () => {
  it('finds the generic and the brand, whatever the case, strength or punctuation', () => {
    expect(knownControlledDrug('Methylphenidate 18 mg prolonged-release tablets')).toEqual({
      generic: 'methylphenidate',
      brand: null,
    });
    expect(knownControlledDrug('CONCERTA XL 27mg')).toEqual({ generic: 'methylphenidate', brand: 'concerta' });
    expect(knownControlledDrug('Elvanse 30 mg capsules')).toEqual({ generic: 'lisdexamfetamine', brand: 'elvanse' });
    expect(knownControlledDrug('Lisdexamfetamine 20mg')?.generic).toBe('lisdexamfetamine');
    expect(knownControlledDrug('Dexamfetamine 5 mg')?.generic).toBe('dexamfetamine');
    expect(knownControlledDrug('MST Continus 10 mg')).toEqual({ generic: 'morphine', brand: 'mst continus' });
    expect(knownControlledDrug('OxyNorm 5 mg capsules')).toEqual({ generic: 'oxycodone', brand: 'oxynorm' });
  });
  it('does not match a word inside another, nor other medicines', () => {
    expect(knownControlledDrug('Paracetamol 500 mg tablets')).toBeNull();
    expect(knownControlledDrug('Sertraline 50 mg')).toBeNull();
    expect(knownControlledDrug('Premorphine syrup')).toBeNull();
    expect(knownControlledDrug('Dexamfetamines')).toBeNull();
  });
});

describe('the warning on saving', () => {
  it('stops a known drug not marked controlled, naming the generic for a brand', () => {
    expect(controlledWarning({ name: 'Elvanse 30 mg', controlled: false })).toMatch(
      /^Elvanse is lisdexamfetamine, a Schedule 2 controlled drug: tick "Controlled drug"/,
    );
    expect(controlledWarning({ name: 'Morphine sulfate 10 mg/5 ml' })).toMatch(/^Morphine is a Schedule 2/);
  });
  it('passes once marked controlled, or with a reason; a blank reason is no reason', () => {
    expect(controlledWarning({ name: 'Elvanse 30 mg', controlled: true })).toBeNull();
    expect(
      controlledWarning({ name: 'Oramorph 10 mg/5 ml oral solution', notControlledReason: 'Schedule 5 on the label' }),
    ).toBeNull();
    expect(controlledWarning({ name: 'Oramorph 10 mg/5 ml', notControlledReason: '  ' })).not.toBeNull();
    expect(controlledWarning({ name: 'Paracetamol' })).toBeNull();
    expect(controlledWarning({})).toBeNull();
  });
});
