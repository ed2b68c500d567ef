// Dates that expire (DBS, right to work, driving licence, training, insurance, MOT, policy review): each is a duty due
// on the date a record holds, read from the definitions' own `alerts` so it is declared once; the expiry worker
// alerts at each alert's lead days from the dated items kept beside the records (engine/obligations/dated-items.ts).
import { DATED_ITEM_KINDS } from '../../engine/alerts/catalogue.ts';
import type { RecordDefinition } from '../../engine/definitions/types.ts';
import { defineDuty } from '../../engine/duties/define.ts';
import type { Duty, DutySource } from '../../engine/duties/types.ts';
import asset from '../home/asset.ts';
import insurance from '../home/insurance.ts';
import policy from '../home/policy.ts';
import dbsCheck from '../staff/dbs-check.ts';
import drivingLicence from '../staff/driving-licence.ts';
import trainingRecord from '../staff/training-record.ts';
import workEligibility from '../staff/work-eligibility.ts';

const SOURCES: Record<string, DutySource> = {
  dbs_expiry: {
    cite: 'CH Sch 2 / SA Sch 1 (an enhanced DBS check at appointment); renewal by this date is the provider’s policy',
    verified: true,
    practice: true,
  },
  work_eligibility_expiry: {
    cite: 'Immigration, Asylum and Nationality Act 2006 s15 (a follow-up right-to-work check before permission ends)',
    verified: false,
  },
  driving_licence_expiry: {
    cite: "The provider's vehicle policy (staff who drive the young people)",
    verified: true,
    practice: true,
  },
  training_expiry: {
    cite: 'CH reg 33(4)(a) (continuing professional development); renewal dates are the course’s',
    verified: true,
    practice: true,
  },
  insurance_renewal: {
    cite: 'Employers’ Liability (Compulsory Insurance) Act 1969; the provider’s cover',
    verified: false,
  },
  insurance_expiry: {
    cite: 'Employers’ Liability (Compulsory Insurance) Act 1969; the provider’s cover',
    verified: false,
  },
  next_mot_date: { cite: 'Road Traffic Act 1988 s47 (a vehicle over 3 years old has a current MOT)', verified: false },
  policy_review: {
    cite: 'CH reg 34–35 and the home’s policies kept under review (review date is the home’s)',
    verified: true,
    practice: true,
  },
};

/** One duty per dated alert a definition declares. */
export const expiryDuties = (def: RecordDefinition): Duty[] =>
  (def.alerts ?? [])
    .filter((a) => Object.hasOwn(DATED_ITEM_KINDS, a.alert))
    .map((a) => {
      const item = DATED_ITEM_KINDS[a.alert];
      return defineDuty({
        key: `expiry-${a.alert.replaceAll('_', '-')}`,
        area: 'expiries',
        subject: item.subject === 'user' ? 'staff' : item.subject === 'home' ? 'home' : 'young-person',
        trigger: { on: 'date-field', kinds: [def.kind], field: a.field },
        period: { within: 'on-the-date' },
        met: [{ predicate: 'renewed', says: `a newer ${item.label.toLowerCase()} record with a later date` }],
        source: SOURCES[a.alert],
        lead: { days: Math.max(0, ...(a.leadDays ?? [])) },
        escalation: [{ to: item.category === 'hr' ? 'hr' : 'registered-manager', afterDueHours: 0 }],
        wording: {
          title: `${item.label} ${item.verb === 'expires' ? 'expires' : 'due'} for {name}`,
          description: `Alerts go out ${(a.leadDays ?? []).join(', ')} days before the date.`,
        },
        assignTo: item.category === 'hr' ? 'hr' : 'home-managers',
        taskType: item.category === 'hr' ? 'training' : 'task action plan',
        category: item.category,
        priority: 'medium',
      });
    });

export const duties: Duty[] = [
  dbsCheck,
  workEligibility,
  drivingLicence,
  trainingRecord,
  insurance,
  asset,
  policy,
].flatMap(expiryDuties);
