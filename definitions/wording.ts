// Home-type wording (SPEC §1): the same screen says "placement plan" in a children's home and
// "support plan" in supported accommodation. Definitions write tokens such as '{planName}', or
// '{children's home text|supported accommodation text}' for a phrase of their own (a regulation
// citation); the engine and the renderer resolve them with the home's type.

export const HOME_TYPES = ['children_home', 'support_accomodation_for_older_children'] as const;
export type HomeType = (typeof HOME_TYPES)[number];

export const wording = {
  children_home: {
    homeTypeLabel: "Children's Home",
    planName: 'Placement plan',
    plansName: 'Placement plans',
    cyp: 'CYP',
    child: 'child',
    Child: 'Child',
    children: 'children',
    Children: 'Children',
    visitName: 'Reg 44 Visits',
    visitReg: 'Reg 44',
    /** Staff recruitment information (CH Sch 2 / SA Sch 1). */
    schedule: 'Schedule 2',
    /** The young person's case record (CH Sch 3 / SA Sch 2): not the recruitment schedule. */
    caseSchedule: 'Schedule 3',
    home: 'home',
    placement: 'placement',
    notifyReg: 'Reg 40',
    authority: 'placing authority',
    Authority: 'Placing authority',
  },
  support_accomodation_for_older_children: {
    homeTypeLabel: 'Supported Accommodation for Young People',
    planName: 'Support plan',
    plansName: 'Support plans',
    cyp: 'YP',
    child: 'young person',
    Child: 'Young person',
    children: 'young people',
    Children: 'Young people',
    visitName: 'Reg 32 Reviews',
    visitReg: 'Reg 32',
    schedule: 'Schedule 1',
    caseSchedule: 'Schedule 2',
    home: 'accommodation',
    placement: 'accommodation',
    notifyReg: 'Reg 27',
    authority: 'accommodating authority',
    Authority: 'Accommodating authority',
  },
} as const satisfies Record<HomeType, Record<string, string>>;

export type WordingToken = keyof (typeof wording)['children_home'];

/**
 * Replace every {token} with the home type's wording, and every {children's home|supported accommodation}
 * pair with its side; unknown tokens are left as they are.
 */
export function resolveWording(text: string, homeType: HomeType): string {
  const words: Record<string, string> = wording[homeType] ?? wording.children_home;
  return text
    .replace(/\{([^{}|]*)\|([^{}|]*)\}/g, (_whole, home: string, supported: string) =>
      homeType === 'support_accomodation_for_older_children' ? supported : home,
    )
    .replace(/\{([A-Za-z]+)\}/g, (whole, token: string) => (Object.hasOwn(words, token) ? words[token] : whole));
}

/**
 * A text about homes of several types at once (an organisation's chart): one type's wording when all
 * are of that type, else each type's wording joined ("Placement plans / Support plans") where they differ.
 */
export function resolveWordingForTypes(text: string, homeTypes: readonly HomeType[]): string {
  const types = [...new Set(homeTypes)].filter((t) => HOME_TYPES.includes(t));
  if (types.length === 1) return resolveWording(text, types[0]);
  const each = [...new Set(HOME_TYPES.map((t) => resolveWording(text, t)))];
  return each.join(' / ');
}
