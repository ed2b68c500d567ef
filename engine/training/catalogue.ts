// The standard course catalogue for children's homes and supported accommodation (DOMAIN §14 "core
// courses (practice)"): what a new organisation is offered with one click and the demo seeds. Renewal
// periods are common sector practice (e.g. first aid certificates last 3 years; safeguarding, fire,
// medication and physical intervention are refreshed yearly); each organisation can change them.
import type { CourseInput } from '../store/training.ts';

const care = ['staff', 'manager'];
const everyone = ['staff', 'manager', 'hr_manager'];
const course = (
  name: string,
  mandatoryRoles: string[],
  renewalMonths: number | null,
  description: string,
  extra: Partial<CourseInput> = {},
): CourseInput => ({
  name,
  description,
  mandatoryRoles,
  homeTypes: [],
  renewalMonths,
  qualificationLevel: null,
  ...extra,
});

export const STANDARD_COURSES: CourseInput[] = [
  course(
    'Safeguarding children and young people',
    everyone,
    12,
    'Recognising and reporting abuse and neglect, the LADO, Working Together to Safeguard Children.',
  ),
  course(
    'First aid (paediatric / first aid at work)',
    care,
    36,
    'Certificated first aid; the certificate lasts three years.',
  ),
  course('Fire safety', everyone, 12, 'Fire procedures, evacuation and fire marshal duties for the home.'),
  course(
    'Medication administration',
    care,
    12,
    'Safe handling and administration of medicines (NICE SC1), with an observed competency.',
  ),
  course(
    'De-escalation and physical intervention (Team Teach / PRICE)',
    care,
    12,
    "Accredited positive handling and de-escalation in the home's approved model; restraint only as a last resort " +
      '(CH reg 20).',
  ),
  course('Food hygiene (Level 2)', care, 36, "Food safety and hygiene in the home's kitchen."),
  course('GDPR and data protection', everyone, 24, 'Confidentiality, records and data protection (UK GDPR).'),
  course('Health and safety', everyone, 36, 'Risk assessment, COSHH, manual handling and RIDDOR reporting.'),
  course(
    'CSE and CCE awareness (exploitation)',
    care,
    24,
    'Child sexual and criminal exploitation, county lines, going missing.',
  ),
  course(
    'Prevent (radicalisation)',
    everyone,
    24,
    'The Prevent duty: recognising and referring concerns about radicalisation.',
  ),
  course('Equality, diversity and inclusion', everyone, 36, 'The Equality Act 2010 and anti-discriminatory practice.'),
  course(
    'Allergies and anaphylaxis awareness',
    care,
    12,
    'Recognising allergic reactions and anaphylaxis, the 14 allergens in food, and using an adrenaline auto-injector.',
  ),
  course(
    'Online safety',
    care,
    24,
    'Online risks to young people (grooming, sexual exploitation, harmful content) and how the home keeps them safe.',
  ),
  course(
    'Allegations management and whistleblowing',
    everyone,
    24,
    'Allegations against staff, the LADO, and raising concerns inside and outside the organisation.',
  ),
  course(
    "The Children's Homes Regulations and Quality Standards",
    care,
    36,
    "The Children's Homes (England) Regulations 2015 and the Guide to the Quality Standards: part of induction.",
    { homeTypes: ['children_home'] },
  ),
  course(
    'The Supported Accommodation Regulations and standards',
    care,
    36,
    'The Supported Accommodation (England) Regulations 2023 and their quality standards: part of induction.',
    { homeTypes: ['support_accomodation_for_older_children'] },
  ),
  course(
    'Missing from care and the local protocol',
    care,
    24,
    'Preventing and responding to a young person going missing; the local missing protocol and return interviews.',
  ),
  course(
    'Child-specific clinical training',
    [],
    12,
    'Where a young person needs it (e.g. buccal midazolam, an adrenaline auto-injector, diabetes care): set as required ' +
      'for the staff who care for them.',
  ),
  course(
    'Level 3 Diploma for Residential Childcare',
    ['staff'],
    null,
    "Care staff in a children's home: within 2 years of starting (CH reg 32(4)–(5)).",
    { homeTypes: ['children_home'], qualificationLevel: 'level3' },
  ),
  course(
    'Level 5 Diploma in Leadership and Management for Residential Childcare',
    ['manager'],
    null,
    "Registered manager of a children's home: within 3 years (CH reg 28).",
    { homeTypes: ['children_home'], qualificationLevel: 'level5' },
  ),
];
