// A filled school record, and the same record made invalid in one field.

export const example = {
  settingType: 'mainstream_school',
  name: 'Roundhay School',
  address: 'Gledhow Lane, Leeds LS8 1ND',
  phone: '0113 000 0200',
  email: 'office@roundhay.example.sch.uk',
  startDate: '2021-09-06',
  yearGroup: 'year_10',
  course: 'GCSE options: PE, geography, design technology',
  fullTime: true,
  designatedTeacher: { name: 'Mr J. Patel', phone: '0113 000 0201', email: 'j.patel@roundhay.example.sch.uk' },
  senco: { name: 'Mrs K. Evans', email: 'k.evans@roundhay.example.sch.uk' },
  otherContact: { name: 'Ms R. Ali (Head of Year 10)', phone: '0113 000 0202' },
  virtualSchool: {
    authority: 'Leeds Virtual School',
    contactName: 'Helen Brooks',
    phone: '0113 000 0300',
    email: 'helen.brooks@example.gov.uk',
  },
  senStatus: 'sen_support',
  pep: { lastPep: '2025-02-10', nextPep: '2025-05-12', pupilPremiumPlus: true },
  transport: 'Walks with a friend; staff collect on Tuesdays after football',
  notes:
    'Strong in PE and practical subjects. Maths tutor funded from Pupil Premium Plus twice a week. One fixed-term suspension in Year 9.',
};

/** Year group is not one of the listed year groups. */
export const wrong = {
  data: { ...example, yearGroup: 'Y10' },
  path: '/yearGroup',
};
