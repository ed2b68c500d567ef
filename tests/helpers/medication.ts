// A member of staff made competent to give medicines (engine/medication/competency.ts) in an organisation the demo
// seed did not make: an in-date medication course and an observed assessment completed by another person, written
// as the record service stores a completed record (the submit on the row), for tests that need a dose given there.
import type { TestServer } from './server.ts';

export async function makeMedicationCompetent(
  server: TestServer,
  o: { orgId: string; homeId: string; staffId: string },
): Promise<void> {
  const assessorId = await server.store.adminTransaction((a) =>
    a.createUser(o.orgId, {
      email: `assessor.${Date.now()}.${Math.random().toString(36).slice(2)}@other.care`,
      name: 'Medication Assessor',
      passwordHash: 'not used',
      role: 'manager',
      isManager: true,
      homeIds: [o.homeId],
      areas: {},
    }),
  );
  const today = new Date().toISOString().slice(0, 10);
  const write = async (kind: string, data: Record<string, unknown>, date: string) => {
    const [v] = await server.store.db.query<{ id: number }>(
      `select id from definition_versions where kind = $1 and org_id is null order by version desc limit 1`,
      [kind],
    );
    // the current version is on the row: completed (submitted) by the assessor
    await server.store.db.query(
      `insert into records (org_id, kind, definition_version_id, staff_id, home_id, status, author_id, record_date, data,
                            changed_by, change_action)
       values ($1, $2, $3, $4, $5, 'complete', $6, $7, $8, $6, 'submit')`,
      [o.orgId, kind, v.id, o.staffId, o.homeId, assessorId, date, JSON.stringify(data)],
    );
  };
  await write('training-record', { course: 'Medication', completedOn: today }, today);
  await write(
    'medication-competency',
    { assessedOn: today, assessor: assessorId, observed: 'A round observed.', outcome: 'competent' },
    today,
  );
}

/**
 * A medicine's current version checked against its label by another member of its organisation (written straight
 * into the store), for tests about doses and stock rather than the check itself (tests/api/medication-checks.test.ts).
 */
export async function markTranscriptionChecked(server: TestServer, medicationId: string): Promise<void> {
  await server.store.db.query(
    `insert into medication_transcription_checks (org_id, medication_id, version, data, checked_by, against)
     select r.org_id, r.id, r.version, r.data,
            (select u.id from users u where u.org_id = r.org_id and u.id <> r.author_id order by u.email limit 1), 'label'
       from records r where r.id = $1
     on conflict do nothing`,
    [medicationId],
  );
}
