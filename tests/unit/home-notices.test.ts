// A manager notice's steps (CH regs 48, 49) and the follow-up tasks of manager notices, location risk assessments
// and premises safety certificates: pure functions, so the boundaries are tested exactly.
import { describe, expect, it } from 'vitest';
import { dutyOf } from '../../definitions/duties/index.ts';
import { dutyOfTask } from '../../engine/duties/register.ts';
import { homeFollowUps } from '../../engine/home/follow-ups.ts';
import { managerNoticeSteps } from '../../engine/home/manager-notices.ts';

const due = (d: Parameters<typeof managerNoticeSteps>[0]) =>
  managerNoticeSteps(d).map((s) => [s.step, s.dueOn, s.done]);

describe('manager notices', () => {
  it('a planned absence is told a month before it starts, its return within 7 days of it', () => {
    expect(due({ noticeType: 'absence_planned' })).toEqual([]);
    expect(due({ noticeType: 'absence_planned', absenceStartsOn: '2026-10-12' })).toEqual([
      ['absence', '2026-09-12', false],
    ]);
    // 31 March less a month is the last day of February
    expect(due({ noticeType: 'absence_planned', absenceStartsOn: '2027-03-31' })).toEqual([
      ['absence', '2027-02-28', false],
    ]);
    expect(
      due({
        noticeType: 'absence_planned',
        absenceStartsOn: '2026-10-12',
        sentToOfstedOn: '2026-09-03',
        returnedOn: '2026-12-07',
      }),
    ).toEqual([
      ['absence', '2026-09-12', true],
      ['return', '2026-12-14', false],
    ]);
    expect(
      due({
        noticeType: 'absence_planned',
        absenceStartsOn: '2026-10-12',
        returnedOn: '2026-12-07',
        returnSentToOfstedOn: '2026-12-08',
      })[1],
    ).toEqual(['return', '2026-12-14', true]);
  });

  it('an emergency absence is told within a week; one left unnotified at once when it reaches 28 days', () => {
    expect(due({ noticeType: 'absence_emergency', absenceStartsOn: '2026-11-02' })).toEqual([
      ['emergency', '2026-11-09', false],
    ]);
    expect(due({ noticeType: 'absence_unnotified', absenceStartsOn: '2026-11-02' })).toEqual([
      ['emergency', '2026-11-30', false],
    ]);
  });

  it('a change of manager or of the provider is due on the day of the change; a return only follows an absence', () => {
    expect(due({ noticeType: 'manager_change', changeOn: '2026-12-01' })).toEqual([['change', '2026-12-01', false]]);
    expect(due({ noticeType: 'provider_change', changeOn: '2026-12-01', sentToOfstedOn: '2026-11-20' })).toEqual([
      ['change', '2026-12-01', true],
    ]);
    expect(due({ noticeType: 'manager_change', absenceStartsOn: '2026-11-01', returnedOn: '2026-11-20' })).toEqual([]);
  });

  it('each step is a task of its declared duty, which the register finds by the task key', () => {
    const ups = homeFollowUps({
      id: 'n1',
      kind: 'manager-notice',
      homeType: 'children_home',
      data: { noticeType: 'absence_emergency', absenceStartsOn: '2026-11-02', returnedOn: '2026-12-01' },
    });
    expect(ups.map((u) => [u.naturalKey, u.dueAt.toISOString(), u.done])).toEqual([
      ['home:manager-notice:n1:emergency', '2026-11-09T23:59:00.000Z', false],
      ['home:manager-notice:n1:return', '2026-12-08T23:59:00.000Z', false],
    ]);
    expect(ups[0].description).toMatch(/\(CH reg 48\)$/);
    for (const u of ups)
      expect(dutyOf(dutyOfTask(u.naturalKey, 'children_home')!).homeTypes).toEqual(['children_home']);
  });

  it('supported accommodation owes the same steps under its own regulations, to its own duties', () => {
    const SA = 'support_accomodation_for_older_children';
    const ups = homeFollowUps({
      id: 'n2',
      kind: 'manager-notice',
      homeType: SA,
      data: { noticeType: 'absence_planned', absenceStartsOn: '2026-10-12', returnedOn: '2026-12-07' },
    });
    expect(ups.map((u) => [u.naturalKey, u.title])).toEqual([
      ['home:manager-notice:n2:absence', "Tell Ofsted of the registered service manager's planned absence"],
      ['home:manager-notice:n2:return', 'Tell Ofsted the registered service manager is back'],
    ]);
    expect(ups[0].description).toMatch(/\(SA reg 33\)$/);
    const change = homeFollowUps({
      id: 'n3',
      kind: 'manager-notice',
      homeType: SA,
      data: { noticeType: 'manager_change', changeOn: '2026-12-01' },
    });
    expect(change[0].description).toMatch(/\(SA reg 34\)$/);
    for (const u of [...ups, ...change]) {
      const duty = dutyOf(dutyOfTask(u.naturalKey, SA)!);
      expect(duty.key).toMatch(/^sa-manager-notice-/);
      expect(duty.homeTypes).toEqual([SA]);
      // the SA regulations' text was not read here: the register must not present it as verified
      expect(duty.source.verified).toBe(false);
    }
  });
});

describe('actions of a location risk assessment and a premises safety certificate', () => {
  it('each dated action is a task until marked done; undated ones are not chased', () => {
    for (const kind of ['location-risk-assessment', 'premises-safety']) {
      const ups = homeFollowUps({
        id: 'r1',
        kind,
        homeType: 'children_home',
        data: {
          actions: [
            { action: 'Fit RCD protection to the garage circuit', dueOn: '2026-06-30', status: 'open' },
            { action: 'Replace the lounge door seal', dueOn: '2026-05-01', status: 'done' },
            { action: 'Consider a second extinguisher' },
          ],
        },
      });
      expect(ups.map((u) => [u.dueAt.toISOString(), u.done])).toEqual([
        ['2026-06-30T22:59:00.000Z', false],
        ['2026-05-01T22:59:00.000Z', true],
      ]);
      expect(ups[0].title).toMatch(/: Fit RCD protection to the garage circuit$/);
    }
  });

  it('the location risk assessment is due yearly, met only with the police and local authority information and the children’s views', () => {
    const d = dutyOf('ch-location-risk-assessment');
    expect(d.period).toEqual({ within: 'every', every: { months: 12 } });
    expect(d.met).toEqual([
      {
        record: {
          kinds: ['location-risk-assessment'],
          state: 'submitted',
          filled: ['police.obtainedOn', 'localAuthority.obtainedOn', 'childrenViews'],
        },
      },
    ]);
    expect(d.source.verified).toBe(false);
  });
});
