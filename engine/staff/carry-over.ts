// "Make employee" carries an application's checks into the staff profile as records of its kinds
// (DBS, right to work, references, employment history), so nothing is typed twice. Pure: the data only.
import { raisesConcern } from './vetting.ts';

type Obj = Record<string, unknown>;
/** The reference's answers, carried as the application holds them (definitions/staff/hr-choices.ts). */
const REFERENCE_ANSWERS = [
  'source',
  'authenticity',
  'authenticityNotes',
  'datesAndRoleConfirmed',
  'reasonForLeaving',
  'concerns',
  'concernDetails',
  'suitableWithChildren',
  'wouldReemploy',
  'followUp',
];
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
/** Keep only the keys that have a value (a record's schema refuses nulls and unknown keys). */
const some = (o: Obj, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => o[k] !== undefined && o[k] !== null && o[k] !== '').map((k) => [k, o[k]]));

export function carriedRecords(app: Obj, today: string): { kind: string; data: Obj }[] {
  const out: { kind: string; data: Obj }[] = [];
  const dbs = obj(app.dbs);
  if (dbs.certificateNumber && dbs.level && dbs.issuedOn) {
    out.push({
      kind: 'dbs-check',
      data: {
        ...some(dbs, [
          'certificateNumber',
          'level',
          'workforce',
          'issuedOn',
          'updateService',
          'informationDisclosed',
          'riskAssessedOn',
          'riskAssessedBy',
          'riskAssessment',
        ]),
        barredListChecked: dbs.barredListChecked === true,
        ...(dbs.verifiedBy ? { seenBy: dbs.verifiedBy } : {}),
        ...(dbs.verifiedOn ? { seenOn: dbs.verifiedOn } : {}),
      },
    });
  }
  const rtw = obj(app.rightToWork);
  if (rtw.documentType && rtw.verifiedOn && rtw.verifiedBy) {
    out.push({
      kind: 'work-eligibility',
      data: {
        ...some(rtw, ['documentType', 'documentReference', 'expiresOn']),
        checkedOn: rtw.verifiedOn,
        checkedBy: rtw.verifiedBy,
      },
    });
  }
  for (const r of Array.isArray(app.references) ? app.references.map(obj) : []) {
    if (!r.refereeName || !r.organisation) continue;
    out.push({
      kind: 'staff-reference',
      data: {
        ...some(r, [
          'refereeName',
          'organisation',
          'latestEmployer',
          'receivedOn',
          'verifiedBy',
          'verifiedOn',
          ...REFERENCE_ANSWERS,
        ]),
        relationship: r.relationship || 'Not recorded',
        requestedOn: r.receivedOn ?? today,
        ...(r.verifiedOn ? { outcome: raisesConcern(r) ? 'concerns' : 'satisfactory' } : {}),
      },
    });
  }
  const history = obj(app.employmentHistory);
  const employers = Array.isArray(history.employers)
    ? history.employers.map(obj).filter((e) => e.employer && e.from)
    : [];
  if (employers.length) {
    out.push({
      kind: 'employment-history',
      data: {
        recordedOn: today,
        ...some(history, ['educationEndedOn']),
        employers: employers.map((e) =>
          some(e, ['employer', 'type', 'role', 'from', 'to', 'current', 'reasonForLeaving', 'workedWithChildren']),
        ),
        ...(Array.isArray(history.gaps) && history.gaps.length ? { gaps: history.gaps } : {}),
      },
    });
  }
  return out;
}
