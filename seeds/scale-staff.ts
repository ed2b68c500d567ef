// The scale data set's staff records (issue 14): for every member of staff, an enhanced DBS on the Update
// Service, a right to work check, a contract and two verified references — 6 records a person — so the
// employees list's compliance statement meets realistic volumes. Set-based, like the rest of scale.ts.
import { randomUUID } from 'node:crypto';
import type { DefinitionRegistry } from '../engine/definitions/registry.ts';
import type { BulkRecord } from '../engine/store/bulk.ts';
import type { Store } from '../engine/store/index.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function seedScaleStaff(store: Store, registry: DefinitionRegistry, orgId: string,
  homes: { homeId: string; staff: string[]; managers: string[] }[], hrId: string): Promise<number> {
  const version = async (kind: string) => (await registry.latest(kind, orgId))!.versionId;
  const v = { dbs: await version('dbs-check'), rtw: await version('work-eligibility'), contract: await version('employment-contract'), ref: await version('staff-reference') };
  const bulk = store.bulk(orgId);
  const now = Date.now();
  let n = 0, i = 0;
  for (const home of homes) {
    const rows: BulkRecord[] = [];
    for (const staffId of [...home.managers, ...home.staff]) {
      i += 1;
      const start = now - (200 + (i * 37) % 3000) * DAY;
      const row = (kind: string, definitionVersionId: number, at: number, data: Record<string, unknown>): BulkRecord => ({
        id: randomUUID(), kind, definitionVersionId, youngPersonId: null, homeId: home.homeId, staffId, authorId: hrId, status: 'complete',
        version: 1, submission: 0, recordDate: new Date(at), createdAt: new Date(at), updatedAt: new Date(at), changedBy: hrId, changeAction: 'create',
        data, signoffRule: null,
      });
      // next DBS check from 20 days ago to about a year ahead, so some are overdue and some due soon
      const nextCheck = now + (((i * 53) % 400) - 20) * DAY;
      rows.push(row('dbs-check', v.dbs, nextCheck - 365 * DAY, {
        certificateNumber: String(100000000000 + i), level: 'enhanced_barred', workforce: 'child', barredListChecked: true,
        issuedOn: iso(nextCheck - 3 * 365 * DAY), seenBy: hrId, updateService: true, nextCheckDue: iso(nextCheck),
      }));
      rows.push(row('work-eligibility', v.rtw, start, i % 9 === 0
        ? { documentType: 'share_code', checkedOn: iso(start), checkedBy: hrId, expiresOn: iso(now + ((i * 17) % 300) * DAY) }
        : { documentType: 'british_irish_passport', checkedOn: iso(start), checkedBy: hrId }));
      rows.push(row('employment-contract', v.contract, start, { contractType: i % 25 === 0 ? 'agency' : 'permanent', startDate: iso(start), hoursPerWeek: 37.5,
        ...(i % 25 === 0 ? { agencyName: 'Northern Care Staffing', agencyProfileReceived: true } : {}) }));
      for (const k of [0, 1]) {
        rows.push(row('staff-reference', v.ref, start - 40 * DAY, {
          refereeName: `Referee ${i}.${k + 1}`, organisation: k === 0 ? 'Previous employer' : 'College', relationship: k === 0 ? 'Line manager' : 'Tutor',
          latestEmployer: k === 0, requestedOn: iso(start - 40 * DAY), receivedOn: iso(start - 30 * DAY), verifiedBy: hrId, verifiedOn: iso(start - 28 * DAY), outcome: 'satisfactory',
        }));
      }
    }
    await bulk.records(rows);
    n += rows.length;
  }
  return n;
}
