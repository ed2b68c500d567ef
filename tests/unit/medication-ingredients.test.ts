// The ingredient check of homely remedies (engine/medication/ingredients.ts): names read against the table of
// generic, combination and brand names, and which prescriptions a remedy duplicates, by ingredient or group.
import { describe, expect, it } from 'vitest';
import { duplicateAdvice, duplicatedIngredients, ingredientsOf } from '../../engine/medication/ingredients.ts';

describe('ingredientsOf', () => {
  it.each([
    ['Paracetamol 500 mg tablets', ['paracetamol']],
    ['Calpol Six Plus 250 mg/5 ml', ['paracetamol']],
    ['Co-codamol 30/500 mg', ['codeine', 'paracetamol']],
    ['CO-DYDRAMOL 10/500', ['dihydrocodeine', 'paracetamol']],
    ['Nurofen Plus', ['codeine', 'ibuprofen']],
    ['Nurofen for Children', ['ibuprofen']],
    ['Feminax Express', ['ibuprofen']],
    ['Feminax Ultra', ['naproxen']],
    ['Night Nurse liquid', ['dextromethorphan', 'paracetamol', 'promethazine']],
    ['Mefenamic acid 250 mg', ['mefenamic_acid']],
    ['Salbutamol 100 micrograms inhaler', []],
    ['', []],
  ])('%s', (name, expected) => {
    expect(ingredientsOf(name)).toEqual(expected);
  });

  it('matches whole words only', () => {
    expect(ingredientsOf('Paracetamolish')).toEqual([]);
    expect(ingredientsOf('Supercalpol')).toEqual([]);
  });

  it('reads a table passed in', () => {
    const table = {
      ingredients: { a: { name: 'alpha' }, b: { name: 'beta', group: 'g' } },
      names: { 'brand x': ['a', 'b'] },
    };
    expect(ingredientsOf('Brand X forte', table)).toEqual(['a', 'b']);
    expect(ingredientsOf('Beta 5 mg', table)).toEqual(['b']);
  });
});

describe('duplicatedIngredients', () => {
  const cocodamol = { id: 'm1', name: 'Co-codamol 8/500 tablets' };
  const naproxen = { id: 'm2', name: 'Naproxen 250 mg' };
  const sertraline = { id: 'm3', name: 'Sertraline 50 mg' };

  it('the same ingredient in a combination: paracetamol in co-codamol', () => {
    expect(duplicatedIngredients({ name: 'Calpol' }, [sertraline, cocodamol])).toEqual([
      { ingredient: 'paracetamol', duplicates: 'paracetamol', group: null, medicine: cocodamol },
    ]);
  });

  it('another of the same group: ibuprofen with naproxen', () => {
    expect(duplicatedIngredients({ name: 'Ibuprofen 200 mg' }, [naproxen])).toEqual([
      { ingredient: 'ibuprofen', duplicates: 'naproxen', group: 'nsaid', medicine: naproxen },
    ]);
  });

  it("the protocol's named ingredients count as well as the remedy's name", () => {
    expect(duplicatedIngredients({ name: 'Own-brand pain relief', ingredients: ['Paracetamol'] }, [cocodamol])).toEqual(
      [{ ingredient: 'paracetamol', duplicates: 'paracetamol', group: null, medicine: cocodamol }],
    );
    expect(duplicatedIngredients({ name: 'Own-brand pain relief' }, [cocodamol])).toEqual([]);
  });

  it('nothing shared, or ingredients with no group, duplicate nothing', () => {
    expect(duplicatedIngredients({ name: 'Cetirizine 10 mg' }, [cocodamol, naproxen, sertraline])).toEqual([]);
    expect(duplicatedIngredients({ name: 'Loperamide 2 mg' }, [{ id: 'x', name: 'Paracetamol' }])).toEqual([]);
    expect(duplicatedIngredients({ name: 'Paracetamol' }, [])).toEqual([]);
  });

  it('sedating antihistamines duplicate each other, not the non-sedating ones', () => {
    const nytol = { id: 'n', name: 'Nytol' };
    expect(duplicatedIngredients({ name: 'Piriton' }, [nytol])[0]).toMatchObject({
      ingredient: 'chlorphenamine',
      duplicates: 'diphenhydramine',
      group: 'sedating_antihistamine',
    });
    expect(duplicatedIngredients({ name: 'Piriteze' }, [nytol])).toEqual([]);
  });
});

describe('duplicateAdvice', () => {
  it('names each medicine once and sends staff to a pharmacist or 111', () => {
    const cocodamol = { id: 'm1', name: 'Co-codamol 8/500' };
    const found = duplicatedIngredients({ name: 'Paracetamol 500 mg' }, [cocodamol, cocodamol]);
    expect(duplicateAdvice('Paracetamol 500 mg', found)).toBe(
      'Do not give Paracetamol 500 mg: Co-codamol 8/500 already holds paracetamol. Giving both could be an overdose. ' +
        'Ask a pharmacist, or call NHS 111, before giving anything for this.',
    );
  });

  it('says the group when the ingredient differs', () => {
    const found = duplicatedIngredients({ name: 'Nurofen' }, [{ id: 'm2', name: 'Naproxen 250 mg' }]);
    expect(duplicateAdvice('Nurofen', found)).toContain(
      'Naproxen 250 mg holds naproxen, and ibuprofen is another of the anti-inflammatory painkillers (NSAIDs)',
    );
  });
});
