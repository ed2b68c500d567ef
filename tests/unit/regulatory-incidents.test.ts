// Incidents, sanctions and safeguarding as the domain review found them, in the rules and forms alone (no server): each
// review example is now refused or handled, for a children's home (CH) and supported accommodation (SA).
import { describe, expect, it } from 'vitest';
import type { HomeType } from '../../definitions/wording.ts';
import consequence from '../../definitions/young-person/consequence.ts';
import { examples } from '../../definitions/young-person/examples.ts';
import { example as consequenceExample } from '../../definitions/young-person/examples/consequence.ts';
import { example as missingExample } from '../../definitions/young-person/examples/missing-episode.ts';
import { example as safeguardingExample } from '../../definitions/young-person/examples/safeguarding.ts';
import incident from '../../definitions/young-person/incident.ts';
import followUp from '../../definitions/young-person/incident-follow-up.ts';
import missing from '../../definitions/young-person/missing-episode.ts';
import safeguarding from '../../definitions/young-person/safeguarding.ts';
import { createAjv, toFieldErrors } from '../../engine/definitions/ajv.ts';
import { definitionForHomeType, keptOtherTypeErrors, schemaForHomeType } from '../../engine/definitions/home-types.ts';
import type { JSONSchema7 } from '../../engine/definitions/json-schema.ts';
import { draftSchema } from '../../engine/definitions/schema-walk.ts';
import { incidentDeadlines } from '../../engine/duties/rules/incident-deadlines.ts';
import { authoritiesOwed, needsNotifying } from '../../engine/duties/rules/incident-notifications.ts';
import { durationText, interventionMinutes } from '../../engine/duties/rules/restraint.ts';
import type { IncidentScanRow } from '../../engine/store/index.ts';

const CH: HomeType = 'children_home';
const SA: HomeType = 'support_accomodation_for_older_children';
const HOMES = [CH, SA] as const;
const ajv = createAjv();
const clone = <T>(v: T): T => structuredClone(v);
type Any = Record<string, any>;

/** Field errors of `data` against the definition's whole schema (as at submit) in a home of this type. */
function submitErrors(def: { schema: JSONSchema7 }, homeType: HomeType, data: unknown) {
  const validate = ajv.compile(schemaForHomeType(def.schema, homeType));
  return validate(data) ? [] : toFieldErrors(validate.errors);
}
const paths = (errors: { path: string }[]) => errors.map((e) => e.path);

/** A scan row of an incident or consequence, as the worker reads it. */
function row(kind: 'incident' | 'consequence', homeType: HomeType, data: Any): IncidentScanRow {
  return {
    id: '00000000-0000-4000-8000-00000000aaaa',
    orgId: 'o',
    kind,
    status: 'ongoing',
    submission: 0,
    version: 1,
    homeId: 'h',
    youngPersonId: 'y',
    recordDate: '2026-11-20T19:00:00.000Z',
    archivedAt: null,
    data,
    homeType,
    youngPersonName: 'Sam Lee',
    submittedAt: null,
    followUps: [],
  } as unknown as IncidentScanRow;
}
const keys = (r: IncidentScanRow) => incidentDeadlines(r).map((d) => d.key);
/** The example incident as a home of this type records it (its authority told is that type's own). */
function incidentIn(homeType: HomeType): Any {
  const d = clone(examples.incident) as Any;
  for (const n of d.notifications ?? [])
    if (n.authority === 'placing_authority' && homeType === SA) n.authority = 'accommodating_authority';
  return d;
}

describe.each(HOMES)("the review's incident, in %s", (homeType) => {
  it('refuses empty required lists, a restraint ending before it starts, and no account of what was tried first (I-2, I-3)', () => {
    const data = incidentIn(homeType);
    data.general.types = [];
    data.general.staffPresent = [];
    Object.assign(data.intervention[0], {
      deEscalation: [],
      staff: [],
      from: '2026-11-20T23:50:00Z',
      to: '2026-11-20T00:10:00Z',
    });
    delete data.intervention[0].triedFirst;
    const errors = submitErrors(incident, homeType, data);
    expect(paths(errors)).toEqual(
      expect.arrayContaining([
        '/general/types',
        '/general/staffPresent',
        '/intervention/0/deEscalation',
        '/intervention/0/staff',
        '/intervention/0/to',
        '/intervention/0/triedFirst',
      ]),
    );
    expect(errors.find((e) => e.path === '/general/types')!.message).toBe('needs at least one entry');
    expect(errors.find((e) => e.path === '/intervention/0/to')!.message).toBe('must not be before the start');
    // a draft may still be half done
    expect(ajv.compile(draftSchema(schemaForHomeType(incident.schema, homeType)))(data)).toBe(true);
  });

  it('accepts a restraint across midnight as date-times and derives its duration (I-3)', () => {
    const data = incidentIn(homeType);
    Object.assign(data.intervention[0], { from: '2026-11-20T23:50:00Z', to: '2026-11-21T00:10:00Z' });
    expect(submitErrors(incident, homeType, data)).toEqual([]);
    expect(interventionMinutes(data.intervention[0])).toBe(20);
    // an older record's times of day: the same night
    expect(interventionMinutes({ startedAt: '23:50', endedAt: '00:10' })).toBe(20);
    expect(durationText(65)).toBe('1 hour 5 minutes');
  });

  it('offers only the two lawful grounds; "absconding" and free "Other" are refused when new, kept and flagged on old records (I-1)', () => {
    const served = definitionForHomeType(incident, homeType);
    const reason = (served.schema.properties!.intervention.items as Any).properties.reason;
    expect(reason.oneOf.map((c: Any) => c.const)).toEqual(['prevent_injury', 'prevent_serious_damage']);
    // the word is gone from everything a person reads (the stored key of old records stays as it was)
    expect(JSON.stringify(served).replaceAll('"prevent_absconding"', '')).not.toMatch(/abscond/i);
    expect(reason['x-retired'].others).toMatch(/manager to review/);
    for (const old of ['prevent_absconding', 'others']) {
      const data = incidentIn(homeType);
      data.intervention[0].reason = old;
      const errors = submitErrors(incident, homeType, data);
      expect(paths(errors)).toEqual(['/intervention/0/reason']);
      // the same value already stored is let through (the record still opens, saves and reads)
      expect(keptOtherTypeErrors(errors, incident.schema, homeType, data, clone(data))).toEqual([]);
    }
  });

  it("needs the child's account unless they declined the debrief", () => {
    const data = incidentIn(homeType);
    delete data.debrief.cypDebrief.ypAccount;
    expect(paths(submitErrors(incident, homeType, data))).toEqual(['/debrief/cypDebrief/ypAccount']);
    data.debrief.cypDebrief.declined = true;
    expect(submitErrors(incident, homeType, data)).toEqual([]);
  });

  it("a sanction must confirm no prohibited measure (C-3), and states the CH clock only in a children's home (C-5)", () => {
    expect(
      paths(submitErrors(consequence, homeType, { ...clone(consequenceExample), noProhibitedMeasure: false })),
    ).toEqual(['/noProhibitedMeasure']);
    expect(submitErrors(consequence, homeType, clone(consequenceExample))).toEqual([]);
    const text = definitionForHomeType(consequence, homeType).description!;
    if (homeType === CH) expect(text).toMatch(/within 48 hours.*reg 35\(3\)/);
    else expect(text).not.toMatch(/48 hours|Children's Homes/);
    expect(consequence.workflow).toBe('signoff'); // the manager's review while sign-offs are pending, no reopen (C-1)
  });

  it("safeguarding: a category, the DSL's decision, the child's words, and an allegation's subject and LADO referral (S-1..S-4, S-6)", () => {
    const data = clone(safeguardingExample) as Any;
    data.category = [];
    delete data.wordsUsed;
    delete data.dslDecision;
    expect(paths(submitErrors(safeguarding, homeType, data)).sort()).toEqual([
      '/category',
      '/dslDecision',
      '/wordsUsed',
    ]);
    const allegation = { ...clone(safeguardingExample), category: ['allegation_against_staff'] } as Any;
    expect(paths(submitErrors(safeguarding, homeType, allegation))).toEqual(['/allegation']);
    allegation.allegation = { subjectRole: 'Agency support worker' };
    expect(paths(submitErrors(safeguarding, homeType, allegation)).sort()).toEqual([
      '/allegation',
      '/allegation/ladoNotReferredReason',
      '/allegation/ladoReferredAt',
      '/allegation/subject',
      '/allegation/subjectName',
    ]);
    allegation.allegation = { subjectName: 'J. Smith (agency)', ladoReferredAt: '2026-11-20T10:00:00Z' };
    expect(submitErrors(safeguarding, homeType, allegation)).toEqual([]);
  });
});

describe.each(HOMES)('missing from care in %s (M-2, M-3, M-4)', (homeType) => {
  it('records the police report or why there was none, and can ask for a plan review', () => {
    expect(submitErrors(missing, homeType, clone(missingExample))).toEqual([]);
    const notReported = clone(missingExample) as Any;
    delete notReported.search.reportedToPoliceAt;
    delete notReported.search.policeRef;
    expect(paths(submitErrors(missing, homeType, notReported))).toContain('/search/notReportedReason');
    notReported.search.notReportedReason =
      "Away without authorisation: at his aunt's, who phoned us; agreed with the social worker.";
    notReported.followUp.planReviewRequested = true;
    notReported.search.policeRisk = 'very_low';
    expect(submitErrors(missing, homeType, notReported)).toEqual([]);
  });
});

describe('follow-ups: one mechanism for every step added after submission (item 5)', () => {
  const base = { doneAt: '2026-11-21T10:00:00Z', account: 'Spoke to both staff.' };
  const id = '00000000-0000-4000-8000-0000000000a1';
  const ok = (d: Any) => submitErrors(followUp, CH, d);
  it('fits each step to what it follows', () => {
    expect(ok({ ...base, incident: id, step: 'staff_debrief' })).toEqual([]);
    expect(ok({ ...base, incident: id, step: 'child_debrief' })).toEqual([]);
    expect(ok({ ...base, consequence: id, step: 'review' })).toEqual([]);
    expect(ok({ ...base, safeguarding: id, step: 'referral_outcome' })).toEqual([]);
    expect(ok({ ...base, safeguarding: id, step: 'cp_enquiry_concluded', concludedOn: '2026-11-21' })).toEqual([]);
  });
  it('refuses a step that does not fit, two links, no link, and a CP-enquiry conclusion without its date', () => {
    expect(paths(ok({ ...base, consequence: id, step: 'staff_debrief' }))).toContain('/step');
    expect(paths(ok({ ...base, safeguarding: id, step: 'review' }))).toContain('/step');
    expect(paths(ok({ ...base, safeguarding: id, incident: id, step: 'referral_outcome' }))).toContain('/incident');
    expect(ok({ ...base, step: 'review' }).length).toBeGreaterThan(0);
    expect(paths(ok({ ...base, safeguarding: id, step: 'cp_enquiry_concluded' }))).toEqual(['/concludedOn']);
    // a draft keeps the fit rules (a wrong pair is refused) but not the required ones
    const draft = ajv.compile(draftSchema(followUp.schema));
    expect(draft({ incident: id })).toBe(true);
    expect(draft({ consequence: id, step: 'staff_debrief' })).toBe(false);
  });
});

describe('reg 35 deadlines for every measure of control, discipline or restraint (item 1)', () => {
  const plainIncident = () => {
    const d = clone(examples.incident) as Any;
    d.intervention = [];
    d.consequences = { rewards: [], others: [] };
    return d;
  };

  it('CH: a sanction on its own gets the 24 h / 48 h / 5-day steps; so does one inside an incident', () => {
    expect(keys(row('consequence', CH, clone(consequenceExample)))).toEqual(['record', 'review', 'child']);
    const inside = plainIncident();
    inside.consequences.others = [{ kind: 'loss_of_privilege', description: 'No console on Saturday' }];
    expect(keys(row('incident', CH, inside))).toEqual(['record', 'review', 'child']);
    expect(keys(row('incident', CH, plainIncident()))).toEqual([]);
    const [record] = incidentDeadlines(row('consequence', CH, clone(consequenceExample)));
    expect(record.title).toBe('Complete the record of the sanction for Sam Lee (reg 35, 24 hours)');
  });

  it("CH: the consequence's own manager review closes the 48-hour and 5-day steps", () => {
    const done = incidentDeadlines(row('consequence', CH, clone(consequenceExample)));
    expect(done.map((d) => [d.key, d.done])).toEqual([
      ['record', false],
      ['review', true],
      ['child', true],
    ]);
  });

  it('SA: a sanction carries no statutory clock; a restraint gets the 24-hour record (reg 22) and the later steps as good practice', () => {
    expect(keys(row('consequence', SA, clone(consequenceExample)))).toEqual([]);
    const restraint = clone(examples.incident) as Any;
    const d = incidentDeadlines(row('incident', SA, restraint));
    expect(d.map((x) => x.key)).toEqual(['record', 'review', 'child']);
    expect(d[0].title).toMatch(/reg 22, 24 hours/);
    expect(d[1].title).toMatch(/good practice, 48 hours/);
    expect(d.map((x) => x.description).join(' ')).not.toMatch(/Children's Homes|Reg 35/);
    expect(d[0].description).toMatch(/Recorded duration: 2 minutes\./);
  });
});

describe('notifiable events have a path (item 6)', () => {
  const withTypes = (homeType: HomeType, types: string[], general: Any = {}) => {
    const d = clone(examples.incident) as Any;
    d.intervention = [];
    d.notifications = [];
    Object.assign(d.general, { types, ...general });
    return row('incident', homeType, d);
  };

  it('a death of a child: every CH reg 40(1) recipient; in SA Ofsted and the accommodating authority', () => {
    expect(authoritiesOwed(withTypes(CH, ['death']))).toEqual([
      'ofsted',
      'placing_authority',
      'secretary_of_state',
      'local_authority',
      'integrated_care_board',
    ]);
    expect(authoritiesOwed(withTypes(SA, ['death']))).toEqual(['ofsted', 'accommodating_authority']);
  });

  it.each(HOMES)(
    'in %s: an allegation against staff is notifiable, one about someone else is not; the old undivided type counts',
    (homeType) => {
      expect(needsNotifying(withTypes(homeType, ['allegation_staff']))).toBe(true);
      expect(needsNotifying(withTypes(homeType, ['allegation_other']))).toBe(false);
      expect(needsNotifying(withTypes(homeType, ['allegation']))).toBe(true);
    },
  );

  it.each(HOMES)("in %s: police coming is not enough; the registered person's judgement of serious is", (homeType) => {
    expect(needsNotifying(withTypes(homeType, ['police'], { policeInvolved: true }))).toBe(false);
    expect(needsNotifying(withTypes(homeType, ['police'], { policeInvolved: true, policeSerious: true }))).toBe(true);
    expect(needsNotifying(withTypes(homeType, ['other'], { otherSerious: true }))).toBe(true);
    expect(needsNotifying(withTypes(homeType, ['exploitation']))).toBe(true);
  });

  it("an older SA record's Reg 27 accident answer is still read as serious", () => {
    expect(needsNotifying(withTypes(SA, ['accident'], { reg27Accident: true }))).toBe(true);
  });

  it('the incident types carry death, serious illness and the split allegation; the form asks the judgements in both types', () => {
    for (const homeType of HOMES) {
      const general = definitionForHomeType(incident, homeType).schema.properties!.general.properties!;
      expect((general.types.items as Any).oneOf.map((c: Any) => c.const)).toEqual(
        expect.arrayContaining(['death', 'serious_illness', 'allegation_staff', 'allegation_other']),
      );
      expect((general.types.items as Any).oneOf.map((c: Any) => c.const)).not.toContain('allegation');
      expect(general.policeSerious).toBeDefined();
      expect(general.otherSerious).toBeDefined();
      expect(general.hasDisclosureConsent.default).toBeUndefined();
    }
  });
});
