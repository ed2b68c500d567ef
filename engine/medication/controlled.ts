// Known controlled drugs (decision 0601): a medicine whose name is a Schedule 2 drug commonly prescribed to children,
// by its generic or a UK brand name, saved without being marked controlled is stopped with a warning, unless the
// person saving says why it is not (a low-strength preparation can be in a lower schedule: Oramorph 10 mg/5 ml oral
// solution is Schedule 5). Pure. Names from the BNF's controlled drug listings as commonly seen on UK labels
// (unverified here; the list is a safety net, not the law: the prescription or pharmacist says the schedule).

/** Generic name → brand names seen on UK labels. */
export const KNOWN_SCHEDULE_2: Record<string, string[]> = {
  methylphenidate: [
    'concerta',
    'medikinet',
    'equasym',
    'ritalin',
    'xaggitin',
    'delmosart',
    'xenidate',
    'matoride',
    'affenid',
    'meflynate',
  ],
  lisdexamfetamine: ['elvanse'],
  dexamfetamine: ['amfexa', 'dexedrine'],
  morphine: ['oramorph', 'sevredol', 'mst continus', 'zomorph', 'morphgesic'],
  oxycodone: ['oxycontin', 'oxynorm', 'shortec', 'longtec', 'lynlor', 'onexila'],
};

const words = (s: string) => ` ${s.toLowerCase().replace(/[^a-z]+/g, ' ')} `;

/** The Schedule 2 drug a medicine's name names (generic, or the generic a brand is), or null. */
export function knownControlledDrug(name: string): { generic: string; brand: string | null } | null {
  const w = words(name);
  for (const [generic, brands] of Object.entries(KNOWN_SCHEDULE_2)) {
    if (w.includes(` ${generic} `)) return { generic, brand: null };
    const brand = brands.find((b) => w.includes(` ${b} `));
    if (brand) return { generic, brand };
  }
  return null;
}

/** The warning for a known Schedule 2 drug saved as not controlled with no reason given; null when it may be saved. */
export function controlledWarning(d: { name?: unknown; controlled?: unknown; notControlledReason?: unknown }) {
  if (typeof d.name !== 'string' || d.controlled === true) return null;
  if (typeof d.notControlledReason === 'string' && d.notControlledReason.trim()) return null;
  const known = knownControlledDrug(d.name);
  if (!known) return null;
  const what = known.brand ? `${cap(known.brand)} is ${known.generic}, a` : `${cap(known.generic)} is a`;
  return (
    `${what} Schedule 2 controlled drug: tick "Controlled drug" and choose Schedule 2, so it is kept in the CD ` +
    'cupboard and each dose is witnessed. If the label says otherwise (e.g. a low-strength Schedule 5 solution), ' +
    'say why under "Not a controlled drug: why".'
  );
}

const cap = (s: string) => s.replace(/(^|\s)\w/g, (c) => c.toUpperCase());
