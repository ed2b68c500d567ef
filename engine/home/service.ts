// The home area: the home at a glance, checks (table, issues, sharps), recording a check and its remedy,
// the home logs timeline, notifications made to Ofsted, and Annex A. Record content always passes the one read
// rule; writes go through the record service, then the record's follow-up tasks are brought into step.
import { homeCheckTypes, homeLogTypes } from '../../definitions/lists/home.ts';
import { annexEnabled, decideAnnexEdit, decideHome, decideSensitiveReport, type HomeArea } from '../access/home.ts';
import { type Caller, decideRecordRead } from '../access/index.ts';
import { decideHrList } from '../access/staff.ts';
import type { FieldError } from '../definitions/ajv.ts';
import type { ListItem } from '../definitions/lists.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import type { RecordDefinition } from '../definitions/types.ts';
import { authoritiesOwed, authorityLabel, needsNotifying } from '../duties/rules/incident-notifications.ts';
import { conflict, forbidden, invalid, notFound } from '../problem.ts';
import type { RecordService } from '../records/service.ts';
import { type HomeRecordRow, homeStore } from '../store/home.ts';
import type { Store } from '../store/index.ts';
import { addDays, londonDate } from '../time/london.ts';
import {
  ANNEX_CHILD_ITEMS,
  ANNEX_FIGURES,
  ANNEX_KINDS,
  ANNEX_TEXT_ITEMS,
  annexA,
  annexChildDetails,
  annexCsv,
  annexStaffList,
  overrideProblem,
} from './annex-a.ts';
import { type CheckData, checkProblems, checksTable, issueState, scaldRisk, sharpsDiscrepancies } from './checks.ts';
import { syncHomeFollowUps } from './follow-ups.ts';
import { LOG_KINDS, logTypeOf, summaryLine } from './logs.ts';
import { waterProblems } from './water.ts';

interface Deps {
  store: Store;
  registry: DefinitionRegistry;
  records: RecordService;
  now?: () => Date;
}

const SA = 'support_accomodation_for_older_children';

export function homeService({ store, registry, records, now = () => new Date() }: Deps) {
  /** The home, if it is the organisation's (else 404), and the caller may use it this way (else 403). */
  async function homeFor(c: Caller, homeId: string, areas: HomeArea[], want: 'read' | 'edit') {
    const home = await store.forOrg(c.orgId).people.home(homeId);
    if (!home) throw notFound('The home');
    const verdict = decideHome(c, homeId, areas, want);
    if (!verdict.ok) throw forbidden(verdict.reason);
    return home;
  }

  const defOf = async (row: { definitionVersionId: number }): Promise<RecordDefinition> =>
    (await registry.byId(row.definitionVersionId)).def;

  /** The rows the caller may read (the one read rule), each with its definition. */
  async function readable(c: Caller, rows: HomeRecordRow[]) {
    const out: { row: HomeRecordRow; def: RecordDefinition }[] = [];
    for (const row of rows) {
      const def = await defOf(row);
      if (decideRecordRead(c, def, row).ok) out.push({ row, def });
    }
    return out;
  }

  const kindsKnown = (kinds: readonly string[]) => kinds.filter((k) => registry.has(k));

  async function newest(c: Caller, homeId: string, kind: string) {
    const rows = await homeStore(store.db, c.orgId).records({ homeId, kinds: kindsKnown([kind]), limit: 1 });
    const [found] = await readable(c, rows);
    return found
      ? { id: found.row.id, recordDate: found.row.recordDate, data: found.row.data, authorName: found.row.authorName }
      : null;
  }

  return {
    /** The home at a glance: registration, statement of purpose, occupancy, open and overdue tasks, recent records. */
    async summary(c: Caller, homeId: string) {
      const home = await homeFor(c, homeId, ['home', 'home_logs'], 'read');
      const h = homeStore(store.db, c.orgId);
      const [places, stays, tasks, details, purpose, inspection] = await Promise.all([
        h.registeredPlaces(homeId),
        h.stays(homeId),
        h.taskFigures(homeId, now()),
        newest(c, homeId, 'home-details'),
        newest(c, homeId, 'statement-of-purpose'),
        newest(c, homeId, 'ofsted-inspection'),
      ]);
      const residents = stays.filter((s) => !s.archivedAt).length;
      const recent = await readable(c, await h.records({ homeId, kinds: kindsKnown(LOG_KINDS), limit: 8 }));
      return {
        home: { id: home.id, name: home.name, type: home.type, address: home.address },
        registeredPlaces: places,
        residents,
        occupancyPercent: places ? Math.round((residents / places) * 100) : null,
        openTasks: tasks.open,
        overdueTasks: tasks.overdue,
        overdueObligations: tasks.obligationsOverdue,
        details,
        statementOfPurpose: purpose,
        lastInspection: inspection,
        recent: recent.map(({ row }) => entryOf(row, home.type)),
      };
    },

    /** Checks of the last `weeks` weeks: the table (types × weeks), the list, the issues and the sharps register. */
    async checks(c: Caller, homeId: string, weeks: number) {
      await homeFor(c, homeId, ['home_logs', 'home'], 'read');
      const from = new Date(now().getTime() - (weeks * 7 + 7) * 86400000);
      const rows = await readable(
        c,
        await homeStore(store.db, c.orgId).records({ homeId, kinds: kindsKnown(['home-check']), from, limit: 2000 }),
      );
      const checks = rows.map(({ row }) => {
        const d = row.data as CheckData;
        return {
          id: row.id,
          version: row.version,
          checkType: d.checkType ?? 'other',
          checkedAt: d.checkedAt ?? row.recordDate.toISOString(),
          shift: d.shift ?? null,
          done: d.done !== false,
          result: d.result ?? null,
          issue: issueState(d),
          problems: checkProblems(d),
          remedy: d.remedy ?? null,
          sharps: d.sharps ?? [],
          discrepancies: sharpsDiscrepancies(d),
          by: row.authorName,
        };
      });
      const table = checksTable(
        checks.map((x) => ({
          checkType: x.checkType,
          day: londonDate(new Date(x.checkedAt)),
          shift: x.shift ?? undefined,
          done: x.done,
          issue: x.issue,
        })),
        homeCheckTypes.items.map((i) => i.value).filter((t) => t !== 'other'),
        weeks,
        now(),
      );
      return {
        types: (homeCheckTypes.items as readonly ListItem[]).map((i) => ({
          value: i.value,
          label: i.label,
          every: i.description ?? null,
        })),
        table,
        checks,
        issues: checks.filter((x) => x.issue !== 'none'),
        sharps: checks.filter((x) => x.checkType === 'sharps_count'),
      };
    },

    /** Record a check; a failed one opens its issue (a task for the home's managers) at once. */
    async recordCheck(c: Caller, homeId: string, data: Record<string, unknown>) {
      await homeFor(c, homeId, ['home_logs'], 'edit');
      const created = await records.create(c, 'home-check', { homeId, data });
      await syncHomeFollowUps(store, c.orgId, created.id);
      // a TMV outlet too hot is a repair, not only a check's issue: it opens in the maintenance log at once
      const check = data as CheckData;
      if (scaldRisk(check))
        await records.create(c, 'maintenance', {
          homeId,
          data: {
            issue: 'Hot water above 44°C at a TMV-protected outlet',
            location: waterProblems(check.readings)
              .filter((p) => p.scald)
              .map((p) => p.place)
              .join(', '),
            details: `${checkProblems(check).join('; ')}. Found by the water temperature check; stop use of the outlet until the TMV is serviced.`,
            reportedAt: check.checkedAt,
            reportedBy: c.id,
            priority: 'high',
          },
        });
      return created;
    },

    /** Record the remedy of a failed check: its issue closes. */
    async remedy(c: Caller, checkId: string, input: { action: string; remediedAt: string; version: number }) {
      const found = await records.read(c, 'home-check', checkId);
      await homeFor(c, found.homeId!, ['home_logs'], 'edit');
      const data = found.data as CheckData & Record<string, unknown>;
      if (issueState(data) === 'none') throw conflict('This check did not fail: there is nothing to remedy.');
      const updated = await records.update(c, 'home-check', checkId, {
        data: {
          ...data,
          remedy: { ...(data.remedy ?? {}), action: input.action, remediedAt: input.remediedAt, remediedBy: c.id },
        },
        version: input.version,
      });
      await syncHomeFollowUps(store, c.orgId, checkId);
      return updated;
    },

    /** Bring a home record's follow-up tasks into step (after a save through the generic record screens). */
    async syncFollowUps(c: Caller, kind: string, id: string) {
      const found = await records.read(c, kind, id);
      if (!found.homeId) throw notFound('The record');
      await homeFor(c, found.homeId, ['home', 'home_logs'], 'read');
      return syncHomeFollowUps(store, c.orgId, id);
    },

    /** The home logs timeline: every home log type, newest first, filterable by type, each linking to its record. */
    async logs(c: Caller, homeId: string, q: { type?: string; before?: { at: Date; id: string }; limit?: number }) {
      const home = await homeFor(c, homeId, ['home_logs', 'home'], 'read');
      const limit = Math.min(Math.max(q.limit ?? 50, 1), 100);
      const kinds = kindsKnown(LOG_KINDS.filter((k) => !q.type || logTypeOf(k, {}, home.type, true).includes(q.type)));
      const rows = await homeStore(store.db, c.orgId).records({ homeId, kinds, before: q.before, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const entries = (await readable(c, page))
        .map(({ row }) => entryOf(row, home.type))
        .filter((e) => !q.type || e.type === q.type);
      const last = page[page.length - 1];
      return {
        types: (homeLogTypes.items as readonly ListItem[])
          .filter((t) => !t.homeTypes || t.homeTypes.includes(home.type as never))
          .map((t) => ({ value: t.value, label: t.label })),
        items: entries,
        next: rows.length > limit && last ? { at: last.recordDate.toISOString(), id: last.id } : null,
      };
    },

    /** Notifications to Ofsted (CH reg 40 / SA reg 27) the home's incidents and safeguarding records owe or record. */
    async ofstedNotifications(c: Caller, homeId: string) {
      const home = await homeFor(c, homeId, ['home'], 'read');
      const rows = await readable(
        c,
        await homeStore(store.db, c.orgId).records({
          homeId,
          kinds: kindsKnown(['incident', 'safeguarding']),
          limit: 500,
        }),
      );
      const names = new Map((await homeStore(store.db, c.orgId).stays(homeId)).map((s) => [s.id, s.name]));
      return rows.flatMap(({ row }) => {
        const notes = (row.data.notifications as { authority?: string; at?: string }[] | undefined) ?? [];
        const ofsted = notes.find((n) => n.authority === 'ofsted');
        const scan = { ...row, homeType: home.type, youngPersonName: null } as never;
        const owed =
          row.kind === 'incident'
            ? authoritiesOwed(scan)
            : notes.filter((n) => n.authority && !n.at).map((n) => n.authority!);
        if (!ofsted && !(row.kind === 'incident' && needsNotifying(scan))) return [];
        return [
          {
            recordId: row.id,
            kind: row.kind,
            at: row.recordDate,
            youngPersonId: row.youngPersonId,
            youngPersonName: row.youngPersonId ? (names.get(row.youngPersonId) ?? null) : null,
            regulation: home.type === SA ? 'Reg 27' : 'Reg 40',
            status: ofsted?.at ? 'notified' : 'owed',
            notifiedAt: ofsted?.at ?? null,
            stillOwed: owed.map(authorityLabel),
          },
        ];
      });
    },

    /** Annex A since the last inspection: the computed figures, any overrides beside them, and the per-child table. */
    async annex(c: Caller, homeId: string) {
      const home = await homeFor(c, homeId, ['home'], 'read');
      const sensitive = decideSensitiveReport(c, homeId, 'read');
      if (!sensitive.ok) throw forbidden(sensitive.reason);
      const org = await store.forOrg(c.orgId).people.organisation();
      if (!annexEnabled(org?.features))
        throw forbidden('Annex A is not turned on for your organisation (feature enableAnnexA).');
      if (home.type === SA)
        throw conflict("Annex A is the children's homes' pre-inspection return; supported accommodation has none.");
      const h = homeStore(store.db, c.orgId);
      const [entries, inspection, stays] = await Promise.all([
        h.annexEntries(homeId),
        newest(c, homeId, 'ofsted-inspection'),
        h.stays(homeId),
      ]);
      const inForce = new Map<string, (typeof entries)[number]>();
      for (const e of entries) {
        const k = `${e.item}:${e.youngPersonId ?? ''}`;
        if (!inForce.has(k)) inForce.set(k, e);
      }
      const text = (item: string, yp?: string) => inForce.get(`${item}:${yp ?? ''}`)?.value ?? null;
      const lastDay = (inspection?.data.endedOn ?? inspection?.data.startedOn) as string | undefined;
      const periodStart = text('periodStart');
      const sinceDay = lastDay ? addDays(lastDay, 1) : (periodStart ?? addDays(londonDate(now()), -365));
      const since = new Date(`${sinceDay}T00:00:00Z`);
      const recs = await h.records({ homeId, kinds: kindsKnown(ANNEX_KINDS), limit: 10000 });
      const shown = await readable(c, recs);
      const a = annexA({ since, now: now(), homeType: home.type, stays, records: shown.map(({ row }) => row) });
      const details = new Map(
        annexChildDetails(
          a.children.map((ch) => ch.youngPersonId),
          shown.map(({ row }) => row),
        ).map((d) => [d.youngPersonId, d]),
      );
      // the staff list holds DBS, supervision and qualifications: only for those who may see the staff list (HR)
      const employees = decideHrList(c).ok
        ? await store.forOrg(c.orgId).staff.employees({
            homeIds: [homeId],
            homeId,
            status: 'all',
            today: londonDate(now()),
          })
        : null;
      const staff = employees
        ? annexStaffList(
            employees,
            a.from,
            await homeStore(store.db, c.orgId).staffQualifications(employees.map((e) => e.id)),
          )
        : null;
      const figures = Object.fromEntries(
        ANNEX_FIGURES.map((f) => {
          const o = inForce.get(`${f.key}:`);
          const override = o?.value ?? null;
          return [
            f.key,
            {
              label: f.label,
              computed: a.figures[f.key],
              override,
              value: override === null ? a.figures[f.key] : Number(override),
              reason: override === null ? null : (o?.reason ?? null),
              by: override === null ? null : (o?.setByName ?? null),
              at: override === null ? null : (o?.setAt ?? null),
            },
          ];
        }),
      );
      return {
        home: { id: home.id, name: home.name },
        urn: (await newest(c, homeId, 'home-details'))?.data.urn ?? null,
        from: a.from,
        to: a.to,
        since: lastDay ? 'inspection' : periodStart ? 'set' : 'year',
        lastInspection: inspection ? { id: inspection.id, day: lastDay } : null,
        completedBy: text('completedBy'),
        notes: text('notes'),
        periodStart,
        figures,
        children: a.children.map((ch) => ({
          ...ch,
          ...Object.fromEntries(ANNEX_CHILD_ITEMS.map((i) => [i, text(i, ch.youngPersonId)])),
          details: details.get(ch.youngPersonId)!,
        })),
        staff,
        canEdit: decideAnnexEdit(c, homeId).ok,
      };
    },

    /**
     * A manager's changes: overrides (with a reason), the return's details and per-child notes. Each is a new entry.
     */
    async saveAnnex(
      c: Caller,
      homeId: string,
      body: {
        figures?: Record<string, { value: string | null; reason?: string | null }>;
        text?: Record<string, string | null>;
        children?: Record<string, Record<string, string | null>>;
      },
    ) {
      await this.annex(c, homeId); // the flag, the home type and read access first
      const edit = decideAnnexEdit(c, homeId);
      if (!edit.ok) throw forbidden(edit.reason);
      const errors: FieldError[] = [];
      const entries: { item: string; youngPersonId: string | null; value: string | null; reason: string | null }[] = [];
      for (const [item, v] of Object.entries(body.figures ?? {})) {
        if (!ANNEX_FIGURES.some((f) => f.key === item)) {
          errors.push({ path: `/figures/${item}`, message: 'is not a figure of Annex A' });
          continue;
        }
        const problem = overrideProblem(item, v.value, v.reason ?? null);
        if (problem)
          errors.push({ path: `/figures/${item}/${problem.startsWith('say') ? 'reason' : 'value'}`, message: problem });
        else entries.push({ item, youngPersonId: null, value: v.value, reason: v.reason?.trim() || null });
      }
      for (const [item, v] of Object.entries(body.text ?? {})) {
        if (!(ANNEX_TEXT_ITEMS as readonly string[]).includes(item))
          errors.push({ path: `/text/${item}`, message: 'is not an item of Annex A' });
        else if (item === 'periodStart' && v !== null && !/^\d{4}-\d{2}-\d{2}$/.test(v))
          errors.push({ path: '/text/periodStart', message: 'must be a date' });
        else entries.push({ item, youngPersonId: null, value: v, reason: null });
      }
      const stays = new Set((await homeStore(store.db, c.orgId).stays(homeId)).map((s) => s.id));
      for (const [yp, items] of Object.entries(body.children ?? {})) {
        if (!stays.has(yp)) {
          errors.push({ path: `/children/${yp}`, message: 'is not a child of this home' });
          continue;
        }
        for (const [item, v] of Object.entries(items)) {
          if (!(ANNEX_CHILD_ITEMS as readonly string[]).includes(item))
            errors.push({ path: `/children/${yp}/${item}`, message: 'is not an item of the child table' });
          else entries.push({ item, youngPersonId: yp, value: v, reason: null });
        }
      }
      if (errors.length) throw invalid('Some changes are not valid.', errors);
      await homeStore(store.db, c.orgId).addAnnexEntries(homeId, c.id, entries);
      return this.annex(c, homeId);
    },

    async annexCsv(c: Caller, homeId: string) {
      const a = await this.annex(c, homeId);
      const csv = annexCsv({
        from: a.from,
        to: a.to,
        figures: a.figures,
        children: a.children as never,
        staff: a.staff,
      });
      return { csv, fileName: `annex-a-${a.home.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${a.to}.csv` };
    },
  };

  function entryOf(row: HomeRecordRow, homeType: string) {
    const type = logTypeOf(row.kind, row.data, homeType)[0] ?? 'other';
    return {
      id: row.id,
      kind: row.kind,
      type,
      typeLabel: homeLogTypes.items.find((t) => t.value === type)?.label ?? type,
      at: row.recordDate,
      summary: summaryLine(row.kind, row.data),
      status: row.status,
      by: row.authorName,
    };
  }
}

export type HomeService = ReturnType<typeof homeService>;
