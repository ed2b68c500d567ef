// A filled personal-details record, and the same record made invalid in one field.

export const example = {
  firstName: 'Jayden',
  middleNames: 'Lee',
  lastName: 'Walker',
  preferredName: 'Jay',
  previousNames: [
    {
      name: 'Jayden Lee Thompson',
      usedUntil: '2016-09-01',
      reason: "Took his mother's surname after her marriage ended",
    },
  ],
  dateOfBirth: '2010-05-22',
  dateOfBirthNote: 'Confirmed from birth certificate',
  sex: 'male',
  pronouns: 'he/him',
  placeOfBirth: 'Leeds',
  nationality: 'British',
  immigrationStatus: 'British citizen',
  photo: [{ documentId: '00000000-0000-4000-8000-000000000301', fileName: 'jay-2025.jpg' }],
  religion: 'christian',
  religionDetail: 'Baptised Catholic; does not currently attend church but likes to go to midnight mass with his nan.',
  ethnicity: 'MWBC',
  culturalNeeds:
    "Dual heritage (White British and Black Caribbean). Staff support his hair care (barber in Chapeltown every three weeks, he chooses) and he enjoys Caribbean food with his nan's family.",
  firstLanguage: 'English',
  interpreterNeeded: false,
  communicationNeeds: 'Needs instructions one step at a time; give him time to answer.',
  legalStatus: 'care_order',
  legalStatusDetail: 'Full care order, Leeds Family Court, 14 June 2022',
  placementStartDate: '2024-09-02',
  addressBefore: 'Foster placement, Horsforth, Leeds (address held by the placing authority)',
  placingAuthority: {
    name: 'Leeds City Council Children and Families',
    address: 'Merrion House, 110 Merrion Centre, Leeds LS2 8BB',
    phone: '0113 000 0000',
    email: 'childrensservices@example.gov.uk',
    outOfHoursPhone: '0113 000 0001',
    childReference: 'LCC-1234567',
  },
  socialWorker: {
    name: 'Priya Shah',
    team: 'Children Looked After Team East',
    phone: '0113 000 0002',
    email: 'priya.shah@example.gov.uk',
  },
  independentReviewingOfficer: { name: 'Martin Okafor', team: 'Independent Reviewing Service', phone: '0113 000 0003' },
  parents: [
    {
      name: 'Sarah Walker',
      relationship: 'Mother',
      parentalResponsibility: true,
      religion: 'Catholic',
      address: 'Leeds LS9 (full address held by the social worker)',
      phone: '07700 900123',
      addressNotToBeShared: false,
      notes: 'Weekly phone contact; see contacts',
    },
    {
      name: 'Dean Thompson',
      relationship: 'Father',
      parentalResponsibility: true,
      religion: 'Not known',
      addressNotToBeShared: true,
      notes: 'No contact: see the contact record',
    },
  ],
  school: 'Roundhay School',
  designatedTeacher: 'Mr J. Patel',
  gp: 'Oakwood Surgery',
  nhsNumber: '943 476 5919',
  allergiesSummary: 'Penicillin: rash',
  medicalSummary: 'Mild asthma (blue inhaler when needed)',
  checkedOn: '2025-03-03',
  checkedBy: '00000000-0000-4000-8000-000000000001',
};

/** Sex is not one of the listed options. */
export const wrong = {
  data: { ...example, sex: 'boy' },
  path: '/sex',
};
