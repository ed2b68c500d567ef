// Statutory returns and reviews: start one for a period with every question the records can
// answer pre-filled, show each figure beside what the records say now, change a figure with a reason (the records'
// figure kept beside it, with who and when: migration 031), and list the records behind a figure. The records
// themselves are ordinary home records (engine/records): the record service enforces access, the home type
// (`homeTypes` on the definition), the workflow, sign-off and revisions.
import { WORDING_NOTE } from '../../definitions/statutory/questions.ts';
import { resolveWording } from '../../definitions/wording.ts';
import { decideSensitiveReport } from '../access/home.ts';
import { type Caller, decideRecordRead } from '../access/index.ts';
import { decideHrList } from '../access/staff.ts';
import type { FieldError } from '../definitions/ajv.ts';
import { definitionForHomeType, isHomeType } from '../definitions/home-types.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { conflict, forbidden, invalid, notFound } from '../problem.ts';
import type { RecordService } from '../records/service.ts';
import { homeStore } from '../store/home.ts';
import type { Store } from '../store/index.ts';
import { returnsStore } from '../store/returns.ts';
import { addDays, londonDate } from '../time/london.ts';
import { figureOf, figureQuestions, figureWarnings, type Period, periodProblem } from './figures.ts';

/** The statutory forms, the home type each is for, and where its screens live (SPEC §2 Forms). */
export const RETURN_KINDS: Record<
  string,
  { homeType: 'children_home' | 'support_accomodation_for_older_children'; path: string; flags: number }
> = {
  'annual-return': { homeType: 'support_accomodation_for_older_children', path: '/home/annual-return', flags: 17 },
  'inspection-pre-form': { homeType: 'children_home', path: '/home/inspection-pre-form', flags: 0 },
  'quality-standards-review': {
    homeType: 'support_accomodation_for_older_children',
    path: '/home/quality-standards-review',
    flags: 0,
  },
};

/** SPEC §3: a return no one has started is notStarted; once started it is a record in the plan's status machine. */
export function returnStatus(record: { status: string; data: Record<string, unknown> } | null, flags: number) {
  if (!record) return { status: 'notStarted', sectionsComplete: 0, sectionsTotal: flags };
  const sectionsComplete = Array.from(
    { length: flags },
    (_, i) => record.data[`hasCompletedSection${i}`] === true,
  ).filter(Boolean).length;
  return { status: record.status, sectionsComplete, sectionsTotal: flags };
}

interface Deps {
  store: Store;
  registry: DefinitionRegistry;
  records: RecordService;
  now?: () => Date;
}

export function returnsService({ store, registry, records, now = () => new Date() }: Deps) {
  function kindOf(kind: string) {
    const k = RETURN_KINDS[kind];
    if (!k) throw notFound(`Return "${kind}"`);
    return k;
  }

  async function homeFor(c: Caller, homeId: string, want: 'read' | 'edit') {
    const home = await store.forOrg(c.orgId).people.home(homeId);
    if (!home) throw notFound('The home');
    const verdict = decideSensitiveReport(c, homeId, want);
    if (!verdict.ok) throw forbidden(verdict.reason);
    return home;
  }

  function refuseType(kind: string, homeType: string) {
    const k = kindOf(kind);
    if (k.homeType !== homeType) {
      throw conflict(
        `This form is for ${k.homeType === 'children_home' ? "children's homes" : 'supported accommodation'} only.`,
      );
    }
  }

  async function definition(c: Caller, kind: string, homeType: string) {
    const resolved = await registry.latest(kind, c.orgId);
    if (!resolved) throw notFound(`Return "${kind}"`);
    return isHomeType(homeType) ? definitionForHomeType(resolved.def, homeType) : resolved.def;
  }

  /**
   * The period a new return suggests: the pre-form since the last inspection; the others the 12 months to yesterday.
   */
  async function suggestedPeriod(c: Caller, homeId: string, kind: string): Promise<Period> {
    const to = addDays(londonDate(now()), -1);
    let from = addDays(to, kind === 'quality-standards-review' ? -182 : -364);
    if (kind === 'inspection-pre-form') {
      const rows = await homeStore(store.db, c.orgId).records({ homeId, kinds: ['ofsted-inspection'], limit: 1 });
      const last = (rows[0]?.data.endedOn ?? rows[0]?.data.startedOn) as string | undefined;
      if (last && /^\d{4}-\d{2}-\d{2}$/.test(last) && last < to) from = addDays(last, 1);
    }
    return { from, to };
  }

  /** The figures of a return's period, each question with what the records say and what is entered. */
  async function figuresOf(
    c: Caller,
    kind: string,
    record: { id: string; homeId: string | null; data: Record<string, unknown> },
    homeType: string,
  ) {
    const def = await definition(c, kind, homeType);
    const period = { from: String(record.data.periodFrom ?? ''), to: String(record.data.periodTo ?? '') };
    const bad = periodProblem(period);
    const computed = bad ? null : await returnsStore(store.db, c.orgId).figures(record.homeId!, period);
    const entries = new Map(
      (await returnsStore(store.db, c.orgId).figureEntries(record.id)).map((e) => [e.question, e]),
    );
    return {
      period: bad ? null : period,
      // what the records' figures say against each other, whatever the form asks
      warnings: computed ? figureWarnings(computed, homeType) : [],
      wordingNote: WORDING_NOTE,
      questions: figureQuestions(def.schema).map(({ field, figure }) => {
        const entered = typeof record.data[field] === 'number' ? (record.data[field] as number) : null;
        const e = entries.get(field);
        const override =
          e && e.value !== null
            ? { value: e.value, computedThen: e.computed, reason: e.reason, by: e.setByName, at: e.setAt }
            : null;
        const fromRecords = computed ? (computed[figure] ?? 0) : null;
        return {
          question: field,
          title: String(def.schema.properties?.[field]?.title ?? field),
          figure,
          figureLabel: resolveWording(figureOf(figure)!.label, isHomeType(homeType) ? homeType : 'children_home'),
          computed: fromRecords,
          entered,
          override,
          // entered differs from the records without a change recorded here (edited elsewhere, or the records moved on)
          differs: fromRecords !== null && entered !== (override ? override.value : fromRecords),
        };
      }),
    };
  }

  return {
    /** The home's returns of this kind, newest first, with SPEC §3's status (notStarted when there is none). */
    async overview(c: Caller, homeId: string, kind: string) {
      const home = await homeFor(c, homeId, 'read');
      refuseType(kind, home.type);
      const k = kindOf(kind);
      const def = await definition(c, kind, home.type);
      const rows = await homeStore(store.db, c.orgId).records({ homeId, kinds: [kind], limit: 100 });
      const items = rows
        .filter((r) => decideRecordRead(c, def, r).ok)
        .map((r) => ({
          id: r.id,
          periodFrom: r.data.periodFrom ?? null,
          periodTo: r.data.periodTo ?? null,
          authorName: r.authorName,
          ...returnStatus(r, k.flags),
        }));
      return {
        kind,
        title: def.title,
        description: def.description ?? null,
        path: k.path,
        home: { id: home.id, name: home.name, type: home.type },
        suggestedPeriod: await suggestedPeriod(c, homeId, kind),
        status: items[0]?.status ?? 'notStarted',
        items,
        canStart: decideSensitiveReport(c, homeId, 'edit').ok,
      };
    },

    /** Start a return for a period: every figure question pre-filled from the records, every completion flag false. */
    async start(c: Caller, homeId: string, kind: string, body: { periodFrom?: unknown; periodTo?: unknown }) {
      const home = await homeFor(c, homeId, 'edit');
      refuseType(kind, home.type);
      const period = { from: body.periodFrom as string, to: body.periodTo as string };
      const bad = periodProblem(period);
      if (bad) throw invalid('The period is not valid.', [bad]);
      const def = await definition(c, kind, home.type);
      const figures = await returnsStore(store.db, c.orgId).figures(homeId, period);
      const data: Record<string, unknown> = { periodFrom: period.from, periodTo: period.to };
      for (let i = 0; i < kindOf(kind).flags; i++) data[`hasCompletedSection${i}`] = false;
      if (def.schema.properties?.completedOn) data.completedOn = londonDate(now());
      for (const { field, figure } of figureQuestions(def.schema)) data[field] = figures[figure] ?? 0;
      return records.create(c, kind, { homeId, data });
    },

    async figures(c: Caller, kind: string, id: string) {
      kindOf(kind);
      const record = await records.read(c, kind, id);
      const home = await homeFor(c, record.homeId!, 'read');
      return { recordId: id, version: record.version, ...(await figuresOf(c, kind, record, home.type)) };
    },

    /**
     * Change one figure (value null: back to the records' figure). A value other than the records' needs a reason.
     * The record is saved at the caller's version (409 if someone saved first); the change is kept beside the figure
     * the records gave at that moment.
     */
    async setFigure(
      c: Caller,
      kind: string,
      id: string,
      body: { question?: unknown; value?: unknown; reason?: unknown; version?: unknown },
    ) {
      kindOf(kind);
      const record = await records.read(c, kind, id);
      const home = await homeFor(c, record.homeId!, 'edit');
      const current = await figuresOf(c, kind, record, home.type);
      const q = current.questions.find((x) => x.question === body.question);
      const errors: FieldError[] = [];
      if (!q) errors.push({ path: '/question', message: 'is not a question answered from the records' });
      const value = body.value === null ? null : body.value;
      if (value !== null && !(Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100000))
        errors.push({
          path: '/value',
          message: "must be a whole number from 0 to 100000, or null for the records' figure",
        });
      const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
      if (body.reason !== undefined && body.reason !== null && typeof body.reason !== 'string')
        errors.push({ path: '/reason', message: 'must be text' });
      else if (reason.length > 2000) errors.push({ path: '/reason', message: 'must be at most 2000 characters' });
      if (!Number.isInteger(body.version)) errors.push({ path: '/version', message: 'is required' });
      if (!current.period)
        errors.push({ path: '/periodTo', message: 'the return needs its period before figures can be worked out' });
      if (errors.length) throw invalid('The change is not valid.', errors);
      const computed = q!.computed!;
      if (value !== null && value !== computed && !reason)
        throw invalid("Say why the records' figure is not right.", [
          { path: '/reason', message: 'say why the records are not right' },
        ]);
      const updated = await records.update(c, kind, id, {
        data: { ...record.data, [q!.question]: value ?? computed },
        version: body.version as number,
      });
      await returnsStore(store.db, c.orgId).addFigureEntry({
        homeId: record.homeId!,
        recordId: id,
        question: q!.question,
        figure: q!.figure,
        computed,
        value: value === computed ? null : (value as number | null),
        reason: value === null || value === computed ? null : reason,
        setBy: c.id,
      });
      return { record: updated, ...(await figuresOf(c, kind, updated, home.type)) };
    },

    /** Bring every figure no one changed up to what the records say now (the records moved on since it was started). */
    async refresh(c: Caller, kind: string, id: string, body: { version?: unknown }) {
      kindOf(kind);
      const record = await records.read(c, kind, id);
      const home = await homeFor(c, record.homeId!, 'edit');
      if (!Number.isInteger(body.version))
        throw invalid('The change is not valid.', [{ path: '/version', message: 'is required' }]);
      const current = await figuresOf(c, kind, record, home.type);
      if (!current.period)
        throw invalid('The return needs its period before figures can be worked out.', [
          { path: '/periodTo', message: 'is required' },
        ]);
      const data = { ...record.data };
      for (const q of current.questions) if (!q.override) data[q.question] = q.computed;
      const updated = await records.update(c, kind, id, { data, version: body.version as number });
      return { record: updated, ...(await figuresOf(c, kind, updated, home.type)) };
    },

    /** The records (or young people) behind one figure of a return, each the caller may read, with where to open it. */
    async behind(c: Caller, kind: string, id: string, question: string) {
      kindOf(kind);
      const record = await records.read(c, kind, id);
      const home = await homeFor(c, record.homeId!, 'read');
      const { questions, period } = await figuresOf(c, kind, record, home.type);
      const q = questions.find((x) => x.question === question);
      if (!q) throw notFound('The question');
      if (!period) return { question: q, items: [] };
      const f = figureOf(q.figure)!;
      // the staff behind a staff figure are named to those the staff list is open to; others see the count only
      if (f.source === 'staff' && !decideHrList(c).ok) return { question: q, period, source: f.source, items: [] };
      const rows = await returnsStore(store.db, c.orgId).behind(record.homeId!, period, f);
      const items = [];
      for (const r of rows) {
        if (f.source === 'records') {
          const def = (await registry.latest(r.kind!, c.orgId))?.def;
          if (
            !def ||
            !decideRecordRead(c, def, {
              homeId: record.homeId,
              youngPersonId: r.youngPersonId,
              staffId: null,
              status: r.status!,
              authorId: r.authorId,
            }).ok
          )
            continue;
          items.push({ ...r, kindTitle: resolveWording(def.title, home.type as never) });
        } else items.push({ ...r, kindTitle: f.source === 'staff' ? 'Member of staff' : null });
      }
      return { question: q, period, source: f.source, items };
    },
  };
}
