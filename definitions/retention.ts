// How long each kind of record is kept, from when, and on what authority (engine/retention/rules.ts reads these).
// Every kind takes its subject's rule unless listed under `byKind`; tests/unit/retention.test.ts checks each kind
// resolves to a rule with a source. Sources marked verified: false were not readable when written (decision 0491).
import type { Subject } from '../engine/definitions/types.ts';
import type { RetentionRule } from '../engine/retention/rules.ts';

const CASE_RECORD: RetentionRule = {
  from: 'birth',
  years: 75,
  afterDeathYears: 15,
  source:
    "Children's Homes (England) Regulations 2015 reg 36 and Schedule 3 (case records: until the 75th anniversary of " +
    "the child's birth, or 15 years from the death of a child who died before 18); Supported Accommodation " +
    '(England) Regulations 2023, Schedule 2 records, taken to be the same',
  verified: false,
};

const STAFF_RECORD: RetentionRule = {
  from: 'leaving',
  years: 15,
  source:
    "Children's Homes (England) Regulations 2015 reg 37 and Schedule 4 (records about staff and the home: 15 years " +
    'from the last entry, here counted from the day the member of staff left)',
  verified: false,
};

const HOME_RECORD: RetentionRule = {
  from: 'record-date',
  years: 15,
  source:
    "Children's Homes (England) Regulations 2015 reg 37 and Schedule 4 (the home's registers, rotas, visitors, fire " +
    'drills, accounts: 15 years from the last entry); Supported Accommodation (England) Regulations 2023 Schedule 3',
  verified: false,
};

export const retentionBySubject: Record<Subject, RetentionRule> = {
  'young-person': CASE_RECORD,
  staff: STAFF_RECORD,
  home: HOME_RECORD,
  organisation: HOME_RECORD,
};

/** Kinds kept otherwise than their subject's rule. */
export const retentionByKind: Record<string, RetentionRule> = {
  // An allegation about a member of staff: kept until their normal retirement age or 10 years, whichever is longer;
  // 50 years from leaving covers any retirement age for a leaver of working age.
  'disciplinary-action': {
    from: 'leaving',
    years: 50,
    source:
      'Working Together to Safeguard Children and Keeping Children Safe in Education (records of allegations about ' +
      "staff: until the person's normal pension age or 10 years from the allegation, whichever is longer)",
    verified: false,
  },
  // An accident to anyone in the home: the longer of the Schedule 4 period and the time a child's claim may be
  // brought (until 21: three years after coming of age), so the home rule's 15 years stands.
  accident: { ...HOME_RECORD },
};

/**
 * Operational data, kept for days and then removed by the retention worker: not care records, but they name people
 * and what they did.
 */
export const operationalRetention = {
  /** Who viewed a child's records: long enough to answer a complaint or an inspector about an access. */
  recordViews: { days: 3 * 366, source: "the provider's data protection policy (UK GDPR art. 5(1)(e))" },
  /** Sign-ins that have ended or expired. */
  sessions: { days: 90, source: "the provider's data protection policy (UK GDPR art. 5(1)(e))" },
  /** Webhook deliveries sent or given up: a month to investigate a receiver's complaint. */
  webhookDeliveries: { days: 30, source: "the provider's data protection policy (UK GDPR art. 5(1)(e))" },
  /** Idempotency keys of saves and creates (migration 110): a device's queue sent weeks late is still known. */
  writeKeys: { days: 90, source: "the provider's data protection policy (UK GDPR art. 5(1)(e))" },
  /**
   * The mail log (who was sent what subject, and whether it went): a year answers "was I told?" about a yearly
   * reminder; messages still queued stay whatever their age. Bodies are already gone once a message is sent.
   */
  mailMessages: { days: 366, source: "the provider's data protection policy (UK GDPR art. 5(1)(e))" },
  /** Background jobs that failed, kept to investigate (BullMQ removes them; finished jobs go after a day). */
  jobLogs: { days: 7, source: "the provider's data protection policy (UK GDPR art. 5(1)(e))" },
} as const;

/** The rule a kind is kept by. */
export function retentionFor(def: { kind: string; subject: Subject }): RetentionRule {
  return retentionByKind[def.kind] ?? retentionBySubject[def.subject];
}
