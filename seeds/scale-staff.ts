// The scale data set's staff records: for every member of staff, an enhanced DBS on the Update
// Service, a right to work check, a contract and two verified references — 6 records a person — so the
// employees list's compliance statement meets realistic volumes. Set-based, like the rest of scale.ts.
import { randomUUID } from 'node:crypto';
import type { DefinitionRegistry } from '../engine/definitions/registry.ts';
import type { BulkRecord } from '../engine/store/bulk.ts';
import type { Store } from '../engine/store/index.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function seedScaleStaff(
  store: Store,
  registry: DefinitionRegistry,
  orgId: string,
  homes: { homeId: string; staff: string[]; managers: string[] }[],
  hrId: string,
): Promise<number> {
  const version = async (kind: string) => (await registry.latest(kind, orgId))!.versionId;
  const v = {
    dbs: await version('dbs-check'),
    rtw: await version('work-eligibility'),
    contract: await version('employment-contract'),
    ref: await version('staff-reference'),
  };
  const bulk = store.bulk(orgId);
  const now = Date.now();
  let n = 0,
    i = 0;
  for (const home of homes) {
    const rows: BulkRecord[] = [];
    for (const staffId of [...home.managers, ...home.staff]) {
      i += 1;
      const start = now - (200 + ((i * 37) % 3000)) * DAY;
      const row = (
        kind: string,
        definitionVersionId: number,
        at: number,
        data: Record<string, unknown>,
      ): BulkRecord => ({
        id: randomUUID(),
        kind,
        definitionVersionId,
        youngPersonId: null,
        homeId: home.homeId,
        staffId,
        authorId: hrId,
        status: 'complete',
        version: 1,
        submission: 0,
        recordDate: new Date(at),
        createdAt: new Date(at),
        updatedAt: new Date(at),
        changedBy: hrId,
        changeAction: 'create',
        data,
        signoffRule: null,
      });
      // next DBS check from 20 days ago to about a year ahead, so some are overdue and some due soon
      const nextCheck = now + (((i * 53) % 400) - 20) * DAY;
      rows.push(
        row('dbs-check', v.dbs, nextCheck - 365 * DAY, {
          certificateNumber: String(100000000000 + i),
          level: 'enhanced_barred',
          workforce: 'child',
          barredListChecked: true,
          issuedOn: iso(nextCheck - 3 * 365 * DAY),
          seenBy: hrId,
          updateService: true,
          nextCheckDue: iso(nextCheck),
        }),
      );
      rows.push(
        row(
          'work-eligibility',
          v.rtw,
          start,
          i % 9 === 0
            ? {
                documentType: 'share_code',
                checkedOn: iso(start),
                checkedBy: hrId,
                expiresOn: iso(now + ((i * 17) % 300) * DAY),
              }
            : { documentType: 'british_irish_passport', checkedOn: iso(start), checkedBy: hrId },
        ),
      );
      rows.push(
        row('employment-contract', v.contract, start, {
          contractType: i % 25 === 0 ? 'agency' : 'permanent',
          startDate: iso(start),
          hoursPerWeek: 37.5,
          ...(i % 25 === 0 ? { agencyName: 'Northern Care Staffing', agencyProfileReceived: true } : {}),
        }),
      );
      for (const k of [0, 1]) {
        rows.push(
          row('staff-reference', v.ref, start - 40 * DAY, {
            refereeName: `Referee ${i}.${k + 1}`,
            organisation: k === 0 ? 'Previous employer' : 'College',
            relationship: k === 0 ? 'Line manager' : 'Tutor',
            latestEmployer: k === 0,
            requestedOn: iso(start - 40 * DAY),
            receivedOn: iso(start - 30 * DAY),
            source: 'requested',
            authenticity: k === 0 ? 'callback' : 'business_email',
            datesAndRoleConfirmed: true,
            reasonForLeaving: k === 0 ? 'Career move' : 'Course completed',
            concerns: 'none',
            suitableWithChildren: 'yes',
            wouldReemploy: 'yes',
            verifiedBy: hrId,
            verifiedOn: iso(start - 28 * DAY),
            outcome: 'satisfactory',
          }),
        );
      }
    }
    await bulk.records(rows);
    n += rows.length;
  }
  return n;
}

/** The scale set's training share: the standard catalogue; for everyone, each course of the
 *  catalogue attended once or twice in the last three years (a few missing, some expired); supervisions every six
 *  weeks for a year and one appraisal — in proportion to the demo, so the training matrix and the supervision and
 *  appraisal lists meet realistic volumes (about 30 records a person). */
export async function seedScaleTraining(
  store: Store,
  registry: DefinitionRegistry,
  orgId: string,
  homes: { homeId: string; staff: string[]; managers: string[] }[],
  hrId: string,
): Promise<number> {
  const version = async (kind: string) => (await registry.latest(kind, orgId))!.versionId;
  const v = {
    training: await version('training-record'),
    supervision: await version('supervision'),
    appraisal: await version('appraisal'),
  };
  const { trainingStore } = await import('../engine/store/training.ts');
  const { STANDARD_COURSES } = await import('../engine/training/catalogue.ts');
  const t = trainingStore(store.db, orgId);
  for (const c of STANDARD_COURSES) if (!(await t.courseNamed(c.name))) await t.insertCourse(c, hrId);
  const courses = (await t.courses()).filter((c) => !c.qualificationLevel);
  const bulk = store.bulk(orgId);
  const now = Date.now();
  let n = 0,
    i = 0;
  for (const home of homes) {
    const rows: BulkRecord[] = [];
    const row = (
      kind: string,
      definitionVersionId: number,
      staffId: string,
      at: number,
      data: Record<string, unknown>,
      authorId = hrId,
    ): BulkRecord => ({
      id: randomUUID(),
      kind,
      definitionVersionId,
      youngPersonId: null,
      homeId: home.homeId,
      staffId,
      authorId,
      status: 'complete',
      version: 1,
      submission: kind === 'training-record' ? 0 : 1,
      recordDate: new Date(at),
      createdAt: new Date(at),
      updatedAt: new Date(at),
      changedBy: authorId,
      changeAction: 'create',
      data,
      signoffRule: null,
    });
    for (const staffId of [...home.managers, ...home.staff]) {
      i += 1;
      courses.forEach((c, k) => {
        if ((i + k) % 17 === 0) return; // about one course in seventeen never attended
        const months = Number(c.renewalMonths ?? 36);
        const last = now - (((i * 31 + k * 47) % Math.round(months * 30 * 1.15)) + 5) * DAY; // a few past their renewal
        for (const at of (i + k) % 3 === 0 ? [last - months * 30 * DAY, last] : [last]) {
          rows.push(
            row('training-record', v.training, staffId, at, {
              course: c.name,
              courseId: c.id,
              completedOn: iso(at),
              provider: 'Accredited trainer',
              delivery: k % 2 ? 'classroom' : 'e_learning',
              expiresOn: iso(at + months * 30 * DAY),
            }),
          );
        }
      });
      const supervisor = home.managers[0] === staffId ? home.managers[1] : home.managers[0];
      for (let s = 0; s < 9; s++) {
        const at = now - (s * 42 + (i % 20)) * DAY;
        rows.push(
          row(
            'supervision',
            v.supervision,
            staffId,
            at,
            {
              date: iso(at),
              supervisor,
              type: 'formal',
              durationMin: 60,
              wellbeing: 'Well; no concerns raised.',
              nextDate: iso(at + 42 * DAY),
            },
            supervisor,
          ),
        );
      }
      const appraisedAt = now - (((i * 13) % 330) + 10) * DAY;
      rows.push(
        row(
          'appraisal',
          v.appraisal,
          staffId,
          appraisedAt,
          {
            date: iso(appraisedAt),
            appraiser: supervisor,
            objectivesReview: 'Objectives for the year reviewed.',
            nextAppraisalDate: iso(appraisedAt + 365 * DAY),
          },
          supervisor,
        ),
      );
    }
    await bulk.records(rows);
    n += rows.length;
  }
  return n;
}
