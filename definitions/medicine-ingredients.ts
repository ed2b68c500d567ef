// What is in a medicine, by the names seen on UK labels: generic names, combination names and brands. The homely
// remedy check (engine/medication/ingredients.ts) reads a remedy's and each current prescription's name against this
// table, so "Calpol" is known to be paracetamol and "co-codamol" paracetamol with codeine. Names are from UK product
// labels and the BNF as commonly seen (unverified here). It is a safety net, not a formulary: a name it does not
// know is not taken to be safe, and staff still ask a pharmacist when unsure. Add names as homes meet them.

/** An active ingredient and the group it belongs to: two of one group are not given together without advice. */
export interface Ingredient {
  /** The generic name, as said to staff */
  name: string;
  /** Ingredients in one group duplicate each other (two anti-inflammatory painkillers, two sedating antihistamines) */
  group?: string;
}

export const INGREDIENT_GROUPS: Record<string, string> = {
  nsaid: 'anti-inflammatory painkillers (NSAIDs)',
  opioid: 'opioid painkillers and cough medicines',
  sedating_antihistamine: 'sedating antihistamines',
  non_sedating_antihistamine: 'non-sedating antihistamines',
  decongestant: 'decongestants',
};

export const INGREDIENTS: Record<string, Ingredient> = {
  paracetamol: { name: 'paracetamol' },
  ibuprofen: { name: 'ibuprofen', group: 'nsaid' },
  naproxen: { name: 'naproxen', group: 'nsaid' },
  diclofenac: { name: 'diclofenac', group: 'nsaid' },
  aspirin: { name: 'aspirin', group: 'nsaid' },
  mefenamic_acid: { name: 'mefenamic acid', group: 'nsaid' },
  codeine: { name: 'codeine', group: 'opioid' },
  dihydrocodeine: { name: 'dihydrocodeine', group: 'opioid' },
  tramadol: { name: 'tramadol', group: 'opioid' },
  pholcodine: { name: 'pholcodine', group: 'opioid' },
  dextromethorphan: { name: 'dextromethorphan', group: 'opioid' },
  chlorphenamine: { name: 'chlorphenamine', group: 'sedating_antihistamine' },
  promethazine: { name: 'promethazine', group: 'sedating_antihistamine' },
  diphenhydramine: { name: 'diphenhydramine', group: 'sedating_antihistamine' },
  cetirizine: { name: 'cetirizine', group: 'non_sedating_antihistamine' },
  loratadine: { name: 'loratadine', group: 'non_sedating_antihistamine' },
  fexofenadine: { name: 'fexofenadine', group: 'non_sedating_antihistamine' },
  pseudoephedrine: { name: 'pseudoephedrine', group: 'decongestant' },
  phenylephrine: { name: 'phenylephrine', group: 'decongestant' },
  loperamide: { name: 'loperamide' },
  buclizine: { name: 'buclizine' },
  caffeine: { name: 'caffeine' },
};

/**
 * A name (lower case, words only: "co codamol" for "co-codamol") → the ingredients it holds. Generic names are
 * matched by the INGREDIENTS keys too, so only combinations and brands need to be here.
 */
export const MEDICINE_NAMES: Record<string, (keyof typeof INGREDIENTS)[]> = {
  // paracetamol alone
  calpol: ['paracetamol'],
  panadol: ['paracetamol'],
  disprol: ['paracetamol'],
  medinol: ['paracetamol'],
  mandanol: ['paracetamol'],
  alvedon: ['paracetamol'],
  hedex: ['paracetamol'],
  'panadol extra': ['paracetamol', 'caffeine'],
  'hedex extra': ['paracetamol', 'caffeine'],
  // paracetamol in combinations
  'co codamol': ['paracetamol', 'codeine'],
  cocodamol: ['paracetamol', 'codeine'],
  solpadeine: ['paracetamol', 'codeine'],
  solpadol: ['paracetamol', 'codeine'],
  kapake: ['paracetamol', 'codeine'],
  zapain: ['paracetamol', 'codeine'],
  tylex: ['paracetamol', 'codeine'],
  migraleve: ['paracetamol', 'codeine', 'buclizine'],
  'co dydramol': ['paracetamol', 'dihydrocodeine'],
  codydramol: ['paracetamol', 'dihydrocodeine'],
  tramacet: ['tramadol', 'paracetamol'],
  lemsip: ['paracetamol', 'phenylephrine'],
  beechams: ['paracetamol', 'phenylephrine'],
  'night nurse': ['paracetamol', 'promethazine', 'dextromethorphan'],
  'day nurse': ['paracetamol', 'pholcodine', 'pseudoephedrine'],
  nuromol: ['ibuprofen', 'paracetamol'],
  combogesic: ['ibuprofen', 'paracetamol'],
  // ibuprofen and the other NSAIDs
  nurofen: ['ibuprofen'],
  calprofen: ['ibuprofen'],
  brufen: ['ibuprofen'],
  cuprofen: ['ibuprofen'],
  'feminax express': ['ibuprofen'],
  'nurofen plus': ['ibuprofen', 'codeine'],
  'nurofen cold and flu': ['ibuprofen', 'pseudoephedrine'],
  naprosyn: ['naproxen'],
  'feminax ultra': ['naproxen'],
  voltarol: ['diclofenac'],
  ponstan: ['mefenamic_acid'],
  disprin: ['aspirin'],
  // antihistamines
  piriton: ['chlorphenamine'],
  phenergan: ['promethazine'],
  sominex: ['promethazine'],
  nytol: ['diphenhydramine'],
  piriteze: ['cetirizine'],
  zirtek: ['cetirizine'],
  clarityn: ['loratadine'],
  telfast: ['fexofenadine'],
  // decongestants, diarrhoea
  sudafed: ['pseudoephedrine'],
  galpseud: ['pseudoephedrine'],
  imodium: ['loperamide'],
};
