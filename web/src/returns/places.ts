// Where each statutory form lives (SPEC §2 Forms; home-type aware: the API refuses a form in the other type).
export interface ReturnPlace {
  kind: string;
  path: string;
  title: string;
  homeType: 'children_home' | 'support_accomodation_for_older_children';
  pack?: boolean;
}

const ANNUAL_RETURN: ReturnPlace = {
  kind: 'annual-return',
  path: '/home/annual-return',
  title: 'Annual return',
  homeType: 'support_accomodation_for_older_children',
};
const PRE_FORM: ReturnPlace = {
  kind: 'inspection-pre-form',
  path: '/home/inspection-pre-form',
  title: 'Inspection pre-form',
  homeType: 'children_home',
  pack: true,
};
const QUALITY_STANDARDS: ReturnPlace = {
  kind: 'quality-standards-review',
  path: '/home/quality-standards-review',
  title: 'Quality standards review',
  homeType: 'support_accomodation_for_older_children',
};

export const RETURN_PLACES = [ANNUAL_RETURN, PRE_FORM, QUALITY_STANDARDS];
