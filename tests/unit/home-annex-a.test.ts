// Annex A's figures from records (engine/home/annex-a.ts): who counts as admitted, left and resident, restraints,
// missing episodes, exploitation risk, complaints and notifications, per child and in total; overrides; the CSV.
import { describe, expect, it } from 'vitest';
import {
  ANNEX_FIGURES,
  annexA,
  annexChildDetails,
  annexCsv,
  type AnnexRecord,
  annexStaffList,
  type AnnexStay,
  AT_RISK_SCORE,
  highestRiskScore,
  overrideProblem,
  qualificationLines,
} from '../../engine/home/annex-a.ts';

const since = new Date('2026-03-01T00:00:00Z');
const now = new Date('2026-11-20T12:00:00Z');
const stay = (
  id: string,
  moveInDate: string | null,
  archivedAt: string | null = null,
  createdAt = '2025-01-01T00:00:00Z',
): AnnexStay => ({
  id,
  name: `Child ${id}`,
  moveInDate,
  createdAt: new Date(createdAt),
  archivedAt: archivedAt ? new Date(archivedAt) : null,
});
const rec = (
  kind: string,
  youngPersonId: string | null,
  at: string,
  data: Record<string, unknown> = {},
): AnnexRecord => ({ kind, youngPersonId, recordDate: new Date(at), data });
const restraint = { intervention: [{ level: 'restraint' }] };

const stays = [
  stay('a', '2025-06-01'), // lived here before and still does
  stay('b', '2026-04-10'), // admitted in the period
  stay('c', '2025-02-01', '2026-05-01T10:00:00Z'), // left in the period
  stay('d', '2024-01-01', '2026-02-01T10:00:00Z'), // left before the period: not in it
  stay('e', '2026-12-01'), // moves in after today: not yet
  stay('f', null, null, '2026-03-05T09:00:00Z'), // no move-in date: when added
];

describe('Annex A figures', () => {
  const records = [
    rec('incident', 'a', '2026-04-01T10:00:00Z', restraint),
    rec('incident', 'a', '2026-05-01T10:00:00Z', { intervention: [{ level: 'hold' }] }),
    rec('incident', 'b', '2026-06-01T10:00:00Z', { intervention: [{ level: 'guide' }] }),
    rec('incident', 'c', '2026-02-01T10:00:00Z', restraint), // before the period
    rec('incident', 'd', '2026-04-01T10:00:00Z', restraint), // a child not of the period
    rec('incident', 'b', '2026-07-01T10:00:00Z', { general: { types: ['exploitation'] } }),
    rec('incident', 'a', '2026-07-02T10:00:00Z', { general: { types: ['allegation'] } }),
    rec('missing-episode', 'a', '2026-08-01T10:00:00Z'),
    rec('missing-episode', 'a', '2026-08-05T10:00:00Z'),
    rec('missing-episode', 'c', '2026-04-05T10:00:00Z'),
    // assessed before the period with a risk scored 3 × 4: still at risk
    rec('risk-assessment-cse', 'c', '2025-12-01T10:00:00Z', { risks: [{ likelihood: '3', severity: '4' }] }),
    // assessed high once, then low: the latest assessment says not at risk (most homes assess every child)
    rec('risk-assessment-cce', 'a', '2026-04-01T10:00:00Z', { risks: [{ likelihood: '4', severity: '5' }] }),
    rec('risk-assessment-cce', 'a', '2026-10-01T10:00:00Z', { risks: [{ likelihood: '2', severity: '2' }] }),
    rec('risk-assessment-cse', 'f', '2026-05-01T10:00:00Z', { risks: [] }), // assessed, nothing scored
    rec('risk-assessment-cce', 'f', '2026-12-01T10:00:00Z'), // dated after today: not yet
    rec('complaint-feedback', 'a', '2026-09-01T10:00:00Z', { type: 'complaint' }),
    rec('complaint-feedback', 'a', '2026-09-02T10:00:00Z', { type: 'compliment' }),
    rec('incident', null, '2026-09-03T10:00:00Z', restraint), // no young person: not counted
  ];
  const a = annexA({ since, now, homeType: 'children_home', stays, records });

  it('the period is from the day after the last inspection to today', () => {
    expect([a.from, a.to]).toEqual(['2026-03-01', '2026-11-20']);
  });
  it('admissions, leavers and residents from the stays', () => {
    expect(a.children.map((c) => c.youngPersonId)).toEqual(['a', 'b', 'c', 'f']);
    expect(a.figures).toMatchObject({ admissions: 2, leavers: 1, residents: 3 });
    expect(a.children.find((c) => c.youngPersonId === 'c')).toMatchObject({
      admittedOn: '2025-02-01',
      leftOn: '2026-05-01',
    });
    expect(a.children.find((c) => c.youngPersonId === 'f')!.admittedOn).toBe('2026-03-05');
  });
  it('restraints: holds and restraints in the period, and the children restrained', () => {
    expect(a.figures).toMatchObject({ restraints: 2, childrenRestrained: 1 });
    expect(a.children.find((c) => c.youngPersonId === 'a')).toMatchObject({
      restraints: 2,
      missingEpisodes: 2,
      complaints: 1,
    });
  });
  it('missing episodes and the children who went missing', () => {
    expect(a.figures).toMatchObject({ missingEpisodes: 3, childrenMissing: 2 });
  });
  it("at risk of exploitation: the latest CSE or CCE assessment's highest risk is medium or high (5+), or an exploitation incident in the period", () => {
    expect(
      highestRiskScore({
        risks: [
          { likelihood: '1', severity: '4' },
          { likelihood: '5', severity: '1' },
        ],
      }),
    ).toBe(5);
    expect(highestRiskScore({ risks: [{ likelihood: '2', severity: '2' }] })).toBeLessThan(AT_RISK_SCORE);
    expect(highestRiskScore({})).toBe(0);
    expect(a.children.filter((c) => c.atRiskOfExploitation).map((c) => c.youngPersonId)).toEqual(['b', 'c']);
    expect(a.figures.childrenAtRisk).toBe(2);
  });
  it('complaints are complaints only; notifications owed by the duties, beside those made from every kind', () => {
    expect(a.figures.complaints).toBe(1);
    expect(a.figures.notificationsOwed).toBe(2); // the exploitation and the allegation
    expect(a.figures.notifications).toBe(0); // neither records a notification
    expect(a.children.find((c) => c.youngPersonId === 'b')!.notificationsOwed).toBe(1);
    const made = annexA({
      since,
      now,
      homeType: 'children_home',
      stays: [stay('a', '2025-01-01')],
      records: [
        rec('incident', 'a', '2026-04-01T10:00:00Z', {
          general: { types: ['exploitation'] },
          notifications: [{ authority: 'ofsted', at: '2026-04-01T12:00:00Z' }],
        }),
        rec('missing-episode', 'a', '2026-04-02T10:00:00Z', {
          notified: [{ who: 'ofsted', at: '2026-04-02T12:00:00Z' }],
        }),
        rec('safeguarding', 'a', '2026-04-03T10:00:00Z', {
          raisedAt: '2026-04-03T10:00:00Z',
          category: ['allegation_against_staff'],
          notifications: [{ authority: 'ofsted' }], // listed, no time: not made
        }),
      ],
    });
    expect(made.figures).toMatchObject({ notifications: 2, notificationsOwed: 2 });
  });
  it('one notification held on an incident and its safeguarding concern counts once, per child and in total', () => {
    const told = { notifications: [{ authority: 'ofsted', at: '2026-04-01T12:00:00Z' }] };
    const once = annexA({
      since,
      now,
      homeType: 'children_home',
      stays: [stay('a', '2025-01-01'), stay('b', '2025-01-01')],
      records: [
        rec('incident', 'a', '2026-04-01T10:00:00Z', told),
        rec('safeguarding', 'a', '2026-04-01T11:00:00Z', told),
        // the same minute for another child is that child's own notification
        rec('incident', 'b', '2026-04-01T10:00:00Z', told),
        // a different reference the same minute is a second notification
        rec('safeguarding', 'b', '2026-04-01T10:00:00Z', {
          notifications: [{ authority: 'ofsted', at: '2026-04-01T12:00:00Z', reference: 'OF-2' }],
        }),
      ],
    });
    expect(once.figures.notifications).toBe(3);
    expect(once.children.map((c) => c.notifications)).toEqual([1, 2]);
  });
  it("return home interviews from the missing episodes' records: offered and held, per child and in total", () => {
    const episode = (yp: string, at: string, returnInterview?: Record<string, unknown>) =>
      rec('missing-episode', yp, at, returnInterview ? { returnInterview } : {});
    const r = annexA({
      since,
      now,
      homeType: 'children_home',
      stays: [stay('a', '2025-01-01'), stay('b', '2025-01-01')],
      records: [
        episode('a', '2026-04-01T10:00:00Z', { offeredAt: '2026-04-02T10:00', completedAt: '2026-04-03T10:00' }),
        episode('a', '2026-05-01T10:00:00Z', { offeredAt: '2026-05-02T10:00', declined: true }),
        episode('a', '2026-06-01T10:00:00Z', { offeredAt: ' ', completedAt: '' }),
        episode('b', '2026-07-01T10:00:00Z'),
        episode('b', '2026-02-01T10:00:00Z', { offeredAt: '2026-02-02T10:00' }), // before the period
        // not a missing episode: its "return interview" is not one
        rec('incident', 'b', '2026-07-02T10:00:00Z', { returnInterview: { offeredAt: '2026-07-03T10:00' } }),
      ],
    });
    expect(r.figures).toMatchObject({ missingEpisodes: 4, returnInterviewsOffered: 2, returnInterviewsCompleted: 1 });
    expect(r.children.map((c) => [c.returnInterviewsOffered, c.returnInterviewsCompleted])).toEqual([
      [2, 1],
      [0, 0],
    ]);
  });
  it('the period edges count: a record at the first instant and at now', () => {
    const edge = annexA({
      since,
      now,
      homeType: 'children_home',
      stays: [stay('a', '2025-01-01')],
      records: [
        rec('missing-episode', 'a', since.toISOString()),
        rec('missing-episode', 'a', now.toISOString()),
        rec('missing-episode', 'a', new Date(since.getTime() - 1).toISOString()),
        rec('missing-episode', 'a', new Date(now.getTime() + 1).toISOString()),
      ],
    });
    expect(edge.figures.missingEpisodes).toBe(2);
  });
  it('a child admitted on the first day is an admission; one who left on the first day is in the period', () => {
    const edge = annexA({
      since,
      now,
      homeType: 'children_home',
      stays: [stay('x', '2026-03-01'), stay('y', '2025-01-01', '2026-03-01T08:00:00Z'), stay('z', '2026-02-28')],
      records: [],
    });
    expect(edge.figures).toMatchObject({ admissions: 1, leavers: 1, residents: 2 });
  });
  it('a leaver is dated by the move-out record, not by when the record was archived', () => {
    const moved = (id: string, actual: string, archived: string): AnnexStay => ({
      ...stay(id, '2025-01-01', archived),
      leftOn: actual,
    });
    const edge = annexA({
      since,
      now,
      homeType: 'children_home',
      stays: [
        moved('p', '2026-02-20', '2026-03-10T09:00:00Z'), // left before the period, archived in it: not of the period
        moved('q', '2026-11-18', '2026-11-20T09:00:00Z'), // left in the period
      ],
      records: [],
    });
    expect(edge.children.map((c) => [c.youngPersonId, c.leftOn])).toEqual([['q', '2026-11-18']]);
    expect(edge.figures).toMatchObject({ leavers: 1, residents: 0 });
    // moved out, not archived yet: a leaver on the actual date all the same
    const notArchived = annexA({
      since,
      now,
      homeType: 'children_home',
      stays: [{ ...stay('r', '2025-01-01'), leftOn: '2026-10-01' }],
      records: [],
    });
    expect(notArchived.figures).toMatchObject({ leavers: 1, residents: 0 });
  });
  it('supported accommodation: any restraint is notifiable (reg 27)', () => {
    const sa = annexA({
      since,
      now,
      homeType: 'support_accomodation_for_older_children',
      stays: [stay('a', '2025-01-01')],
      records: [rec('incident', 'a', '2026-04-01T10:00:00Z', restraint)],
    });
    expect(sa.figures.notificationsOwed).toBe(1);
    const ch = annexA({
      since,
      now,
      homeType: 'children_home',
      stays: [stay('a', '2025-01-01')],
      records: [rec('incident', 'a', '2026-04-01T10:00:00Z', restraint)],
    });
    expect(ch.figures.notificationsOwed).toBe(0);
  });
});

describe('overrides', () => {
  it('a figure override is a whole number with a reason; clearing needs neither; other items are not checked here', () => {
    expect(overrideProblem('complaints', '2', 'Phoned in before the system')).toBeNull();
    expect(overrideProblem('complaints', '2', '  ')).toBe('say why the records are not right');
    expect(overrideProblem('complaints', '2', null)).toBe('say why the records are not right');
    expect(overrideProblem('complaints', 'two', 'x')).toBe('must be a whole number');
    expect(overrideProblem('complaints', '-1', 'x')).toBe('must be a whole number');
    expect(overrideProblem('complaints', '123456', 'x')).toBe('must be a whole number');
    expect(overrideProblem('complaints', '12345', 'x')).toBeNull();
    expect(overrideProblem('complaints', null, null)).toBeNull();
    expect(overrideProblem('completedBy', 'anything', null)).toBeNull();
    expect(ANNEX_FIGURES).toHaveLength(13);
  });
});

describe('CSV', () => {
  it('figures with the computed value beside the override, then the children; cells quoted and formulas defused', () => {
    const figures = Object.fromEntries(
      ANNEX_FIGURES.map((f) => [
        f.key,
        { computed: 1, override: f.key === 'complaints' ? '2' : null, value: f.key === 'complaints' ? 2 : 1 },
      ]),
    );
    const csv = annexCsv({
      from: '2026-03-01',
      to: '2026-11-20',
      figures,
      children: [
        {
          youngPersonId: 'a',
          name: 'Smith, Jo',
          admittedOn: '2025-06-01',
          leftOn: null,
          restraints: 2,
          missingEpisodes: 3,
          returnInterviewsOffered: 2,
          returnInterviewsCompleted: 1,
          atRiskOfExploitation: true,
          complaints: 0,
          notifications: 1,
          notificationsOwed: 2,
          education: '=HYPERLINK("x")',
          returnInterviews: null,
          notes: 'Said "fine"',
        },
      ],
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Annex A,2026-03-01 to 2026-11-20');
    expect(lines[1]).toBe('Item,From the records,Override,Figure');
    expect(lines).toContain('Complaints,1,2,2');
    expect(lines).toContain('Admissions,1,,1');
    expect(lines).toContain('"Smith, Jo",2025-06-01,,2,3,2,1,Yes,0,1,2,"\'=HYPERLINK(""x"")",,"Said ""fine"""');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});

describe('Annex A lists', () => {
  const rec = (kind: string, yp: string, day: string, data: Record<string, unknown>): AnnexRecord => ({
    kind,
    youngPersonId: yp,
    recordDate: new Date(`${day}T12:00:00Z`),
    data,
  });

  it("each child's contacts come from the latest personal details; what is not held is null, never guessed", () => {
    const records = [
      rec('personal-details', 'y1', '2026-01-01', { socialWorker: { name: 'Old SW' } }),
      rec('personal-details', 'y1', '2026-06-01', {
        dateOfBirth: '2011-04-02',
        legalStatus: 'care_order',
        placingAuthority: { name: 'Leeds City Council', phone: '0113 222 4403' },
        socialWorker: { name: 'Priya Shah', team: 'Children looked after', phone: '0113 000 1111' },
        parents: [{ name: 'Dawn Hart', relationship: 'mother', parentalResponsibility: true, phone: '07700 900123' }],
      }),
      rec('education-school', 'y1', '2025-09-01', { name: 'Old Primary', endDate: '2026-07-20' }),
      rec('education-school', 'y1', '2024-09-01', {
        name: 'Park High',
        settingType: 'mainstream_school',
        fullTime: true,
      }),
    ];
    const [d, none] = annexChildDetails(['y1', 'y2'], records);
    expect(d).toEqual({
      youngPersonId: 'y1',
      dateOfBirth: '2011-04-02',
      legalStatus: 'Care order (section 31)',
      placingAuthority: { name: 'Leeds City Council', detail: '0113 222 4403' },
      socialWorker: { name: 'Priya Shah', detail: 'Children looked after, 0113 000 1111' },
      iro: null,
      parents: [{ name: 'Dawn Hart', detail: '07700 900123', relationship: 'mother', parentalResponsibility: true }],
      // the school without a leaving date, though another record is newer
      education: 'Park High, Mainstream school or academy, full-time',
    });
    expect(none).toMatchObject({ dateOfBirth: null, socialWorker: null, parents: [], education: null });
  });

  it('the staff list holds everyone still here and leavers of the period; agency workers are named as such', () => {
    const e = (id: string, over: Record<string, unknown> = {}) => ({
      id,
      name: id,
      jobTitle: null,
      role: 'staff',
      startDate: '2024-01-01',
      leftOn: null,
      contractType: 'permanent',
      agencyName: null,
      dbs: 'ok',
      dbsNextCheckDue: null,
      supervision: 'ok',
      supervisionDue: '2026-12-01',
      ...over,
    });
    const list = annexStaffList(
      [
        e('here', { jobTitle: 'Senior residential worker' }),
        e('left-before', { leftOn: '2026-02-28' }),
        e('left-in', { leftOn: '2026-03-01' }),
        e('agency', { contractType: 'agency', agencyName: 'Care Staff Direct' }),
      ],
      '2026-03-01',
    );
    expect(list.map((s) => [s.id, s.role, s.agency])).toEqual([
      ['here', 'Senior residential worker', null],
      ['left-in', 'staff', null],
      ['agency', 'staff', 'Care Staff Direct'],
    ]);
  });
  it("each person's qualifications from their records: what and its status, withdrawn left out", () => {
    expect(
      qualificationLines([
        { level: 'level3', status: 'achieved' },
        { level: 'other', name: ' Social Work degree ', status: 'enrolled' },
        { level: 'hsc3', status: 'withdrawn' },
        { level: 'level5' },
        {},
      ]),
    ).toEqual([
      'Level 3 Diploma for Residential Childcare (England): achieved',
      'Social Work degree: enrolled',
      'Level 5 Diploma in Leadership and Management for Residential Childcare',
      'Qualification',
    ]);
    const e = (id: string) => ({
      id,
      name: id,
      jobTitle: null,
      role: 'staff',
      startDate: '2024-01-01',
      leftOn: null,
      contractType: 'permanent',
      agencyName: null,
      dbs: 'ok',
      dbsNextCheckDue: null,
      supervision: 'ok',
      supervisionDue: '2026-12-01',
    });
    const [row] = annexStaffList(
      [e('q')],
      '2026-03-01',
      new Map([['q', [{ level: 'level3_equivalent', status: 'achieved' }]]]),
    );
    expect(row!.qualifications).toEqual(['Equivalent to Level 3, accepted by the registered person: achieved']);
    expect(annexStaffList([e('none')], '2026-03-01')[0]!.qualifications).toEqual([]);
  });
});
