// What the caller may do, said once for the web app: per access area, per record kind, per home and per
// young person, each answer taken from the same engine/access decisions the routes ask. The web reads this
// and keeps no rule of its own; the routes still decide every request (this answer only picks what to offer).
//
// "Without a specific record": a kind's actions are judged for a record in a home the caller works in, about
// a young person the caller holds no per-young-person override for (or their own, for a young person's own
// login) or a colleague other than themself. Every home the caller works in gets the same answer (the rules
// ask only whether they work there and whether they manage), so `homes` lists each home and `kinds` holds
// for any of them. Young people the caller has an override for are answered one by one.
import { KIND_TOGGLES } from '../../definitions/kind-toggles.ts';
import {
  ACCESS_AREAS,
  type RecordDefinition,
  YP_PERMISSION_AREAS,
  type YpPermissionArea,
} from '../definitions/types.ts';
import {
  allowedActionsFor,
  initialStatus,
  machineFor,
  type WorkflowActor,
  type WorkflowContext,
} from '../workflow/index.ts';
import { decidePettyCash } from './accounts.ts';
import { decideDeveloper } from './developer.ts';
import { decideAnnexEdit, decideHome, decideSensitiveReport } from './home.ts';
import {
  areaLevel,
  type Caller,
  canEditManagerFields,
  decideDocument,
  decideRecord,
  decideSettings,
  isDirector,
  isManagerFor,
  isProductAdministrator,
  isSocialWorker,
  isYoungPersonLogin,
  type Level,
  placedYoungPeople,
  type RecordPlace,
  socialWorkerAreaLevel,
  worksIn,
  YOUNG_PERSON_GRANTS,
  ypLevel,
} from './index.ts';
import { decideDecision, decideHomeLeave, decidePay, decidePersonLeave } from './leave.ts';
import { decideMedication, decideMedicationToggle, decideWitness } from './medication.ts';
import { decidePinReset } from './pin.ts';
import { decideQuality, decideStandardsChoice } from './quality.ts';
import { decideRota } from './rota.ts';
import { decideHrList, decideStaffProfile } from './staff.ts';
import { decideBulk, decideHomeTasks, decideTaskAssign } from './tasks-alerts.ts';
import { decideCatalogueWrite, decideTrainingView } from './training.ts';
import { decideYoungPeopleEdit, managesYoungPeople, seesYoungPeople } from './young-people.ts';

/** Stand-ins for "a young person / a colleague in this home": ids no override or person ever has. */
const A_YOUNG_PERSON = 'a-young-person-of-the-home';
const A_COLLEAGUE = 'a-colleague-in-the-home';

export interface KindAbilities {
  create: boolean;
  read: boolean;
  edit: boolean;
  submit: boolean;
  signOff: boolean;
  reopen: boolean;
  archive: boolean;
}

export interface HomeAbilities {
  /** sensitiveReports: Annex A and the statutory returns, which list many children's details. */
  home: { read: boolean; edit: boolean; logs: boolean; annexA: boolean; sensitiveReports: boolean };
  youngPeople: { read: boolean; add: boolean; manage: boolean };
  records: { archive: boolean; managerFields: boolean };
  rota: { read: boolean; edit: boolean; manage: boolean };
  leave: { read: boolean; edit: boolean; decide: boolean; colleagues: boolean };
  medication: { read: boolean; record: boolean; witness: boolean; countStock: boolean };
  accounts: { read: boolean; record: boolean; manage: boolean };
  tasks: { list: boolean; assignOthers: boolean };
  staff: { readProfiles: boolean; editProfiles: boolean; resetPin: boolean };
}

export interface YoungPersonAbilities {
  /** Per-young-person permission areas, as the engine reads them for this young person. */
  areas: Record<string, Level>;
  documents: { read: boolean; edit: boolean };
  /** Record kinds the caller may start about this young person. */
  create: string[];
}

export interface Abilities {
  /** The caller's level in each access area (a director every area; a young person's own login none). */
  areas: Record<string, Level>;
  kinds: Record<string, KindAbilities>;
  homes: Record<string, HomeAbilities>;
  /** `default`: a young person the caller holds no override for; `overridden`: each one they do. */
  youngPeople: { default: YoungPersonAbilities; overridden: Record<string, YoungPersonAbilities> };
  organisation: {
    ownLogin: boolean;
    /** A placing authority's social worker: their own young people, until the dates the homes set, and no more. */
    placingAuthority: boolean;
    search: boolean;
    youngPeople: boolean;
    policies: boolean;
    staff: { list: boolean };
    training: { view: boolean; write: boolean };
    /** `rates`: the rates pay is checked and paid by (engine/pay/reference-service.ts: directors). */
    pay: { everyone: boolean; rates: boolean };
    settings: { read: boolean; edit: boolean };
    developer: { read: boolean; edit: boolean };
    quality: { view: boolean; chooseCharts: boolean };
    productAdministration: boolean;
    /** The retention review: what has reached its end, legal holds, destruction (directors). */
    retentionReview: boolean;
    managesAHome: boolean;
    bulk: { signOff: boolean; readAlerts: boolean };
    turnedOn: { mar: boolean; medicationInventory: boolean };
  };
}

export interface AbilityFacts {
  /** The homes the caller works in (a director: every home of the organisation), not archived. */
  homeIds: string[];
  /** The newest definition of every kind, for the caller's organisation. */
  definitions: RecordDefinition[];
  settings: Record<string, unknown>;
  features: Record<string, boolean>;
  productAdminEmail: string | undefined;
}

function placeFor(c: Caller, def: RecordDefinition, homeId: string | null, youngPersonId: string): RecordPlace {
  if (def.subject === 'young-person') return { homeId, youngPersonId, staffId: null };
  if (def.subject === 'staff') return { homeId, youngPersonId: null, staffId: A_COLLEAGUE };
  if (def.subject === 'home') return { homeId, youngPersonId: null, staffId: null };
  return { homeId: null, youngPersonId: null, staffId: null }; // the organisation's own records
}

const switchedOff = (def: RecordDefinition, toggles: Record<string, unknown>) => {
  const need = KIND_TOGGLES[def.kind];
  return !!need && toggles[need.toggle] !== true;
};

/** The workflow's answer for a record at `status`, with the default sign-off (the home's managers sign). */
function workflowAllows(c: Caller, def: RecordDefinition, status: string, actor: WorkflowActor, action: string) {
  // a workflow without this status (none; an approval kind has no draft or sign-offs) never allows it
  if (!(status in (machineFor(def.workflow).config.states ?? {}))) return false;
  const context: WorkflowContext = {
    mode: 'default',
    managerSigners: actor.isManager ? [c.id] : [],
    managerSigned: false,
    otherSigners: [],
  };
  return allowedActionsFor(def.workflow, status as never, context, actor).includes(action as never);
}

function kindAbilities(
  c: Caller,
  def: RecordDefinition,
  homeId: string | null,
  youngPersonId: string,
  toggles: Record<string, unknown>,
): KindAbilities {
  const place = placeFor(c, def, homeId, youngPersonId);
  const read = decideRecord(c, def, place, 'read').ok;
  const edit = decideRecord(c, def, place, 'edit').ok;
  const actor: WorkflowActor = { id: c.id, isManager: isManagerFor(c, place.homeId), canEdit: edit };
  // the manager sign-off of a record someone else wrote is asked of the managers placed in its home
  // (engine/records/signers.ts; the directors only where the home has none, which the record itself says)
  const placed = c.isManager && place.homeId !== null && c.homeIds.includes(place.homeId);
  const signer: WorkflowActor = { ...actor, isManager: placed };
  return {
    create: edit && !switchedOff(def, toggles),
    read,
    edit: edit && !switchedOff(def, toggles),
    submit: workflowAllows(c, def, initialStatus(def.workflow), actor, 'submit'),
    signOff: read && def.workflow === 'signoff' && workflowAllows(c, def, 'signoffs_pending', signer, 'sign-off'),
    reopen: read && workflowAllows(c, def, 'complete', actor, 'reopen'),
    archive: read && isManagerFor(c, place.homeId),
  };
}

function homeAbilities(c: Caller, homeId: string): HomeAbilities {
  const yp = { id: A_YOUNG_PERSON, homeId };
  const colleague = { id: A_COLLEAGUE, homeIds: [homeId], role: 'staff' };
  const ok = (v: { ok: boolean }) => v.ok;
  return {
    home: {
      read: ok(decideHome(c, homeId, ['home', 'home_logs'], 'read')),
      edit: ok(decideHome(c, homeId, ['home'], 'edit')),
      logs: ok(decideHome(c, homeId, ['home_logs'], 'edit')),
      annexA: ok(decideAnnexEdit(c, homeId)),
      sensitiveReports: ok(decideSensitiveReport(c, homeId, 'read')),
    },
    youngPeople: {
      read: seesYoungPeople(c) && worksIn(c, homeId),
      add: ok(decideYoungPeopleEdit(c, homeId)),
      manage: managesYoungPeople(c, homeId),
    },
    records: { archive: isManagerFor(c, homeId), managerFields: canEditManagerFields(c, homeId) },
    rota: {
      read: ok(decideRota(c, homeId, 'read')),
      edit: ok(decideRota(c, homeId, 'edit')),
      manage: ok(decideRota(c, homeId, 'manage')),
    },
    leave: {
      read: ok(decideHomeLeave(c, homeId, 'read')),
      edit: ok(decideHomeLeave(c, homeId, 'edit')),
      decide: ok(decideDecision(c, { staffId: A_COLLEAGUE, homeId })),
      colleagues: ok(decidePersonLeave(c, colleague, null)),
    },
    medication: {
      read: ok(decideMedication(c, yp, 'read')),
      record: ok(decideMedication(c, yp, 'record')),
      witness: ok(decideWitness(c, A_COLLEAGUE, yp)),
      countStock: ok(decideMedication(c, yp, 'manage')),
    },
    accounts: {
      read: ok(decidePettyCash(c, homeId, 'read')),
      record: ok(decidePettyCash(c, homeId, 'record')),
      manage: ok(decidePettyCash(c, homeId, 'manage')),
    },
    tasks: {
      list: ok(decideHomeTasks(c, homeId)),
      assignOthers: ok(decideTaskAssign(c, homeId, [A_COLLEAGUE])),
    },
    staff: {
      readProfiles: ok(decideStaffProfile(c, colleague, 'read')),
      editProfiles: ok(decideStaffProfile(c, colleague, 'edit')),
      resetPin: ok(decidePinReset(c, colleague)),
    },
  };
}

/** A young person's own login: what they were given, never beyond what such a login may hold. */
function ownLoginLevel(c: Caller, area: YpPermissionArea): Level {
  const most = YOUNG_PERSON_GRANTS[area] ?? 'none';
  const given = c.ypPermissions[area] ?? 'none';
  return given === 'none' || most === 'none' ? 'none' : given === 'read' || most === 'read' ? 'read' : 'edit';
}

function youngPersonAbilities(
  c: Caller,
  youngPersonId: string,
  homeId: string | null,
  facts: AbilityFacts,
  toggles: Record<string, unknown>,
): YoungPersonAbilities {
  const cyp = areaLevel(c, 'cyp');
  const own = isYoungPersonLogin(c);
  return {
    areas: Object.fromEntries(
      YP_PERMISSION_AREAS.map((a) => [
        a,
        own
          ? ownLoginLevel(c, a)
          : isSocialWorker(c)
            ? socialWorkerAreaLevel(c, youngPersonId, a)
            : ypLevel(c, youngPersonId, a, cyp),
      ]),
    ),
    documents: {
      read: decideDocument(c, { homeId, youngPersonId }, 'read').ok,
      edit: decideDocument(c, { homeId, youngPersonId }, 'edit').ok,
    },
    create: facts.definitions
      .filter((d) => d.subject === 'young-person' && kindAbilities(c, d, homeId, youngPersonId, toggles).create)
      .map((d) => d.kind),
  };
}

/** Everything the caller may do, from engine/access alone. */
export function abilitiesOf(c: Caller, facts: AbilityFacts): Abilities {
  const toggles = (facts.settings.toggles ?? {}) as Record<string, unknown>;
  const here = facts.homeIds[0] ?? null;
  // a young person's own login, and a placing authority's social worker, are answered for their own young people
  const placed = isSocialWorker(c) ? placedYoungPeople(c) : [];
  const ownYoungPerson = isYoungPersonLogin(c) ? c.youngPersonId : (placed[0] ?? null);
  const someone = ownYoungPerson ?? A_YOUNG_PERSON;
  const ok = (v: { ok: boolean }) => v.ok;
  const homes = Object.fromEntries(facts.homeIds.map((h) => [h, homeAbilities(c, h)]));
  return {
    areas: Object.fromEntries(ACCESS_AREAS.map((a) => [a, areaLevel(c, a)])),
    kinds: Object.fromEntries(facts.definitions.map((d) => [d.kind, kindAbilities(c, d, here, someone, toggles)])),
    homes,
    youngPeople: {
      default: youngPersonAbilities(c, someone, here, facts, toggles),
      overridden: Object.fromEntries(
        [...Object.keys(c.ypOverrides), ...placed].map((id) => [id, youngPersonAbilities(c, id, here, facts, toggles)]),
      ),
    },
    organisation: {
      ownLogin: isYoungPersonLogin(c),
      placingAuthority: isSocialWorker(c),
      search: !isYoungPersonLogin(c) && !isSocialWorker(c),
      youngPeople: seesYoungPeople(c) || placed.length > 0,
      policies: !isYoungPersonLogin(c) && !isSocialWorker(c),
      staff: { list: ok(decideHrList(c)) },
      training: { view: ok(decideTrainingView(c)), write: ok(decideCatalogueWrite(c)) },
      pay: { everyone: ok(decidePay(c, A_COLLEAGUE)), rates: isDirector(c) },
      settings: { read: ok(decideSettings(c, 'read')), edit: ok(decideSettings(c, 'edit')) },
      developer: { read: ok(decideDeveloper(c, 'read')), edit: ok(decideDeveloper(c, 'edit')) },
      quality: { view: ok(decideQuality(c)), chooseCharts: ok(decideStandardsChoice(c)) },
      productAdministration: isProductAdministrator(c, facts.productAdminEmail),
      retentionReview: isDirector(c),
      managesAHome: facts.homeIds.some((h) => isManagerFor(c, h)),
      bulk: {
        signOff: ok(decideBulk(facts.settings, 'bulkSignoff')),
        readAlerts: ok(decideBulk(facts.settings, 'bulkReadAlerts')),
      },
      turnedOn: {
        mar: ok(decideMedicationToggle(facts.settings, 'mar')),
        medicationInventory: ok(decideMedicationToggle(facts.settings, 'medicationInventory')),
      },
    },
  };
}
