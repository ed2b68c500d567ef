// Training: the course catalogue, the training matrix (staff × courses), a course's
// page, bulk recording of one course attended by several people, who is due a supervision or appraisal,
// and face-to-face time. Attendance is the `training-record` record kind, written through the record
// service (revisions, audit, dated-item expiry alerts); rules are status.ts and due.ts; decisions are
// engine/access/training.ts plus the staff record rule; SQL is store/training.ts.
import trainingRecordKind from '../../definitions/staff/training-record.ts';
import { type Caller, decideRecord, homeScope, isDirector } from '../access/index.ts';
import { hrLevel } from '../access/staff.ts';
import { decideCatalogueWrite, decideFaceToFace, decideTrainingView, decideTrainingWrite } from '../access/training.ts';
import type { FieldError } from '../definitions/ajv.ts';
import { conflict, forbidden, invalid, notFound } from '../problem.ts';
import type { RecordService } from '../records/service.ts';
import { supervisionInputs, supervisionInterval } from '../staff/supervision-sql.ts';
import { auditStore } from '../store/audit.ts';
import type { Store } from '../store/index.ts';
import { type CourseInput, type CourseRow, type TraineeRow, trainingStore } from '../store/training.ts';
import { londonDate } from '../time/london.ts';
import { STANDARD_COURSES } from './catalogue.ts';
import { APPRAISAL_EVERY, nextDue } from './due.ts';
import { type Cell, compliancePercent, expiryOf, isRequired, qualificationCell, trainingStatus } from './status.ts';

export interface BulkTraining {
  courseId: string;
  completedOn: string;
  staffIds: string[];
  provider?: string;
  delivery?: string;
  hours?: number;
  expiresOn?: string;
  notes?: string;
}
type MatrixCell = Cell & { required: boolean; enrolled?: boolean };

const check = (v: { ok: true } | { ok: false; reason: string }) => {
  if (!v.ok) throw forbidden(v.reason);
};
const courseOut = (c: CourseRow) => ({
  ...c,
  renewalMonths: c.renewalMonths === null ? null : Number(c.renewalMonths),
});

export function trainingService({
  store,
  records,
  now = () => new Date(),
}: {
  store: Store;
  records: RecordService;
  now?: () => Date;
}) {
  const t = (c: Caller) => trainingStore(store.db, c.orgId);
  const today = () => londonDate(now());

  /** Cells of these people for these courses, one query for attendance and one for qualifications. */
  async function cellsFor(c: Caller, people: TraineeRow[], courses: CourseRow[]) {
    const ids = people.map((p) => p.id);
    const [attended, quals] = await Promise.all([t(c).attendance(ids), t(c).qualifications(ids)]);
    const day = today();
    return people.map((p) => {
      const mine = attended.filter((a) => a.staffId === p.id);
      const held = quals.filter((q) => q.staffId === p.id);
      const cells: Record<string, MatrixCell> = {};
      for (const course of courses) {
        const required = isRequired(course, p);
        if (course.qualificationLevel) {
          cells[course.id] = { ...qualificationCell(held, course.qualificationLevel), required };
          continue;
        }
        const forCourse = mine.filter(
          (a) =>
            a.courseId === course.id || (!a.courseId && a.course.trim().toLowerCase() === course.name.toLowerCase()),
        );
        cells[course.id] = {
          ...trainingStatus(forCourse, course.renewalMonths === null ? null : Number(course.renewalMonths), day),
          required,
        };
      }
      return {
        id: p.id,
        name: p.name,
        role: p.role,
        jobTitle: p.jobTitle,
        homeIds: p.homeIds,
        compliance: compliancePercent(Object.values(cells)),
        cells,
      };
    });
  }

  /** What the schema cannot say: a name of spaces, a qualification column that expires. */
  function validCourse(input: CourseInput) {
    const errors: FieldError[] = [];
    if (!input.name.trim()) errors.push({ path: '/name', message: 'is empty' });
    if (input.qualificationLevel && input.renewalMonths !== null)
      errors.push({ path: '/renewalMonths', message: 'must be empty for a qualification (it does not expire)' });
    if (errors.length) throw invalid('Some fields are not valid.', errors);
  }

  return {
    async courses(c: Caller, archived = false) {
      check(decideTrainingView(c));
      return { items: (await t(c).courses(archived)).map(courseOut), canEdit: decideCatalogueWrite(c).ok };
    },

    async addCourse(c: Caller, input: CourseInput) {
      check(decideCatalogueWrite(c));
      validCourse(input);
      if (await t(c).courseNamed(input.name.trim()))
        throw conflict(`There is already a course called "${input.name.trim()}".`);
      return store.db.transaction(async (tx) => {
        const row = await trainingStore(tx, c.orgId).insertCourse({ ...input, name: input.name.trim() }, c.id);
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: 'training.course.add',
          entity: 'training_course',
          entityId: row.id,
          detail: { name: row.name },
        });
        return courseOut(row);
      });
    },

    /** The standard catalogue (catalogue.ts), adding only the courses not there yet by name. */
    async addStandardCourses(c: Caller) {
      check(decideCatalogueWrite(c));
      const have = new Set((await t(c).courses()).map((x) => x.name.toLowerCase()));
      const added: string[] = [];
      for (const course of STANDARD_COURSES) {
        if (have.has(course.name.toLowerCase())) continue;
        await t(c).insertCourse(course, c.id);
        added.push(course.name);
      }
      await store.forOrg(c.orgId).audit.write({
        userId: c.id,
        action: 'training.course.standard',
        entity: 'training_course',
        entityId: null,
        detail: { added },
      });
      return { added };
    },

    async updateCourse(c: Caller, id: string, version: number, input: CourseInput) {
      check(decideCatalogueWrite(c));
      const found = await t(c).course(id);
      if (!found) throw notFound('The course');
      if (found.archivedAt) throw conflict('This course is archived; restore it first.');
      validCourse(input);
      const same = await t(c).courseNamed(input.name.trim());
      if (same && same.id !== id) throw conflict(`There is already a course called "${input.name.trim()}".`);
      const row = await t(c).updateCourse(id, version, { ...input, name: input.name.trim() }, c.id);
      if (!row)
        throw conflict(
          `This course was changed by someone else (you had version ${version}, it is now ${found.version}). Reload it first.`,
        );
      await store.forOrg(c.orgId).audit.write({
        userId: c.id,
        action: 'training.course.edit',
        entity: 'training_course',
        entityId: id,
        detail: { before: courseOut(found), after: courseOut(row) },
      });
      return courseOut(row);
    },

    async archiveCourse(c: Caller, id: string, version: number, archived: boolean) {
      check(decideCatalogueWrite(c));
      const found = await t(c).course(id);
      if (!found) throw notFound('The course');
      if (!!found.archivedAt === archived)
        throw conflict(archived ? 'This course is already archived.' : 'This course is not archived.');
      const row = await t(c).archiveCourse(id, version, archived, c.id);
      if (!row)
        throw conflict(
          `This course was changed by someone else (you had version ${version}, it is now ${found.version}). Reload it first.`,
        );
      await store.forOrg(c.orgId).audit.write({
        userId: c.id,
        action: archived ? 'training.course.archive' : 'training.course.restore',
        entity: 'training_course',
        entityId: id,
        detail: {},
      });
      return courseOut(row);
    },

    /** Staff × courses in the caller's homes; a person without training rights sees their own row only. */
    async matrix(c: Caller, q: { homeId?: string; role?: string }) {
      check(decideTrainingView(c));
      const s = store.forOrg(c.orgId);
      if (q.homeId && !(await s.people.home(q.homeId))) throw notFound('The home');
      if (q.homeId && !isDirector(c) && !c.homeIds.includes(q.homeId)) throw forbidden('You do not work in this home.');
      const [courses, people, homes] = await Promise.all([
        t(c).courses(),
        t(c).trainees(homeScope(c), { homeId: q.homeId, role: q.role }),
        s.people.homes(isDirector(c) ? undefined : c.homeIds),
      ]);
      const rows = await cellsFor(c, people, courses);
      const all = rows.flatMap((r) => Object.values(r.cells).filter((x) => x.required));
      const count = (st: string) => all.filter((x) => x.status === st).length;
      return {
        today: today(),
        courses: courses.map(courseOut),
        staff: rows,
        homes: homes.filter((h) => !h.archivedAt).map((h) => ({ id: h.id, name: h.name, type: h.type })),
        summary: {
          inDate: count('in_date'),
          dueSoon: count('due_soon'),
          expired: count('expired'),
          missing: count('missing'),
          compliance: compliancePercent(all),
        },
        canRecord: decideCatalogueWrite(c).ok,
      };
    },

    /** One course: everyone in the caller's homes, whether they need it, when they did it, when it expires. */
    async course(c: Caller, id: string) {
      check(decideTrainingView(c));
      const course = await t(c).course(id);
      if (!course) throw notFound('The course');
      const people = await t(c).trainees(homeScope(c));
      const rows = await cellsFor(c, people, [course]);
      const order = { expired: 0, missing: 1, due_soon: 2, in_date: 3 };
      const list = rows
        .map((r) => ({
          id: r.id,
          name: r.name,
          role: r.role,
          jobTitle: r.jobTitle,
          homeIds: r.homeIds,
          ...r.cells[course.id],
        }))
        .sort(
          (a, b) =>
            Number(b.required) - Number(a.required) ||
            order[a.status] - order[b.status] ||
            a.name.localeCompare(b.name),
        );
      return { course: courseOut(course), people: list, today: today(), canRecord: decideCatalogueWrite(c).ok };
    },

    /** One course attended by several people on one date: one training record each, all or none checked first. */
    async recordBulk(c: Caller, input: BulkTraining) {
      check(decideCatalogueWrite(c));
      const course = await t(c).course(input.courseId);
      if (!course || course.archivedAt)
        throw invalid('Some fields are not valid.', [
          { path: '/courseId', message: 'is not a course of your catalogue' },
        ]);
      if (course.qualificationLevel)
        throw invalid('Some fields are not valid.', [
          { path: '/courseId', message: "is a qualification: record it on the person's Qualifications tab" },
        ]);
      if (input.completedOn > today())
        throw invalid('Some fields are not valid.', [{ path: '/completedOn', message: 'is after today' }]);
      if (input.expiresOn && input.expiresOn < input.completedOn)
        throw invalid('Some fields are not valid.', [{ path: '/expiresOn', message: 'is before the date attended' }]);
      const people = await t(c).trainees('all', { staffIds: input.staffIds });
      const unknown = input.staffIds.map((id, i) => ({ id, i })).filter(({ id }) => !people.some((p) => p.id === id));
      if (unknown.length)
        throw invalid(
          'Some fields are not valid.',
          unknown.map(({ i }) => ({
            path: `/staffIds/${i}`,
            message: 'is not a member of staff of your organisation',
          })),
        );
      for (const p of people) {
        const v = decideTrainingWrite(c, p.homeIds);
        const r = v.ok
          ? decideRecord(
              c,
              trainingRecordKind,
              { homeId: p.homeIds[0] ?? null, youngPersonId: null, staffId: p.id },
              'edit',
            )
          : v;
        if (!r.ok) throw forbidden(`${p.name}: ${r.reason}`);
      }
      const expiresOn =
        input.expiresOn ??
        expiryOf(input.completedOn, course.renewalMonths === null ? null : Number(course.renewalMonths));
      const data = {
        course: course.name,
        courseId: course.id,
        completedOn: input.completedOn,
        ...(input.provider ? { provider: input.provider } : {}),
        ...(input.delivery ? { delivery: input.delivery } : {}),
        ...(input.hours !== undefined ? { hours: input.hours } : {}),
        ...(expiresOn ? { expiresOn } : {}),
        ...(input.notes ? { notes: input.notes } : {}),
      };
      // all or none: one transaction for everyone named (a refusal half-way keeps nothing)
      const created = await records.createMany(
        c,
        'training-record',
        input.staffIds.map((staffId) => ({ staffId, data })),
      );
      return { created: created.map((r) => ({ id: r.id, staffId: r.staffId })), expiresOn: expiresOn ?? null };
    },

    /** Who is due or overdue a supervision (6-weekly) or appraisal (yearly), in the caller's homes. */
    async due(c: Caller, kind: 'supervision' | 'appraisal', q: { homeId?: string }) {
      if (!isDirector(c) && !c.isManager && hrLevel(c) === 'none')
        throw forbidden('Supervision and appraisal lists are for managers and HR.');
      // directors are not supervised by the home (their oversight is the provider's own)
      const people = (await t(c).trainees(homeScope(c), { homeId: q.homeId })).filter((p) => p.role !== 'director');
      const held = await t(c).lastHeld(
        people.map((p) => p.id),
        kind,
      );
      const lead = kind === 'supervision' ? 7 : 30;
      const day = today();
      // supervision as often as each person's home's policy says, more often in probation (decision 0622)
      const policies =
        kind === 'supervision'
          ? await supervisionInputs(
              store.db,
              c.orgId,
              people.map((p) => p.id),
            )
          : [];
      const everyFor = (p: TraineeRow) => {
        if (kind !== 'supervision') return APPRAISAL_EVERY;
        const inputs = policies.find((x) => x.staffId === p.id);
        return supervisionInterval({ ...inputs, anchorOn: p.startOn }, day);
      };
      const order = { overdue: 0, due_soon: 1, ok: 2 };
      return {
        today: day,
        items: people
          .map((p) => {
            const last = held.find((h) => h.staffId === p.id);
            const due = nextDue(
              { lastOn: last?.heldOn ?? null, nextSaid: last?.nextSaid ?? null, startOn: p.startOn },
              everyFor(p),
              day,
              lead,
            );
            return {
              staffId: p.id,
              name: p.name,
              role: p.role,
              jobTitle: p.jobTitle,
              homeIds: p.homeIds,
              lastOn: last?.heldOn ?? null,
              lastRecordId: last?.recordId ?? null,
              ...due,
            };
          })
          .sort(
            (a, b) => order[a.state] - order[b.state] || a.dueOn.localeCompare(b.dueOn) || a.name.localeCompare(b.name),
          ),
      };
    },

    /** Minutes each member of staff spent directly with young people (enableFaceToFaceTracking). */
    async faceToFace(c: Caller, q: { from: string; to: string; homeId?: string }) {
      const org = await store.forOrg(c.orgId).people.organisation();
      check(decideFaceToFace(c, org?.features?.enableFaceToFaceTracking === true));
      if (q.to < q.from) throw invalid('Some fields are not valid.', [{ path: '/to', message: 'is before from' }]);
      if (q.homeId && !isDirector(c) && !c.homeIds.includes(q.homeId)) throw forbidden('You do not work in this home.');
      const homes = q.homeId ? [q.homeId] : homeScope(c);
      const seesAll = isDirector(c) || c.isManager || hrLevel(c) !== 'none';
      const rows = (await t(c).faceToFace(homes, q.from, q.to)).filter((r) => seesAll || r.staffId === c.id);
      return {
        from: q.from,
        to: q.to,
        everyone: seesAll,
        items: rows,
        totalMinutes: rows.reduce((n, r) => n + r.minutes, 0),
      };
    },
  };
}
