// Home types with the SPEC §1 labels ('accomodation' is the stored key, misspelled on purpose).
export const HOME_TYPE_OPTIONS = [
  { value: 'children_home', label: "Children's Home" },
  { value: 'support_accomodation_for_older_children', label: 'Supported Accommodation for Young People' },
] as const;

export const homeTypeLabel = (type: string) => HOME_TYPE_OPTIONS.find((t) => t.value === type)?.label ?? type;

export const NON_OPERATIONAL_NOTE =
  'Homes named Head Office, Test, Archived or Training are non-operational: they are left out of operational lists and charts.';
