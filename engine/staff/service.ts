// Staff: employees and agency staff with compliance, applications made into employees,
// the staff profile's facts, and the activity on staff records. Permissions: engine/access/staff.ts.
import { decideGrant, DEFAULT_STAFF_AREAS } from '../access/grants.ts';
import {
  type Caller,
  decideHrList,
  decideRecord,
  decideRecruitment,
  decideStaffProfile,
  homeScope,
  isDirector,
  isManagerFor,
  mayReadRecord,
} from '../access/index.ts';
import { tellAccessChanged } from '../administration/access-notice.ts';
import { type Asker, issueLoginLink, mayReceiveLink } from '../administration/login-links.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import type { MailService } from '../mail/service.ts';
import { conflict, forbidden, invalid, notFound, Problem } from '../problem.ts';
import type { RecordService } from '../records/service.ts';
import type { EmployeeFilter, Store } from '../store/index.ts';
import { londonDate } from '../time/london.ts';
import { type RecordStatus, STATUS_LABELS } from '../workflow/index.ts';
import { carriedRecords } from './carry-over.ts';
import { missingChecks } from './recruitment.ts';

/** What a new member of care staff may do until HR or their manager changes it (as seeds/demo.ts care staff). */
const NEW_STAFF_AREAS = DEFAULT_STAFF_AREAS;

export interface MakeEmployeeInput {
  role: 'staff' | 'manager';
  jobTitle?: string;
  email?: string;
  riskAssessedReason?: string;
}

const guard = (v: { ok: true } | { ok: false; status: 403 | 404; reason: string }) => {
  if (!v.ok) throw v.status === 404 ? new Problem(404, 'Not found', v.reason) : forbidden(v.reason);
};

export function staffService({
  store,
  registry,
  records,
  mail,
}: {
  store: Store;
  registry: DefinitionRegistry;
  records: RecordService;
  mail?: MailService;
}) {
  /** Staff-subject kinds whose records the caller may read in general (the activity audit's kinds). */
  async function staffKinds(orgId: string) {
    const out = [];
    for (const kind of registry.kinds()) {
      const r = await registry.latest(kind, orgId);
      if (r?.def.subject === 'staff') out.push(r.def);
    }
    return out;
  }

  return {
    async employees(c: Caller, q: Omit<EmployeeFilter, 'homeIds' | 'today'>, now = new Date()) {
      guard(decideHrList(c));
      if (q.homeId && !isDirector(c) && !c.homeIds.includes(q.homeId)) throw forbidden('You do not work in that home.');
      return store.forOrg(c.orgId).staff.employees({ ...q, homeIds: homeScope(c), today: londonDate(now) });
    },

    /** The profile's header: who they are, and which of its parts the caller may open or change. */
    async profile(c: Caller, staffId: string) {
      const s = store.forOrg(c.orgId);
      const u = await s.people.user(staffId);
      if (!u || u.role === 'young_person') throw notFound('The member of staff');
      guard(decideStaffProfile(c, u, 'read'));
      const kinds = (await staffKinds(c.orgId))
        .map((def) => {
          const place = { homeId: u.homeIds[0] ?? null, youngPersonId: null, staffId: u.id };
          return {
            kind: def.kind,
            title: def.title,
            profileTab: def.profileTab ?? null,
            canRead: mayReadRecord(c, def, { ...place, status: 'complete', authorId: null }),
            canEdit: decideRecord(c, def, place, 'edit').ok,
          };
        })
        .filter((k) => k.profileTab && k.canRead);
      const [row] = await s.staff.employees({
        homeIds: 'all',
        status: 'all',
        today: londonDate(new Date()),
        staffId: u.id,
      });
      const hire = await s.staff.hireForUser(u.id);
      const org = await s.people.organisation();
      return {
        id: u.id,
        name: u.name,
        role: u.role,
        isManager: u.isManager,
        jobTitle: u.jobTitle,
        homeIds: u.homeIds,
        active: u.active,
        email: u.email,
        self: u.id === c.id,
        canEdit: decideStaffProfile(c, u, 'edit').ok,
        kinds,
        summary: row ?? null,
        // the application they were made an employee from, if the caller may see applications of that home
        application: hire && decideRecruitment(c, u.homeIds[0] ?? null, 'read').ok ? hire : null,
        dailyInOut: (org?.features as Record<string, boolean> | undefined)?.enableHrDailyInOut === true,
      };
    },

    /** Clock-in/out history (SPEC §9 enableHrDailyInOut): the person's shifts from the rota, read-only. */
    async clockings(c: Caller, staffId: string, q: { from: string; to: string }) {
      const s = store.forOrg(c.orgId);
      const u = await s.people.user(staffId);
      if (!u || u.role === 'young_person') throw notFound('The member of staff');
      guard(decideStaffProfile(c, u, 'read'));
      const org = await s.people.organisation();
      if ((org?.features as Record<string, boolean> | undefined)?.enableHrDailyInOut !== true) {
        throw forbidden(
          'Daily clock-in and clock-out is turned off for your organisation (feature "enableHrDailyInOut").',
        );
      }
      if (q.from > q.to)
        throw invalid('The period ends before it starts.', [{ path: '/to', message: 'must not be before from' }]);
      const rows = await s.staff.clockings(u.id, q.from, q.to);
      return { available: rows !== null, shifts: rows ?? [] };
    },

    /** The home accident book's entries about this person, each held to the read rule. */
    async accidents(c: Caller, staffId: string) {
      const s = store.forOrg(c.orgId);
      const u = await s.people.user(staffId);
      if (!u || u.role === 'young_person') throw notFound('The member of staff');
      guard(decideStaffProfile(c, u, 'read'));
      const out = [];
      for (const r of await s.staff.accidentsAbout(u.id)) {
        const { def } = await registry.byId(r.definitionVersionId);
        if (!mayReadRecord(c, def, r)) continue;
        out.push({
          id: r.id,
          homeId: r.homeId,
          homeName: r.homeName,
          occurredAt: r.recordDate,
          type: r.type,
          location: r.location,
          statusLabel: STATUS_LABELS[r.status as RecordStatus] ?? r.status,
        });
      }
      return out;
    },

    /** What "Make employee" would say now: the checks still missing, and whether it was done already. */
    async hiring(c: Caller, applicationId: string, now = new Date()) {
      const s = store.forOrg(c.orgId);
      const found = await s.records.getWithSignoffs(applicationId);
      if (!found || found.row.kind !== 'application') throw notFound('The application');
      guard(decideRecruitment(c, found.row.homeId, 'read'));
      return {
        missing: missingChecks(found.row.data, londonDate(now)),
        hire: await s.staff.hireOf(applicationId),
        mayRecordReason: isManagerFor(c, found.row.homeId),
      };
    },

    async makeEmployee(
      c: Caller,
      applicationId: string,
      input: MakeEmployeeInput,
      now = new Date(),
      asker: Asker = {},
    ) {
      mayReceiveLink(mail, asker);
      const s = store.forOrg(c.orgId);
      const found = await s.records.getWithSignoffs(applicationId);
      if (!found || found.row.kind !== 'application') throw notFound('The application');
      const app = found.row;
      guard(decideRecruitment(c, app.homeId, 'edit'));
      // nobody grants what they do not hold: HR makes care staff, a manager (or a director) makes a manager
      const grant = decideGrant(c, {
        role: input.role,
        isManager: input.role === 'manager',
        areas: NEW_STAFF_AREAS,
        ypPermissions: {},
        homeIds: app.homeId ? [app.homeId] : [],
      });
      if (!grant.ok) throw new Problem(403, 'Forbidden', grant.reason, grant.errors);
      if (app.archivedAt) throw conflict('This application is archived.');
      if (await s.staff.hireOf(app.id)) throw conflict('This applicant has already been made an employee.');
      const missing = missingChecks(app.data, londonDate(now));
      const reason = input.riskAssessedReason?.trim() || null;
      if (missing.length && !reason) {
        throw invalid(
          'Every safer-recruitment check must be recorded first, or a manager records a risk-assessed reason.',
          missing.map((m) => ({ path: m.path, message: m.message })),
        );
      }
      if (missing.length && reason && !isManagerFor(c, app.homeId))
        throw forbidden('Only a manager of the home can record a risk-assessed reason.');
      const candidate = (app.data.candidate ?? {}) as { name?: string; email?: string };
      const email = (input.email ?? candidate.email ?? '').trim();
      if (!email) throw invalid('The candidate has no email address.', [{ path: '/email', message: 'is required' }]);
      if (await s.people.userByEmail(email)) {
        throw new Problem(409, 'Conflict', 'Someone already has a login with this email address.', [
          { path: '/email', message: 'is already in use in your organisation' },
        ]);
      }
      const { id: userId, invite } = await store.transaction(c.orgId, async (tx) => {
        const id = await tx.administration.addUser({
          email,
          name: candidate.name ?? email,
          role: input.role,
          isManager: input.role === 'manager',
          jobTitle: input.jobTitle ?? (app.data.post as string | undefined) ?? null,
          areas: NEW_STAFF_AREAS,
          ypPermissions: {},
          homeIds: app.homeId ? [app.homeId] : [],
          showInRota: true,
          removeFromRota: false,
          removeFromRotaHomes: [],
        });
        if (
          !(await tx.staff.addHire({
            applicationId: app.id,
            userId: id,
            madeBy: c.id,
            missingChecks: missing,
            riskReason: reason,
          }))
        ) {
          throw conflict('This applicant has already been made an employee.');
        }
        const invite = await issueLoginLink(tx, mail, { userId: id, email, purpose: 'invite', createdBy: c.id });
        await tx.audit.write({
          userId: c.id,
          action: 'user.hire',
          entity: 'user',
          entityId: id,
          detail: { applicationId: app.id, role: input.role, missing: missing.map((m) => m.check), riskReason: reason },
        });
        await tellAccessChanged(tx, c, id, `made you an employee and gave you a login (${input.role}).`);
        return { id, invite };
      });
      // The checks go into the new profile as its records. The caller was allowed to make the
      // employee, so they write these as HR would (a manager may not otherwise write DBS records).
      const asHr: Caller = { ...c, areas: { ...c.areas, hr: 'edit' } };
      const carried: { kind: string; id: string }[] = [];
      for (const r of carriedRecords(app.data, londonDate(now))) {
        const made = await records.create(asHr, r.kind, {
          staffId: userId,
          homeId: app.homeId ?? undefined,
          data: r.data,
        });
        carried.push({ kind: r.kind, id: (made as { id: string }).id });
      }
      return {
        userId,
        invite,
        missing,
        riskReason: reason,
        carried,
      };
    },

    /** Who changed what on staff records (HR area; managers: their homes' staff, the kinds they may see). */
    async activity(
      c: Caller,
      q: { staffId?: string; before?: { at: string; id: string; version: number }; limit?: number },
    ) {
      guard(decideHrList(c));
      const defs = await staffKinds(c.orgId);
      const limit = Math.min(Math.max(q.limit ?? 50, 1), 200);
      const rows = await store.forOrg(c.orgId).staff.activity({
        homeIds: homeScope(c),
        kinds: defs.map((d) => d.kind),
        staffId: q.staffId,
        before: q.before,
        limit,
      });
      const byKind = new Map(defs.map((d) => [d.kind, d]));
      // each line is held to the read rule: a manager does not learn of an HR-only record's change
      const facts = store.forOrg(c.orgId).records;
      const shown = [];
      const metas = new Map((await facts.readFacts([...new Set(rows.map((r) => r.recordId))])).map((f) => [f.id, f]));
      for (const r of rows) {
        const def = byKind.get(r.kind);
        const f = metas.get(r.recordId);
        if (!def || !f || !mayReadRecord(c, def, f)) continue;
        const { atKey: _key, ...line } = r;
        shown.push({ ...line, title: def.title });
      }
      const last = rows[rows.length - 1];
      return {
        items: shown,
        next: rows.length === limit ? { at: last.atKey, id: last.recordId, version: last.version } : null,
      };
    },
  };
}
