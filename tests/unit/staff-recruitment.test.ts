// Safer recruitment (engine/staff/recruitment.ts): which checks an application still lacks, gaps in
// employment history, and what "Make employee" carries into the profile (engine/staff/carry-over.ts).
import { describe, expect, it } from 'vitest';
import { example } from '../../definitions/staff/examples/application.ts';
import { carriedRecords } from '../../engine/staff/carry-over.ts';
import { GAP_DAYS, missingChecks, openEndedRows, unexplainedGaps } from '../../engine/staff/recruitment.ts';

const TODAY = '2026-11-05';
const full = () => structuredClone(example) as Record<string, any>;
const checks = (d: Record<string, unknown>) => missingChecks(d, TODAY).map((m) => m.check);
const paths = (d: Record<string, unknown>) => missingChecks(d, TODAY).map((m) => m.path);

describe('missingChecks', () => {
  it('a complete application lacks nothing', () => {
    expect(missingChecks(full(), TODAY)).toEqual([]);
  });

  it('an empty application lacks every check, each at its field', () => {
    const m = missingChecks({}, TODAY);
    expect(m.map((x) => x.check)).toEqual([
      'startDate',
      'identity',
      'employmentHistory',
      'education',
      'references',
      'latestEmployerReference',
      'dbs',
      'barredList',
      'dbsContent',
      'overseas',
      'rightToWork',
      'qualifications',
      'leavingChildrenWork',
      'health',
    ]);
    expect(m.map((x) => x.path)).toEqual([
      '/startsOn',
      '/identity',
      '/employmentHistory',
      '/employmentHistory/educationEndedOn',
      '/references',
      '/references',
      '/dbs/level',
      '/dbs/barredListChecked',
      '/dbs/workforce',
      '/overseas/livedOrWorkedAbroad',
      '/rightToWork',
      '/qualifications',
      '/leavingChildrenWork',
      '/health',
    ]);
    for (const x of m) expect(x.message.length).toBeGreaterThan(10);
  });

  it('treats wrong shapes as missing', () => {
    expect(checks({ identity: 'passport', references: { a: 1 }, employmentHistory: [] })).toContain('identity');
    expect(checks({ references: 'two' })).toContain('references');
    const d = full();
    d.employmentHistory.employers = 'many';
    expect(checks(d)).toEqual(['employmentHistory']);
  });

  it('identity needs the document and who verified it when', () => {
    for (const drop of ['document', 'verifiedBy', 'verifiedOn']) {
      const d = full();
      delete d.identity[drop];
      expect(checks(d), drop).toEqual(['identity']);
    }
    const d = full();
    d.identity.verifiedBy = '   ';
    expect(checks(d)).toEqual(['identity']);
  });

  it('employment history needs at least one employer and verification', () => {
    const d = full();
    d.employmentHistory.employers = [];
    expect(checks(d)).toEqual(['employmentHistory']);
    const e = full();
    delete e.employmentHistory.verifiedOn;
    expect(checks(e)).toEqual(['employmentHistory']);
  });

  it('an unexplained gap is named with its dates', () => {
    const d = full();
    d.employmentHistory.educationEndedOn = '2017-12-31';
    d.employmentHistory.employers = [
      { employer: 'A', from: '2018-01-01', to: '2020-01-31' },
      { employer: 'B', from: '2020-06-01', current: true },
    ];
    const m = missingChecks(d, TODAY);
    expect(m).toEqual([
      { check: 'gaps', path: '/employmentHistory/gaps', message: 'Gaps to explain: 1 Feb 2020 to 31 May 2020' },
    ]);
    d.employmentHistory.gaps = [{ from: '2020-02-01', to: '2020-05-31', explanation: 'Travelling' }];
    expect(missingChecks(d, TODAY)).toEqual([]);
    d.employmentHistory.gaps = [{ from: '2020-02-01', to: '2020-05-31', explanation: '' }];
    expect(checks(d)).toEqual(['gaps']);
    d.employmentHistory.gaps = [{ from: '2020-02-02', to: '2020-05-31', explanation: 'Most of it' }];
    expect(checks(d)).toEqual(['gaps']);
    d.employmentHistory.gaps = [{ from: '2020-02-01', to: '2020-05-30', explanation: 'Most of it' }];
    expect(checks(d)).toEqual(['gaps']);
  });

  it('references: two received and verified, one the latest employer', () => {
    const one = full();
    one.references = [one.references[0]];
    expect(checks(one)).toEqual(['references']);
    const unverified = full();
    delete unverified.references[1].verifiedOn;
    expect(checks(unverified)).toEqual(['references']);
    const unreceived = full();
    delete unreceived.references[1].receivedOn;
    expect(checks(unreceived)).toEqual(['references']);
    const noLatest = full();
    noLatest.references[0].latestEmployer = false;
    expect(checks(noLatest)).toEqual(['latestEmployerReference']);
    const latestUnverified = full();
    delete latestUnverified.references[0].verifiedBy;
    expect(checks(latestUnverified)).toEqual(['references', 'latestEmployerReference']);
    const three = full();
    three.references.push({ ...three.references[1], latestEmployer: false });
    expect(checks(three)).toEqual([]);
  });

  it('DBS: enhanced (with or without the barred list level) and the barred list checked', () => {
    const plain = full();
    plain.dbs.level = 'enhanced';
    expect(checks(plain)).toEqual([]);
    for (const level of ['basic', 'standard', undefined]) {
      const d = full();
      d.dbs.level = level;
      expect(paths(d), String(level)).toEqual(['/dbs/level']);
    }
    for (const drop of ['certificateNumber', 'issuedOn', 'verifiedBy', 'verifiedOn']) {
      const d = full();
      delete d.dbs[drop];
      expect(missingChecks(d, TODAY), drop).toEqual([
        { check: 'dbs', path: '/dbs', message: 'The DBS certificate number, issue date, and who saw it when' },
      ]);
    }
    // A blank answer is no answer.
    const blank = full();
    blank.dbs.certificateNumber = '   ';
    expect(paths(blank)).toEqual(['/dbs']);
    const barred = full();
    barred.dbs.barredListChecked = false;
    expect(paths(barred)).toEqual(['/dbs/barredListChecked']);
    const truthy = full();
    truthy.dbs.barredListChecked = 'yes';
    expect(checks(truthy)).toEqual(['barredList']);
  });

  it('right to work: checked and verified, and not ended', () => {
    for (const drop of ['documentType', 'verifiedBy', 'verifiedOn']) {
      const d = full();
      delete d.rightToWork[drop];
      expect(paths(d), drop).toEqual(['/rightToWork']);
    }
    const ended = full();
    ended.rightToWork.expiresOn = '2026-11-04';
    expect(missingChecks(ended, TODAY)).toEqual([
      { check: 'rightToWork', path: '/rightToWork/expiresOn', message: 'The right to work has ended' },
    ]);
    const today = full();
    today.rightToWork.expiresOn = TODAY;
    expect(checks(today)).toEqual([]);
  });

  it('qualifications: some (or none required) and verified', () => {
    const none = full();
    none.qualifications.items = [];
    expect(checks(none)).toEqual(['qualifications']);
    none.qualifications.noneRequired = true;
    expect(checks(none)).toEqual([]);
    const unverified = full();
    delete unverified.qualifications.verifiedOn;
    expect(checks(unverified)).toEqual(['qualifications']);
    const truthy = full();
    truthy.qualifications.items = [];
    truthy.qualifications.noneRequired = 'true';
    expect(checks(truthy)).toEqual(['qualifications']);
  });

  it('reasons for leaving work with children: verified reasons, or not applicable', () => {
    const d = full();
    delete d.leavingChildrenWork.reasons;
    expect(checks(d)).toEqual(['leavingChildrenWork']);
    d.leavingChildrenWork.notApplicable = true;
    expect(checks(d)).toEqual([]);
    const unverified = full();
    delete unverified.leavingChildrenWork.verifiedBy;
    expect(checks(unverified)).toEqual(['leavingChildrenWork']);
    const na = full();
    delete na.leavingChildrenWork.verifiedOn;
    na.leavingChildrenWork.notApplicable = true;
    expect(checks(na)).toEqual(['leavingChildrenWork']);
  });

  it('health: a declaration received and verified', () => {
    const d = full();
    d.health.declared = false;
    expect(checks(d)).toEqual(['health']);
    const e = full();
    delete e.health.verifiedOn;
    expect(checks(e)).toEqual(['health']);
  });
});

describe('unexplainedGaps', () => {
  const jobs = [
    { from: '2019-01-01', to: '2019-12-31' },
    { from: '2020-03-01', current: true },
  ];

  it('finds any gap of more than a day between jobs, in date order whatever order given', () => {
    expect(GAP_DAYS).toBe(1);
    expect(unexplainedGaps([jobs[1], jobs[0]], [], TODAY)).toEqual([{ from: '2020-01-01', to: '2020-02-29' }]);
  });

  it('a one-day gap passes; two days, or a month (which passed before), are flagged', () => {
    const after = (from: string) => unexplainedGaps([{ from: '2019-01-01', to: '2019-01-31' }, { from }], [], TODAY);
    expect(after('2019-02-01')).toEqual([]);
    expect(after('2019-02-02')).toEqual([]);
    expect(after('2019-02-03')).toEqual([{ from: '2019-02-01', to: '2019-02-02' }]);
    expect(after('2019-03-03')).toEqual([{ from: '2019-02-01', to: '2019-03-02' }]);
  });

  it('names two gaps in order, in UK dates', () => {
    const d = full();
    d.employmentHistory.educationEndedOn = '2014-12-31';
    d.employmentHistory.employers = [
      { employer: 'A', from: '2015-01-01', to: '2015-12-31' },
      { employer: 'B', from: '2016-03-01', to: '2017-12-31' },
      { employer: 'C', from: '2018-06-01' },
    ];
    expect(missingChecks(d, TODAY)[0].message).toBe(
      'Gaps to explain: 1 Jan 2016 to 29 Feb 2016, 1 Jan 2018 to 31 May 2018',
    );
  });

  it('runs from leaving full-time education: the gap before the first job counts, earlier ones do not', () => {
    expect(unexplainedGaps([{ from: '2019-09-01', current: true }], [], TODAY, '2019-07-19')).toEqual([
      { from: '2019-07-20', to: '2019-08-31' },
    ]);
    // a Saturday job while at school: its gaps are before the history starts
    const school = [
      { from: '2016-01-01', to: '2016-06-30' },
      { from: '2017-01-01', to: '2019-07-19' },
      { from: '2019-07-20', current: true },
    ];
    expect(unexplainedGaps(school, [], TODAY, '2019-07-19')).toEqual([]);
    expect(unexplainedGaps(school, [], TODAY)).toEqual([{ from: '2016-07-01', to: '2016-12-31' }]);
  });

  it('education and training rows close gaps as jobs do; overlapping roles need nothing', () => {
    const rows = [
      { type: 'education', from: '2015-09-01', to: '2018-06-30' },
      { type: 'job', from: '2016-01-01', to: '2016-03-01' },
      { type: 'training', from: '2018-07-01', to: '2018-12-31' },
      { type: 'job', from: '2019-01-01', current: true },
      { type: 'job', from: '2020-01-01', current: true },
    ];
    expect(unexplainedGaps(rows, [], TODAY, '2015-08-31')).toEqual([]);
  });

  it('a current row reaches today; not being in work now is a gap up to today', () => {
    expect(unexplainedGaps([{ from: '2015-01-01', current: true }], [], TODAY)).toEqual([]);
    expect(unexplainedGaps([{ from: '2015-01-01', to: '2015-06-01' }], [], TODAY)).toEqual([
      { from: '2015-06-02', to: TODAY },
    ]);
    expect(unexplainedGaps([{ from: '2015-01-01', to: '2026-11-04' }], [], TODAY)).toEqual([]);
  });

  it('an open-ended old job hides no later gap, and is named', () => {
    const rows = [{ from: '2015-01-01' }, { from: '2018-01-01', to: '2018-06-30' }, { from: '2019-01-01' }];
    expect(openEndedRows(rows)).toEqual([0]);
    expect(unexplainedGaps(rows, [], TODAY)).toEqual([
      { from: '2015-01-02', to: '2017-12-31' },
      { from: '2018-07-01', to: '2018-12-31' },
    ]);
    // marked current, more than one may stay open; an unmarked one beside them is flagged
    expect(
      openEndedRows([
        { from: '2015-01-01', current: true },
        { from: '2019-01-01', current: true },
      ]),
    ).toEqual([]);
    expect(openEndedRows([{ from: '2015-01-01' }, { from: '2019-01-01', current: true }])).toEqual([0]);
    // Once any row is marked current, an unmarked open row is flagged even when it started last.
    expect(openEndedRows([{ from: '2015-01-01', current: true }, { from: '2019-01-01' }])).toEqual([1]);
    // Rows without a start date are neither open-ended nor the latest.
    expect(openEndedRows([{ to: '2020-01-01' }, { from: 'not a date' }])).toEqual([]);
    const d = full();
    d.employmentHistory.employers = [{ employer: 'Old Co', from: '2015-01-01' }, ...d.employmentHistory.employers];
    expect(missingChecks(d, TODAY)).toContainEqual({
      check: 'openEnded',
      path: '/employmentHistory/employers/0/to',
      message: 'Old Co (from 1 Jan 2015) has no end date: give it, or mark it current',
    });
  });

  it('an explanation covering the gap whole explains it; one that does not, does not', () => {
    expect(unexplainedGaps(jobs, [{ from: '2019-12-01', to: '2020-03-01' }], TODAY)).toEqual([]);
    expect(unexplainedGaps(jobs, [{ from: '2020-01-02', to: '2020-03-01' }], TODAY)).toHaveLength(1);
  });

  it('the history needs the date full-time education ended', () => {
    const d = full();
    delete d.employmentHistory.educationEndedOn;
    expect(checks(d)).toEqual(['education']);
    d.employmentHistory.educationEndedOn = 'soon';
    expect(paths(d)).toEqual(['/employmentHistory/educationEndedOn']);
  });

  it('rows without a start date are left out; none at all means no gaps', () => {
    expect(unexplainedGaps([], [], TODAY)).toEqual([]);
    expect(unexplainedGaps([{ to: '2019-01-01' }, { from: '2020-01-01' }], [], TODAY)).toEqual([]);
  });
});

describe('carriedRecords', () => {
  it('carries DBS, right to work, each reference and the employment history', () => {
    const out = carriedRecords(full(), TODAY);
    expect(out.map((r) => r.kind)).toEqual([
      'dbs-check',
      'work-eligibility',
      'staff-reference',
      'staff-reference',
      'employment-history',
    ]);
    expect(out[0].data).toEqual({
      certificateNumber: '009876543210',
      level: 'enhanced_barred',
      issuedOn: '2026-10-28',
      updateService: true,
      barredListChecked: true,
      seenBy: '00000000-0000-4000-8000-000000000001',
      seenOn: '2026-10-30',
      workforce: 'child',
    });
    expect(out[1].data).toEqual({
      documentType: 'british_irish_passport',
      documentReference: '123456789',
      checkedOn: '2026-10-14',
      checkedBy: '00000000-0000-4000-8000-000000000001',
    });
    expect(out[2].data).toMatchObject({
      refereeName: 'Amira Hussain',
      latestEmployer: true,
      requestedOn: '2026-10-20',
      outcome: 'satisfactory',
      relationship: 'Nursery manager',
    });
    // The whole history is carried, so the employee's record says what the application said.
    expect(out[4].data).toEqual({
      recordedOn: TODAY,
      educationEndedOn: '2022-01-08',
      employers: [
        {
          employer: 'Brightways Nursery',
          type: 'job',
          role: 'Nursery practitioner',
          from: '2022-01-10',
          current: true,
          reasonForLeaving: 'Wants residential work',
          workedWithChildren: true,
        },
      ],
    });
  });

  it("carries a DBS certificate's disclosed information with its risk assessment", () => {
    const d = full();
    Object.assign(d.dbs, {
      informationDisclosed: true,
      riskAssessedOn: '2026-10-29',
      riskAssessedBy: '00000000-0000-4000-8000-000000000002',
      riskAssessment: 'A caution at 15; discussed, no bearing on work with children.',
    });
    expect(carriedRecords(d, TODAY)[0].data).toMatchObject({
      informationDisclosed: true,
      riskAssessedOn: '2026-10-29',
      riskAssessedBy: '00000000-0000-4000-8000-000000000002',
      riskAssessment: 'A caution at 15; discussed, no bearing on work with children.',
    });
  });

  it('leaves out what is not recorded', () => {
    expect(carriedRecords({}, TODAY)).toEqual([]);
    const d = full();
    delete d.dbs.issuedOn;
    delete d.rightToWork.verifiedOn;
    d.references = [{ refereeName: 'X' }];
    d.employmentHistory.employers = [{ employer: 'Y' }];
    expect(carriedRecords(d, TODAY)).toEqual([]);
  });

  it('carries every field of a reference and a time-limited right to work exactly', () => {
    const d = full();
    d.rightToWork.expiresOn = '2027-01-31';
    const out = carriedRecords(d, TODAY);
    expect(out[1].data).toEqual({
      documentType: 'british_irish_passport',
      documentReference: '123456789',
      expiresOn: '2027-01-31',
      checkedOn: '2026-10-14',
      checkedBy: '00000000-0000-4000-8000-000000000001',
    });
    expect(out[3].data).toEqual({
      refereeName: 'Tom Reid',
      organisation: 'Leeds College',
      latestEmployer: false,
      receivedOn: '2026-10-22',
      verifiedBy: '00000000-0000-4000-8000-000000000001',
      verifiedOn: '2026-10-22',
      source: 'requested',
      authenticity: 'business_email',
      datesAndRoleConfirmed: true,
      reasonForLeaving: 'Completed the course',
      concerns: 'none',
      suitableWithChildren: 'yes',
      wouldReemploy: 'yes',
      relationship: 'Course tutor',
      requestedOn: '2026-10-22',
      outcome: 'satisfactory',
    });
  });

  it('leaves out empty, null and missing values, and carries explained gaps', () => {
    const d = full();
    d.dbs.updateService = null;
    d.dbs.barredListChecked = 'yes';
    d.rightToWork.documentReference = '';
    d.employmentHistory.gaps = [{ from: '2021-01-01', to: '2021-12-31', explanation: 'Travelling' }];
    const out = carriedRecords(d, TODAY);
    expect(out[0].data).not.toHaveProperty('updateService');
    expect(out[0].data.barredListChecked).toBe(false);
    expect(out[1].data).not.toHaveProperty('documentReference');
    expect(out[4].data.gaps).toEqual([{ from: '2021-01-01', to: '2021-12-31', explanation: 'Travelling' }]);
  });

  it('a DBS needs its number, level and issue date; a right to work its check; wrong shapes carry nothing', () => {
    for (const drop of ['certificateNumber', 'level', 'issuedOn']) {
      const d = full();
      delete d.dbs[drop];
      expect(
        carriedRecords(d, TODAY).map((r) => r.kind),
        drop,
      ).not.toContain('dbs-check');
    }
    for (const drop of ['documentType', 'verifiedBy']) {
      const d = full();
      delete d.rightToWork[drop];
      expect(
        carriedRecords(d, TODAY).map((r) => r.kind),
        drop,
      ).not.toContain('work-eligibility');
    }
    const d = full();
    delete d.dbs.verifiedBy;
    delete d.dbs.verifiedOn;
    expect(carriedRecords(d, TODAY)[0].data).not.toHaveProperty('seenBy');
    expect(
      carriedRecords({ dbs: 'enhanced', rightToWork: ['x'], references: 'two', employmentHistory: [1] }, TODAY),
    ).toEqual([]);
    expect(
      carriedRecords(
        { dbs: Object.assign(['x'], { certificateNumber: '1', level: 'enhanced', issuedOn: '2020-01-01' }) },
        TODAY,
      ),
    ).toEqual([]);
  });

  it('an unverified reference still comes across, undated requests on today, without an outcome', () => {
    const out = carriedRecords({ references: [{ refereeName: 'X', organisation: 'Y' }] }, TODAY);
    expect(out).toEqual([
      {
        kind: 'staff-reference',
        data: { refereeName: 'X', organisation: 'Y', relationship: 'Not recorded', requestedOn: TODAY },
      },
    ]);
  });
});
