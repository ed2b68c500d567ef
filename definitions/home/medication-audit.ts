// The monthly medication audit (practitioner review A-W11): a manager samples MARs and checks signatures, PRN reasons
// and effects, the controlled-drug balance, stock against the MAR and storage, with actions.
// /api/homes/:id/medication-audit/start pre-fills what the records already show for the month (gaps, PRN without an
// effect, CD discrepancies, temperatures out of range) so the manager checks rather than types. The score is worked
// out from the answers (engine/medication/audit.ts), never typed. Completing it is meant as the registered manager's
// sign-off (not yet enforced: decision 0960) and meets the monthly medication audit duty. NICE SC1 Managing
// medicines in care homes asks for regular audit of medicines records and stock (recommendation number unverified).
import {
  date,
  group,
  integer,
  longText,
  rows,
  staffMember,
  yesNo,
  youngPerson,
} from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

const count = (title: string, description?: string) =>
  integer(title, { minimum: 0, maximum: 100000, ...(description ? { description } : {}) });
const notes = () => longText('What was found');

export default defineRecord({
  kind: 'medication-audit',
  title: 'Medication audit',
  description:
    "The manager's monthly audit of medicines: sampled MARs, gaps in signatures, PRN reasons and effects, the " +
    'controlled-drug balance, stock against the MAR and storage, with the actions that follow. The figures the records ' +
    'hold for the month are filled in for you to check; the score is worked out from the answers. Completing it is ' +
    "the registered manager's sign-off (NICE SC1 Managing medicines in care homes: medicines records and stock are " +
    'audited regularly).',
  subject: 'home',
  area: 'home',
  workflow: 'simple',
  dateField: 'auditedOn',
  list: { columns: ['auditedOn', 'periodFrom', 'periodTo', 'auditedBy', 'score'] },
  schema: {
    type: 'object',
    title: 'Medication audit',
    additionalProperties: false,
    required: ['auditedOn', 'periodFrom', 'periodTo', 'auditedBy'],
    properties: {
      auditedOn: date('Audited on'),
      periodFrom: date('Period from', { description: 'Usually the first day of the month audited' }),
      periodTo: date('Period to'),
      auditedBy: staffMember('Audited by'),
      sample: rows(
        'MARs sampled',
        {
          youngPerson: youngPerson('{cyp}'),
          weekFrom: date('Week from'),
          findings: longText('What the MAR showed'),
        },
        ['youngPerson', 'weekFrom'],
        { description: 'Which MARs (whose, which week) were read line by line against the stock and the label' },
      ),
      signatures: group('Gaps in signatures', {
        gapsFound: count('Doses with no record', 'Filled from the MAR for the period; check it'),
        gapsFollowedUp: yesNo('Each gap followed up with the member of staff on shift'),
        notes: notes(),
      }),
      prn: group('PRN (when required) doses', {
        given: count('PRN doses given'),
        withoutReason: count('Given with no reason recorded'),
        withoutEffect: count('Given with no effect recorded'),
        notes: notes(),
      }),
      controlledDrugs: group('Controlled drugs', {
        held: yesNo('The home holds controlled drugs'),
        balanceChecks: count('Witnessed balance checks in the period'),
        discrepancies: count('Balance checks that did not match'),
        balanceCorrect: yesNo('Balance counted today matches the CD register, witnessed'),
        checksWitnessed: yesNo('Every CD entry and balance check in the period has two signatures'),
        notes: notes(),
      }),
      stock: group('Stock against the MAR', {
        matchesMar: yesNo('Stock counted matches what the MAR says was received, given and returned'),
        outOfDateFound: yesNo('Out-of-date or unlabelled medicines found'),
        notes: notes(),
      }),
      storage: group('Storage', {
        readings: count('Temperature readings in the period'),
        daysWithoutReading: count('Days with no temperature reading'),
        outOfRange: count('Readings out of range'),
        outOfRangeActioned: yesNo('Each out-of-range reading has what was done and the pharmacist’s advice'),
        cupboardsLocked: yesNo('Medicines cupboards and the CD cupboard locked, keys held by the person in charge'),
        notes: notes(),
      }),
      actions: rows(
        'Actions',
        {
          action: longText('Action'),
          owner: staffMember('Who'),
          dueOn: date('By'),
          doneOn: date('Done on'),
        },
        ['action'],
      ),
      score: integer('Score (%)', {
        minimum: 0,
        maximum: 100,
        readOnly: true,
        description: 'The share of the checks that apply which were met; worked out when saved',
      }),
      checksMet: integer('Checks met', { minimum: 0, readOnly: true }),
      checksApplicable: integer('Checks that apply', { minimum: 0, readOnly: true }),
    },
  },
  sections: [
    { key: 'audit', title: 'Audit', fields: ['auditedOn', 'periodFrom', 'periodTo', 'auditedBy', 'sample'] },
    { key: 'records', title: 'Records', fields: ['signatures', 'prn'] },
    { key: 'stock', title: 'Controlled drugs and stock', fields: ['controlledDrugs', 'stock'] },
    { key: 'storage', title: 'Storage', fields: ['storage'] },
    {
      key: 'outcome',
      title: 'Actions and score',
      fields: ['actions', 'score', 'checksMet', 'checksApplicable'],
    },
  ],
});
