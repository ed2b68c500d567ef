// One read rule for every path that shows record data. Every operation of the OpenAPI
// document is classified here: either it shows records (content, a line of one, a count, or a record's
// id) and is probed, or it says why it does not. A new route fails the first test until it is
// classified. Each probe is asked by three people who must not see the hidden records — the young
// person's own login (a staff draft of their risk assessment; kinds they were not given), a member of
// staff of the home without the young-person permission areas, and staff of another home — and by the
// home's manager, who must see them (so a probe that finds nothing proves something).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examples } from '../../definitions/young-person/examples.ts';
import { example as attendanceExample } from '../../definitions/young-person/examples/education-attendance.ts';
import { example as inOutExample } from '../../definitions/young-person/examples/in-out.ts';
import { example as nightStayExample } from '../../definitions/young-person/examples/night-stay.ts';
import { rebuildCharts } from '../../engine/charts/aggregate.ts';
import { londonDate } from '../../engine/time/london.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople, withOakStaff } from '../helpers/fixtures.ts';
import { markTranscriptionChecked } from '../helpers/medication.ts';
import { as, DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

const RA = 'risk-assessment-self-harm-suicide';
const WEEK = '2025-03-10'; // a quiet week in the demo data, Monday
const IN_MARCH = 'from=2025-03-01T00:00:00Z&to=2025-04-01T00:00:00Z';
const CHART_MARCH = 'from=2025-03-01&to=2025-03-31';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface Ctx {
  yp: string;
  oak: string;
  willow: string;
  ra: string;
  attendance: string;
  inOut: string;
  nightStay: string;
  doc: string;
  task: string;
  marker: string;
  med: string;
  cd: string;
  dose: string;
}
type Method = 'GET' | 'POST' | 'PUT';
interface Probe {
  url: (x: Ctx) => string;
  method?: Method;
  body?: (x: Ctx) => unknown;
  /** The URL names a hidden record (or its file): those who may not see it get 403 or 404. */
  names?: boolean;
  /** The request sends the hidden id, so the answer may repeat it: look for the content only. */
  echoes?: boolean;
  /** What the home's manager must find in the answer, ids mostly (left out for writes: the manager does not write). */
  control?: (x: Ctx) => string[];
  /** Further words that would give a hidden record away (e.g. its kind, where an answer counts by kind). */
  alsoHidden?: (x: Ctx) => string[];
  /** A further check of the manager's answer (that it holds what the restricted must not see). */
  controlCheck?: (body: unknown) => void;
  /** A further check of what a restricted caller got. */
  check?: (
    body: unknown,
    client: { get(url: string): Promise<{ body: unknown }> },
    control: unknown,
  ) => Promise<void> | void;
}

const all = (x: Ctx) => [x.ra, x.attendance, x.inOut, x.nightStay];
const rec =
  (kind: string, id: (x: Ctx) => string, tail = '') =>
  (x: Ctx) =>
    `/api/records/${kind}/${id(x)}${tail}`;
const statusTotal = (body: unknown, key: string) =>
  ((body as { rows?: { key: string; total: number }[] }).rows ?? []).find((r) => r.key === key)?.total ?? 0;

/** Operations that show records, and how to ask each. */
const RECORD_ROUTES: Record<string, Probe[]> = {
  'GET /api/records': [{ url: () => '/api/records?limit=100', control: (x) => [x.ra] }],
  'GET /api/records/{kind}': [
    { url: (x) => `/api/records/${RA}?youngPerson=${x.yp}&limit=100`, control: (x) => [x.ra] },
    { url: () => `/api/records/${RA}?limit=100`, control: (x) => [x.ra] },
    { url: (x) => `/api/records/in-out?youngPerson=${x.yp}&limit=100`, control: (x) => [x.inOut] },
  ],
  'GET /api/records/{kind}/{id}': [
    { url: rec(RA, (x) => x.ra), names: true, control: (x) => [x.ra] },
    { url: rec('night-stay', (x) => x.nightStay), names: true, control: (x) => [x.nightStay] },
  ],
  'GET /api/records/{kind}/{id}/revisions': [
    { url: rec(RA, (x) => x.ra, '/revisions'), names: true, control: () => [] },
  ],
  'GET /api/records/{kind}/{id}/comments': [{ url: rec(RA, (x) => x.ra, '/comments'), names: true, control: () => [] }],
  'PUT /api/records/{kind}/{id}': [
    { method: 'PUT', url: rec(RA, (x) => x.ra), body: () => ({ data: {}, version: 1 }), names: true },
  ],
  'POST /api/records/{kind}/{id}/actions/{action}': [
    { method: 'POST', url: rec(RA, (x) => x.ra, '/actions/submit'), body: () => ({ version: 1 }), names: true },
  ],
  'POST /api/records/{kind}/{id}/archive': [
    { method: 'POST', url: rec(RA, (x) => x.ra, '/archive'), body: () => ({ version: 1 }), names: true },
  ],
  'POST /api/records/{kind}/{id}/unarchive': [
    { method: 'POST', url: rec(RA, (x) => x.ra, '/unarchive'), body: () => ({ version: 1 }), names: true },
  ],
  'POST /api/records/{kind}/{id}/comments': [
    { method: 'POST', url: rec(RA, (x) => x.ra, '/comments'), body: () => ({ body: 'Seen it.' }), names: true },
  ],
  'GET /api/signoffs/inbox': [{ url: () => '/api/signoffs/inbox?limit=200' }],
  'POST /api/signoffs/bulk': [
    {
      method: 'POST',
      url: () => '/api/signoffs/bulk',
      body: (x) => ({ items: [{ kind: RA, id: x.ra, version: 1 }] }),
      echoes: true,
    },
  ],
  'GET /api/young-people/{id}/chronology': [{ url: (x) => `/api/young-people/${x.yp}/chronology`, control: all }],
  // the profile's overview: recent records, plans and review dates
  'GET /api/young-people/{id}/overview': [{ url: (x) => `/api/young-people/${x.yp}/overview`, control: (x) => [x.ra] }],
  // the profile's health and behaviour views and the detailed dashboard (its toggle is turned on below)
  'GET /api/young-people/{id}/accidents': [{ url: (x) => `/api/young-people/${x.yp}/accidents`, control: () => [] }],
  'GET /api/young-people/{id}/interventions': [
    { url: (x) => `/api/young-people/${x.yp}/interventions`, control: () => [] },
  ],
  'GET /api/young-people/{id}/behaviour-management': [
    { url: (x) => `/api/young-people/${x.yp}/behaviour-management`, control: () => [] },
  ],
  'GET /api/young-people/{id}/dashboard': [
    {
      // it counts the last 28 days' records by kind: a count of a hidden kind (this month's prescription) gives it away
      url: (x) => `/api/young-people/${x.yp}/dashboard`,
      control: () => ['"kind":"medication"'],
      alsoHidden: () => ['"kind":"medication"'],
    },
  ],
  'GET /api/young-people/{id}/summary': [{ url: (x) => `/api/young-people/${x.yp}/summary?${IN_MARCH}`, control: all }],
  'GET /api/young-people/{id}/reports/weekly': [
    {
      url: (x) => `/api/young-people/${x.yp}/reports/weekly?week=${WEEK}`,
      control: () => [RA, 'education-attendance', 'in-out', 'night-stay'],
      // the weekly report counts the week's records by kind: a count of a hidden kind gives it away
      alsoHidden: () => ['education-attendance', 'in-out', 'night-stay'],
      // the demo has a finished risk assessment that week too: the draft must not be counted, and the
      // count is what the caller's own summary of the week shows
      check: async (body, client, control) => {
        type Weekly = {
          youngPerson: { id: string };
          weekStart: string;
          weekEnd: string;
          counts: Record<string, { count: number }>;
        };
        const { youngPerson, weekStart, weekEnd, counts } = body as Weekly;
        expect(counts[RA]?.count ?? 0).toBeLessThan((control as Weekly).counts[RA].count);
        const summary = (
          await client.get(`/api/young-people/${youngPerson.id}/summary?from=${weekStart}&to=${weekEnd}`)
        ).body as { records: { kind: string }[] };
        expect(counts[RA]?.count ?? 0).toBe(summary.records.filter((r) => r.kind === RA).length);
      },
    },
  ],
  'GET /api/young-people/{id}/reports/education-attendance': [
    {
      url: (x) => `/api/young-people/${x.yp}/reports/education-attendance?${IN_MARCH}`,
      control: (x) => [x.attendance],
    },
  ],
  'GET /api/young-people/{id}/reports/employment-attendance': [
    { url: (x) => `/api/young-people/${x.yp}/reports/employment-attendance?${IN_MARCH}`, control: () => [] },
  ],
  'GET /api/young-people/{id}/reports/in-out': [
    { url: (x) => `/api/young-people/${x.yp}/reports/in-out?${IN_MARCH}`, control: (x) => [x.inOut] },
  ],
  'GET /api/young-people/{id}/reports/overnight-stays': [
    { url: (x) => `/api/young-people/${x.yp}/reports/overnight-stays?${IN_MARCH}`, control: (x) => [x.nightStay] },
  ],
  'GET /api/charts': [
    {
      url: (x) => `/api/charts?level=yp&metric=riskManagement&type=status&youngPerson=${x.yp}&${CHART_MARCH}`,
      control: () => [],
      // a figure is a record's existence too: nobody restricted may count the draft
      controlCheck: (body) => expect(statusTotal(body, 'ongoing')).toBeGreaterThan(0),
      check: (body) => expect(statusTotal(body, 'ongoing')).toBe(0),
    },
    {
      url: (x) => `/api/charts?level=home&home=${x.oak}&metric=riskManagement&type=status&${CHART_MARCH}`,
      control: () => [],
      controlCheck: (body) => expect(statusTotal(body, 'ongoing')).toBeGreaterThan(0),
      check: (body) => expect(statusTotal(body, 'ongoing')).toBe(0),
    },
  ],
  'GET /api/charts/records': [
    {
      url: (x) => `/api/charts/records?level=yp&metric=riskManagement&type=status&youngPerson=${x.yp}&${CHART_MARCH}`,
      control: (x) => [x.ra],
    },
    {
      url: (x) => `/api/charts/records?level=home&home=${x.oak}&metric=riskManagement&type=status&${CHART_MARCH}`,
      control: (x) => [x.ra],
    },
  ],
  'GET /api/documents': [
    { url: (x) => `/api/documents?youngPerson=${x.yp}`, control: (x) => [x.doc] },
    { url: (x) => `/api/documents?record=${x.ra}`, names: true, control: (x) => [x.doc] },
  ],
  'GET /api/documents/{id}': [{ url: (x) => `/api/documents/${x.doc}`, names: true, control: (x) => [x.doc] }],
  'GET /api/documents/{id}/content': [
    { url: (x) => `/api/documents/${x.doc}/content`, names: true, control: () => [] },
  ],
  'POST /api/documents/{id}/archive': [{ method: 'POST', url: (x) => `/api/documents/${x.doc}/archive`, names: true }],
  'POST /api/documents/{id}/unarchive': [
    { method: 'POST', url: (x) => `/api/documents/${x.doc}/unarchive`, names: true },
  ],
  // a task (and a system alert) may name a record: the name is shown only to those who may see it
  'GET /api/tasks/mine': [{ url: () => '/api/tasks/mine?limit=200' }],
  'GET /api/tasks': [{ url: (x) => `/api/tasks?home=${x.oak}&limit=200`, control: (x) => [x.ra] }],
  'GET /api/tasks/{id}': [{ url: (x) => `/api/tasks/${x.task}`, control: (x) => [x.ra] }],
  'GET /api/alerts/mine': [{ url: () => '/api/alerts/mine?limit=200' }],
  // the header search finds records by their kind's title or their young person's name
  'GET /api/search': [{ url: () => '/api/search?q=self-harm', control: (x) => [x.ra] }],
  // medication: prescriptions are `medication` records (young-person area health), shown by the MAR, the
  // round, stock and the inventory; decideMedication asks for each young person, and refuses a young person's login
  'GET /api/young-people/{id}/mar': [
    {
      url: (x) => `/api/young-people/${x.yp}/mar`,
      control: (x) => [x.med, x.dose],
      alsoHidden: (x) => [x.med, x.dose],
    },
  ],
  'GET /api/young-people/{id}/mar/export': [
    {
      url: (x) => `/api/young-people/${x.yp}/mar/export?month=${londonDate(new Date()).slice(0, 7)}&reason=Checking`,
      control: (x) => [x.marker],
    },
  ],
  'GET /api/homes/{id}/medication-round': [
    { url: (x) => `/api/homes/${x.oak}/medication-round`, control: (x) => [x.med], alsoHidden: (x) => [x.med] },
  ],
  'GET /api/young-people/{id}/medication-stock': [
    { url: (x) => `/api/young-people/${x.yp}/medication-stock`, control: (x) => [x.med], alsoHidden: (x) => [x.med] },
  ],
  'GET /api/young-people/{id}/medication-stock/log': [
    {
      url: (x) => `/api/young-people/${x.yp}/medication-stock/log`,
      control: (x) => [x.med, x.dose],
      alsoHidden: (x) => [x.med, x.dose],
    },
    {
      url: (x) => `/api/young-people/${x.yp}/medication-stock/log?medicationId=${x.med}`,
      names: true,
      control: (x) => [x.dose],
      alsoHidden: (x) => [x.dose],
    },
  ],
  'GET /api/homes/{id}/cd-register': [
    { url: (x) => `/api/homes/${x.oak}/cd-register`, control: (x) => [x.cd], alsoHidden: (x) => [x.cd] },
  ],
  'POST /api/young-people/{id}/medication/{medicationId}/transcription-check': [
    {
      method: 'POST',
      url: (x) => `/api/young-people/${x.yp}/medication/${x.med}/transcription-check`,
      names: true,
      body: () => ({ version: 1, against: 'label', password: DEMO_PASSWORD }),
    },
  ],
  'GET /api/homes/{id}/medication-inventory': [
    { url: (x) => `/api/homes/${x.oak}/medication-inventory`, control: (x) => [x.med], alsoHidden: (x) => [x.med] },
  ],
  'POST /api/young-people/{id}/mar/doses': [
    {
      method: 'POST',
      url: (x) => `/api/young-people/${x.yp}/mar/doses`,
      names: true,
      body: (x) => ({ medicationId: x.med, outcome: 'given', prnReason: 'Headache', password: DEMO_PASSWORD }),
    },
  ],
  // homely remedies (decision 0890): the list names the young person's prescriptions where one stops a remedy
  'GET /api/young-people/{id}/homely-remedies': [
    { url: (x) => `/api/young-people/${x.yp}/homely-remedies`, names: true, control: () => [] },
  ],
  'POST /api/young-people/{id}/mar/homely-doses': [
    {
      method: 'POST',
      url: (x) => `/api/young-people/${x.yp}/mar/homely-doses`,
      names: true,
      body: (x) => ({ itemId: x.med, symptom: 'Headache', password: DEMO_PASSWORD }),
    },
  ],
  'POST /api/mar/homely-doses/{id}/effect': [
    {
      method: 'POST',
      url: (x) => `/api/mar/homely-doses/${x.dose}/effect`,
      body: () => ({ effect: 'Helped' }),
      names: true,
    },
  ],
  'POST /api/mar/doses/{id}/effect': [
    { method: 'POST', url: (x) => `/api/mar/doses/${x.dose}/effect`, body: () => ({ effect: 'Helped' }), names: true },
  ],
  'POST /api/young-people/{id}/medication-stock': [
    {
      method: 'POST',
      url: (x) => `/api/young-people/${x.yp}/medication-stock`,
      names: true,
      body: (x) => ({
        medicationId: x.med,
        kind: 'received',
        quantity: 1,
        expiry: '2030-01-01',
        password: DEMO_PASSWORD,
      }),
    },
  ],
};

/** Operations that show no record data, and why. */
const NOT_RECORDS: Record<string, string> = {
  'GET /api/health': 'service health',
  'POST /api/auth/login': 'signing in',
  'POST /api/auth/set-password': 'signing in',
  'POST /api/auth/password': "one's own password",
  'POST /api/auth/logout-everywhere': 'signing out',
  'POST /api/auth/logout': 'signing out',
  'GET /api/auth/me': 'the caller',
  'POST /api/auth/device-key': "one's own device key (no record data)",
  'GET /api/auth/sign-in-step': 'signing in (the pending second step)',
  'POST /api/auth/second-factor': 'signing in (the second step)',
  'POST /api/auth/second-factor/passkey-options': 'signing in (the second step)',
  'POST /api/auth/second-factor/passkey': 'signing in (the second step)',
  'POST /api/auth/passkey-options': 'signing in with a passkey',
  'POST /api/auth/passkey': 'signing in with a passkey',
  'POST /api/auth/sso/start': 'signing in with the organisation account',
  'GET /api/auth/sso/callback': 'signing in with the organisation account',
  'POST /api/auth/mfa/totp': "one's own second factor",
  'POST /api/auth/mfa/totp/confirm': "one's own second factor",
  'POST /api/auth/mfa/passkey-options': "one's own passkeys",
  'POST /api/auth/mfa/passkeys': "one's own passkeys",
  'GET /api/auth/security': "one's own sessions, devices and sign-in history",
  'GET /api/auth/second-factor-state': "one's own second factor",
  'POST /api/auth/security/totp/remove': "one's own second factor",
  'POST /api/auth/security/passkeys/{id}/remove': "one's own passkeys",
  'POST /api/auth/security/recovery-codes': "one's own recovery codes",
  'GET /api/shared-device': "this browser's shared device: its home's name and who signed in on it this shift",
  'POST /api/shared-device/lock': 'clears the session cookie of this browser',
  'POST /api/shared-device/switch': 'coming back to one of your own sessions by your PIN',
  'GET /api/shared-devices': 'the shared devices of the homes one manages (names, who registered them)',
  'POST /api/shared-devices': "registering this browser as a home's shared device",
  'POST /api/shared-devices/{id}/revoke': "revoking a home's shared device",
  'PUT /api/settings/shared-device-idle': "the organisation's idle minutes for shared devices",
  'POST /api/auth/sessions/{id}/end': "one's own sessions",
  'GET /api/definitions': 'record kinds, not records',
  'GET /api/definitions/{kind}': 'a record kind',
  'GET /api/lists': 'reference lists',
  'GET /api/lists/{key}': 'a reference list',
  'GET /api/homes': 'homes',
  'GET /api/young-people': 'young people, not their records',
  'GET /api/shift-pack': "a home's young people's and staff's names and the forms written offline, no records",
  'POST /api/young-people': 'admission',
  'GET /api/young-people/{id}': "a young person's details",
  'PUT /api/young-people/{id}': "a young person's details",
  'GET /api/staff': 'staff',
  'GET /api/staff/{id}': 'staff',
  'GET /api/account/pin': "one's own PIN (set or not)",
  'PUT /api/account/pin': "one's own PIN",
  'GET /api/account/email': "one's own email choices",
  'PUT /api/account/email': "one's own email choices",
  'POST /api/auth/forgot-password': 'a reset link emailed to a login (no sign-in; the same answer for any email)',
  'GET /api/staff/{id}/pin': 'whether staff have a PIN',
  'DELETE /api/staff/{id}/pin': 'resetting a staff PIN',
  'POST /api/young-people/{id}/archive': 'moving out',
  'POST /api/young-people/{id}/restore': 'moving back',
  'POST /api/young-people/{id}/login': 'their own login',
  'GET /api/young-people/{id}/login': 'their own login',
  'PUT /api/young-people/{id}/login': 'their own login',
  'POST /api/young-people/{id}/login/password': 'their own login',
  'POST /api/young-people/{id}/login/end': 'their own login',
  'GET /api/placing-authority/young-people': "a social worker's own grants (young people and end dates), no records",
  'GET /api/young-people/{id}/placing-authority': 'who from the placing authority sees the young person: managers only',
  'POST /api/young-people/{id}/placing-authority': "giving a social worker the young person's shared records",
  'POST /api/young-people/{id}/placing-authority/{userId}/end': "ending a social worker's access",
  'GET /api/young-people/{id}/record-views':
    'who opened the records: managers of the home and directors only (tested below: a manager without a permission)',
  'GET /api/young-people/{id}/subject-access/{requestId}/pack':
    'a subject access pack: managers of the home and directors only (tests/api/subject-access.test.ts)',
  'GET /api/young-people/{id}/subject-access/{requestId}/pdf':
    'the same pack as a PDF: managers of the home and directors only (tests/api/subject-access.test.ts)',
  'GET /api/staff/{id}/subject-access/{requestId}/pack':
    "a member of staff's subject access pack: HR of their homes and directors, never the person themself " +
    '(tests/api/staff-subject-access.test.ts)',
  'GET /api/staff/{id}/subject-access/{requestId}/pdf':
    'the same pack as a PDF: HR of their homes and directors only (tests/api/staff-subject-access.test.ts)',
  'GET /api/homes/{id}/medication-audit/start':
    "a home's month of medication figures for its audit, from every child's MAR: refused unless the caller may " +
    'read every MAR of the home (tests/api/medication-audit.test.ts)',
  'POST /api/exports':
    'a subject access pack asked for: refused as the pack itself would be (tests/api/exports.test.ts)',
  'GET /api/exports/{id}': "one's own export's state, never another person's (tests/api/exports.test.ts)",
  'GET /api/exports/{id}/file': "one's own export's file, once, never another person's (tests/api/exports.test.ts)",
  'GET /api/retention/review':
    'directors only: which case files and records have ended, by name and date, never their content ' +
    '(tests/api/retention-review.test.ts)',
  'GET /api/retention/destructions': 'directors only: the destruction log holds no record content',
  'POST /api/retention/holds': 'a legal hold (directors): answers its id',
  'POST /api/retention/holds/{id}/lift': 'lifting a legal hold (directors)',
  'POST /api/retention/destructions': 'proposing a destruction (directors): answers its id',
  'POST /api/retention/destructions/{id}/approve': 'destroying (a second director): answers the rows removed by table',
  'POST /api/retention/destructions/{id}/withdraw': 'withdrawing a proposed destruction (directors)',
  'POST /api/documents': 'answers with the uploaded file; attaching it to a record needs edit on that record',
  'POST /api/records/{kind}': "creates the caller's own record and answers with it",
  'POST /api/tasks': 'sets a task; linking it to a record needs read on that record',
  'PUT /api/tasks/{id}': 'answers through the read rule (engine/records/readable.ts)',
  'POST /api/tasks/{id}/complete': 'answers through the read rule',
  'POST /api/tasks/{id}/cancel': 'answers through the read rule',
  'POST /api/tasks/{id}/rejected-by-yp': 'answers through the read rule',
  'POST /api/alerts/read': 'counts only',
  'GET /api/alerts/{id}': 'answers through the read rule (an alert is read only by its recipients and writer)',
  'PUT /api/alerts/{id}': 'alerts written by hand name no record',
  'POST /api/alerts/{id}/read': 'answers through the read rule',
  'POST /api/alerts': 'alerts written by hand name no record',
  'POST /api/alerts/{id}/archive': 'alerts written by hand name no record',
  'POST /api/alerts/{id}/unarchive': 'alerts written by hand name no record',
  'GET /api/settings/organisation': 'settings',
  'PUT /api/settings/organisation': 'settings',
  'GET /api/settings/signoff-rules': 'settings',
  'PUT /api/settings/signoff-rules/{option}': 'settings',
  'GET /api/settings/homes': 'settings',
  'POST /api/settings/homes': 'settings',
  'PUT /api/settings/homes/{id}': 'settings',
  'POST /api/settings/homes/{id}/archive': 'settings',
  'POST /api/settings/homes/{id}/restore': 'settings',
  'GET /api/settings/users': 'settings',
  'GET /api/settings/roles': 'settings (custom roles: areas, permissions and who holds each; no record data)',
  'POST /api/settings/roles': 'settings',
  'GET /api/settings/roles/{id}': 'settings (one custom role and its holders; no record data)',
  'PUT /api/settings/roles/{id}': 'settings',
  'POST /api/settings/roles/{id}/archive': 'settings',
  'POST /api/settings/roles/{id}/restore': 'settings',
  'POST /api/settings/users': 'settings',
  'PUT /api/settings/users/{id}': 'settings',
  'POST /api/settings/users/{id}/reset-password': 'settings',
  'POST /api/settings/users/{id}/deactivate': 'settings',
  'GET /api/settings/users/{id}/security': "settings (a colleague's sessions and factors, no record data)",
  'POST /api/settings/users/{id}/sessions/{sessionId}/end': 'settings',
  'POST /api/settings/users/{id}/reset-second-factor': 'settings',
  'GET /api/settings/mail-log': "the organisation's emails: recipients, subjects, statuses (no record data)",
  'GET /api/settings/second-factor-policy': 'settings',
  'PUT /api/settings/second-factor-policy': 'settings',
  'GET /api/settings/single-sign-on': 'settings',
  'PUT /api/settings/single-sign-on': 'settings',
  'DELETE /api/settings/single-sign-on': 'settings',
  'GET /api/settings/definitions/{kind}/protected-fields': "a record kind's fields that code reads, not records",
  'GET /api/duties/register':
    'duties of the homes the caller manages (the quality view, refused to staff and a young person); record ids only of those homes',
  'GET /api/settings/definitions/{kind}/versions': 'definition versions (settings read; tested below)',
  'GET /api/settings/definitions/{kind}/versions/{id}': 'a definition version (settings read; tested below)',
  'GET /api/settings/definitions/{kind}/compare': 'two definition versions (settings read; tested below)',
  'POST /api/settings/definitions/{kind}/versions': 'settings edit',
  'POST /api/settings/definitions/{kind}/rollback': 'settings edit',
  'POST /api/admin/definitions/{kind}/versions': 'product administrator',
  'POST /api/admin/definitions/{kind}/rollback': 'product administrator',
  'GET /api/admin/customers': 'product administrator',
  'POST /api/admin/customers': 'product administrator',
  'POST /api/admin/customers/{id}/suspend': 'product administrator',
  'POST /api/admin/customers/{id}/enable': 'product administrator',
  'PUT /api/admin/customers/{id}/features': 'product administrator',
  'GET /api/admin/users': 'product administrator',
  'GET /api/charts/metrics': 'the charts model',
  'GET /api/charts/homes': 'homes and their places',
  'PUT /api/charts/homes/{id}/registered-places': "a home's places",
  // accounts: ledger entries and counts are not records; the income tracker reads fee records through decideRecordRead
  'GET /api/accounts/homes': 'petty cash balances',
  'GET /api/accounts/ledger': 'petty cash entries',
  'POST /api/accounts/entries': 'a petty cash entry',
  'POST /api/accounts/top-ups': 'a petty cash entry',
  'POST /api/accounts/entries/{id}/reverse': 'a petty cash entry',
  'GET /api/accounts/entries/{id}/receipt': 'a receipt of a ledger entry (accounts area)',
  'POST /api/accounts/receipts': 'a receipt',
  'POST /api/accounts/counts': 'a cash count',
  'POST /api/accounts/transfers': "a transfer between petty cash and a young person's pot",
  'GET /api/accounts/controls': "the organisation's petty cash controls (three amounts, no one's record)",
  'PUT /api/accounts/controls': "the organisation's petty cash controls",
  'GET /api/accounts/young-people/{id}': "a young person's money (accounts areas)",
  'POST /api/accounts/young-people/{id}/entries': "a young person's money",
  'POST /api/accounts/young-people/{id}/handover': "a young person's money",
  'GET /api/accounts/analytics': 'spending totals',
  'GET /api/accounts/entries.csv': 'petty cash entries',
  'PUT /api/accounts/budgets': 'budgets',
  'GET /api/accounts/income':
    'income figures; each fee and income-change record through decideRecordRead (engine/accounts/income-service.ts)',
  // the home area: every home record it shows or counts passes decideRecordRead (engine/home/service.ts `readable`)
  'GET /api/homes/{id}/summary': 'home records, each through decideRecordRead; home areas only (engine/access/home.ts)',
  'GET /api/homes/{id}/checks': 'home-check records, each through decideRecordRead',
  'POST /api/homes/{id}/checks': "creates the caller's own check and answers with it",
  'POST /api/home-checks/{id}/remedy': 'answers with the check through the record service (the read rule)',
  'POST /api/home-records/{kind}/{id}/follow-ups':
    'task counts; the record is read through the record service (the read rule)',
  'GET /api/homes/{id}/logs': 'home records, each through decideRecordRead',
  'GET /api/homes/{id}/ofsted-notifications':
    "incidents and safeguarding records, each through decideRecordRead; not to a young person's own login",
  'GET /api/homes/{id}/annex-a': 'counts of records each passed through decideRecordRead',
  'PUT /api/homes/{id}/annex-a': "the same counts, and a manager's notes",
  'GET /api/homes/{id}/annex-a/export': 'the same counts as CSV',
  // statutory returns: the return is an ordinary record read through the record service; figures are counts
  'GET /api/homes/{homeId}/returns/{kind}': "the home's returns, each through decideRecordRead",
  'POST /api/homes/{homeId}/returns/{kind}': "creates the caller's own return and answers with it",
  'GET /api/returns/{kind}/{id}/figures': 'counts; the return is read through the record service (the read rule)',
  'PUT /api/returns/{kind}/{id}/figures': 'counts; the return through the record service',
  'POST /api/returns/{kind}/{id}/figures/refresh': 'counts; the return through the record service',
  'GET /api/returns/{kind}/{id}/figures/{question}/records':
    'the records behind a figure, each through decideRecordRead (tests/api/returns.test.ts)',
  // home premises: policies' signatures, a vehicle's mileage, the meal plan's dietary needs (engine/policies,
  // engine/premises)
  'GET /api/policies/mine':
    "policy records of the caller's own homes (staff only, never a young person's own login): the sign rule (engine/access/policies.ts)",
  'GET /api/homes/{id}/policies':
    "policy records of one home: the policy kind's read rule for that home (decideRecord)",
  'GET /api/policies/{id}/signatures': "a policy record through decideRecordRead, and the names of its home's staff",
  'POST /api/policies/{id}/sign': 'a signature; answers with the policy id and version only',
  'GET /api/vehicles/{id}/mileage':
    'an asset record through decideRecordRead; its mileage records each through mayReadRecord (tests/api/premises.test.ts)',
  'GET /api/homes/{id}/meal-plan/needs':
    "young people's health profiles, each through mayReadRecord (young-person area health); tested in tests/api/premises.test.ts",
  // the rota: shifts, patterns and clock times are not records; the rota area and the home decide
  // (engine/access/rota.ts)
  'GET /api/homes/{id}/rota': 'shifts (rota area)',
  'GET /api/homes/{id}/rota/summary': 'hours per person (rota area)',
  'GET /api/rota/my-shifts': "one's own shifts",
  'POST /api/shifts': 'a shift',
  'GET /api/shifts/{id}': 'a shift',
  'PUT /api/shifts/{id}': 'a shift',
  'POST /api/shifts/{id}/archive': 'a shift',
  'POST /api/homes/{id}/rota/paste': 'shifts',
  'POST /api/shifts/{id}/clock': 'clock times',
  'POST /api/shifts/{id}/wakes': 'sleep-in wake-ups',
  'GET /api/homes/{id}/shift-patterns': 'shift patterns',
  'POST /api/homes/{id}/shift-patterns': 'a shift pattern',
  'PUT /api/shift-patterns/{id}': 'a shift pattern',
  'POST /api/shift-patterns/{id}/archive': 'a shift pattern',
  'GET /api/staff/{id}/rota-facts': 'staff rota facts',
  'PUT /api/staff/{id}/rota-facts': 'staff rota facts',
  // leave, overtime, the calendar and pay: requests and pay are not records (engine/access/leave.ts decides); the
  // calendar's appointments and the handovers are records, each through readableRecords (mayReadRecord);
  // tests/api/leave.test.ts
  'GET /api/leave/mine': "one's own leave",
  'GET /api/leave/home/{id}': 'leave of a home (leave read or its manager)',
  'GET /api/leave/balance/{staffId}': 'leave figures',
  'PUT /api/leave/settings/{staffId}': 'how leave is counted (HR)',
  'POST /api/leave': 'a leave request',
  'GET /api/leave/{id}': 'a leave request, its clashing shifts and leave',
  'PUT /api/leave/{id}': 'a leave request',
  'POST /api/leave/{id}/approve': 'a leave request',
  'POST /api/leave/{id}/reject': 'a leave request',
  'POST /api/leave/{id}/cancel': 'a leave request',
  'GET /api/overtime/mine': "one's own overtime",
  'GET /api/overtime/home/{id}': 'overtime of a home',
  'POST /api/overtime': 'an overtime request',
  'GET /api/overtime/{id}': 'an overtime request',
  'POST /api/overtime/{id}/approve': 'an overtime request',
  'POST /api/overtime/{id}/reject': 'an overtime request',
  'POST /api/overtime/{id}/cancel': 'an overtime request',
  'GET /api/pay/gross': 'pay figures (HR, directors); pay-rate records are read for the sums only',
  'GET /api/pay/gross.csv': 'the same as CSV',
  'GET /api/pay/gross/{staffId}': "a person's pay figures",
  'GET /api/pay/reference':
    'the rates pay is checked by (directors): minimum wage bands, night hours, bank holiday changes, no records',
  'POST /api/pay/reference/minimum-wage': 'adding minimum wage rates (directors): answers the id',
  'POST /api/pay/reference/minimum-wage/{id}/correction': 'correcting minimum wage rates (directors): answers the ids',
  'POST /api/pay/reference/premium': 'adding night-premium hours (directors): answers the id',
  'POST /api/pay/reference/premium/{id}/correction': 'correcting night-premium hours (directors): answers the ids',
  'POST /api/pay/reference/bank-holiday': 'adding a bank holiday change (directors): answers the id',
  'POST /api/pay/reference/bank-holiday/{id}/correction':
    'correcting a bank holiday change (directors): answers the ids',
  'GET /api/calendar':
    'shifts, leave and tasks by their own rules; appointment records each through readableRecords (mayReadRecord)',
  'GET /api/calendar/day': 'the same for one day',
  'GET /api/calendar/handovers': 'handover records, each through readableRecords (mayReadRecord)',
  'GET /api/calendar/feed': 'whether one has a feed address',
  'POST /api/calendar/feed': 'a feed address',
  'GET /api/calendar/ical': "one's own shifts, leave and tasks (no records)",
  // training: the catalogue is not records; the matrix, a course's page and who is due read training, qualification,
  // supervision and appraisal records of the staff of the caller's homes for managers, HR and training coordinators
  // (engine/access/training.ts);
  // face-to-face sums minutes of daily logs and key worker sessions, no content (tests/api/training.test.ts)
  'GET /api/training/matrix': "training cells of the staff of the caller's homes (managers, HR, training coordinators)",
  'GET /api/training/courses': 'the course catalogue',
  'POST /api/training/courses': 'a course',
  'POST /api/training/courses/standard': 'courses',
  'GET /api/training/courses/{id}': 'a course and its training cells (as the matrix)',
  'PUT /api/training/courses/{id}': 'a course',
  'POST /api/training/courses/{id}/archive': 'a course',
  'POST /api/training/records/bulk':
    'creates training records through the record service (each checked by decideRecord) and answers with their ids',
  'GET /api/training/due/supervision':
    "dates of supervisions of the caller's homes' staff (managers, HR, directors: those the staff record rule lets read them)",
  'GET /api/training/due/appraisal': 'dates of appraisals, as supervisions',
  'GET /api/training/face-to-face':
    'minutes per member of staff (a sum, no record content), behind enableFaceToFaceTracking',
  // staff: staff records are governed by decideStaffRecord (engine/access/staff.ts) inside decideRecord, so the
  // record routes above hold them to the one read rule; these show no young person's record (tests/api/staff.test.ts)
  'GET /api/hr/employees': 'compliance figures per member of staff, worked out in SQL (HR, managers: their homes)',
  'GET /api/staff/{id}/profile': 'a member of staff and the staff record kinds the caller may open',
  'GET /api/staff/{id}/clockings': 'rota shifts and clock times (enableHrDailyInOut)',
  'GET /api/staff/{id}/accidents': 'accident book entries naming the member of staff, each held to decideRecordRead',
  'GET /api/applications/{id}/hiring': 'the checks an application lacks (decideRecruitment)',
  'POST /api/applications/{id}/make-employee': 'a new user from an application',
  'GET /api/hr/activity-audit': 'changes to staff records, each line held to decideRecordRead',
  'GET /api/developer/tokens': 'developer tools: API tokens',
  'POST /api/developer/tokens': 'developer tools: API tokens',
  'POST /api/developer/tokens/{id}/revoke': 'developer tools: API tokens',
  'GET /api/developer/webhooks': 'developer tools: webhooks',
  'POST /api/developer/webhooks': 'developer tools: webhooks',
  'PUT /api/developer/webhooks/{id}': 'developer tools: webhooks',
  'POST /api/developer/webhooks/{id}/ping': 'developer tools: webhooks',
  'GET /api/developer/webhooks/{id}/deliveries':
    'the delivery log: events and ids, never record content (data minimisation)',
  'GET /api/admin/update-alerts': 'product administrator',
  'POST /api/admin/update-alerts': 'product administrator',
  'PUT /api/admin/update-alerts/{id}': 'product administrator',
  'POST /api/admin/update-alerts/{id}/archive': 'product administrator',
  'POST /api/admin/update-alerts/{id}/restore': 'product administrator',
  'GET /api/update-alerts': 'product announcements',
  'POST /api/update-alerts/{id}/read': 'product announcements',
  'GET /api/admin/data-migration/targets': 'product administrator',
  'GET /api/admin/data-migration/targets/{target}': 'product administrator',
  'POST /api/admin/data-migration/files': 'product administrator',
  'POST /api/admin/data-migration/mappings': 'product administrator',
  'POST /api/admin/data-migration/dry-run': 'product administrator',
  'POST /api/admin/data-migration/imports': 'product administrator',
  'GET /api/admin/data-migration/imports': 'product administrator',
  'GET /api/admin/data-migration/imports/{id}': 'product administrator',
  'POST /api/admin/data-migration/imports/{id}/undo': 'product administrator',
  // help, onboarding and the rewrite beta
  'GET /api/help': 'help articles',
  'GET /api/help/search': 'help articles',
  'GET /api/help/articles/{slug}': 'a help article',
  'GET /api/help/videos': 'training videos',
  'GET /api/help/videos/{id}/video': 'a training video',
  'GET /api/help/videos/{id}/captions.vtt': "a training video's captions",
  'POST /api/admin/training-videos': 'product administrator',
  'POST /api/admin/training-videos/{id}/archive': 'product administrator',
  'POST /api/register': 'asking for an account (nothing usable before approval)',
  'POST /api/admin/companies': 'product administrator',
  'GET /api/admin/account-requests': 'product administrator',
  'POST /api/admin/account-requests/{id}/approve': 'product administrator',
  'POST /api/admin/account-requests/{id}/decline': 'product administrator',
  'GET /api/rewrite': 'whether the rewrite is on',
  'POST /api/rewrite':
    'rewrites the text the caller sends (edit rights on the kind and young person checked); reads no record',
  // transfers between homes: young people and homes, not their records
  'GET /api/transfers': 'transfer requests: young people and homes, not their records',
  'POST /api/transfers': 'a transfer request',
  'GET /api/transfers/destinations': 'homes',
  'GET /api/transfers/askable': 'young people by id a transfer may be asked for: no records',
  'GET /api/transfers/{id}': 'a transfer request',
  'POST /api/transfers/{id}/accept': 'a transfer decision',
  'POST /api/transfers/{id}/decline': 'a transfer decision',
  'POST /api/transfers/{id}/cancel': 'a transfer decision',
  'GET /api/move-in-checklist': "the organisation's move-in checklist",
  // quality: managers of the home and directors only; every record row held to the read rule
  // (tests/api/quality.test.ts)
  'GET /api/quality-assurance':
    'managers and directors only; each record row through engine/records/readable.ts (tests/api/quality.test.ts)',
  'GET /api/manager-review':
    "managers and directors only: the period's figures; the records behind each through the read rule (tests/api/quality.test.ts)",
  'GET /api/company/logo': "the organisation's logo, not a record",
  'PUT /api/company/logo': "the organisation's logo (settings editors)",
  'GET /api/dashboard/layout': 'which dashboard layout the organisation uses',
  'PUT /api/dashboard/layout': 'which dashboard layout the organisation uses (directors)',
  'GET /api/standards-dashboard': 'which charts the dashboard shows',
  'PUT /api/standards-dashboard': 'which charts the dashboard shows (directors)',
};

function multipart(fields: Record<string, string>, file: { name: string; type: string; content: Buffer }) {
  const boundary = '----readrule' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DRIVERS)('one read rule for every path that shows records (%s)', (driver) => {
  let server: TestServer;
  let x: Ctx;
  type Client = ReturnType<typeof as>;
  let manager: Client;
  let restricted: Record<string, Client>;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    const people = await demoPeople(server);
    // the record views behind organisation toggles are probed with them on
    await server.store.db.query(
      `update organisations set settings = jsonb_set(coalesce(settings, '{}'), '{toggles}',
      coalesce(settings -> 'toggles', '{}') || '{"employmentAttendance": true, "detailedYpDashboard": true}') where id = $1`,
      [people.orgId],
    );
    await server.app.remembered.settled();
    manager = await clientFor(server, 'manager.oak@demo.care');
    const yp = people.oakYp;
    const marker = `HIDDEN-${driver}-${Date.now()}`;
    const made = async (kind: string, data: unknown) => {
      const res = await manager.post(`/api/records/${kind}`, {
        youngPersonId: yp.id,
        data: withOakStaff(data, people),
      });
      if (res.status !== 201) throw new Error(`${kind}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id as string;
    };
    // without its links to incidents (the example's ids are placeholders)
    const { linkedIncidents: _links, ...raExample } = examples[RA] as Record<string, unknown> & {
      selfHarm: Record<string, unknown>;
    };
    // the demo's own assessment for them is dated this month: archived, this March 2025 one is their current
    // plan (the overview shows the newest of each plan kind)
    await server.store.db.query(`update records set archived_at = now() where young_person_id = $1 and kind = $2`, [
      yp.id,
      RA,
    ]);
    // a staff draft of the young person's risk assessment (a plan they may read once it is finished)
    const ra = await made(RA, {
      ...raExample,
      assessmentDate: '2025-03-12',
      selfHarm: { ...raExample.selfHarm, history: marker },
    });
    const attendance = await made('education-attendance', attendanceExample);
    const inOut = await made('in-out', inOutExample);
    const nightStay = await made('night-stay', {
      ...nightStayExample,
      night: '2025-03-13',
      expectedBackAt: '2025-03-14T12:00:00Z',
      returnedAt: '2025-03-14T11:45:00Z',
    });
    expect((await manager.post(`/api/records/${RA}/${ra}/comments`, { body: `${marker} comment` })).status).toBe(201);
    const form = multipart(
      { recordId: ra, title: `${marker} file` },
      { name: 'plan.pdf', type: 'application/pdf', content: PDF },
    );
    const doc = await server.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: form.payload,
      headers: { ...form.headers, cookie: manager.cookie },
    });
    if (doc.statusCode !== 201) throw new Error(`document: ${doc.statusCode} ${doc.body}`);
    const alex = people.user('alex.oak@demo.care');
    const task = await manager.post('/api/tasks', {
      type: 'key worker session',
      title: 'Go through the safety plan',
      dueAt: '2025-03-20T10:00:00Z',
      assignedTo: [alex.id],
      recordId: ra,
    });
    if (task.status !== 201) throw new Error(`task: ${task.status} ${JSON.stringify(task.body)}`);
    // a prescription (the demo has the MAR and inventory toggles on) with stock received and a PRN dose given this
    // month
    // allergies first: a dose is given only once the young person's allergy status is recorded
    await made('health-profile', { updatedOn: londonDate(new Date()), noKnownAllergies: true });
    const med = await made('medication', {
      name: `${marker} Paracetamol 500 mg`,
      form: 'tablet',
      strength: '500 mg',
      dose: '1 tablet',
      doseQuantity: 1,
      route: 'oral',
      regularity: 'prn',
      prn: { indication: 'Headache', minIntervalHours: 4, maxDosesIn24h: 4 },
      start: `${londonDate(new Date()).slice(0, 8)}01`,
      stockUnit: 'tablet',
    });
    await markTranscriptionChecked(server, med); // checked against its label, so it is on the MAR
    // a controlled drug, for the CD register's page
    const cd = await made('medication', {
      name: `${marker} Methylphenidate 10 mg`,
      form: 'tablet',
      strength: '10 mg',
      dose: '1 tablet',
      doseQuantity: 1,
      route: 'oral',
      regularity: 'regular',
      times: ['07:30'],
      start: `${londonDate(new Date()).slice(0, 8)}01`,
      stockUnit: 'tablet',
      controlled: true,
      cdSchedule: '2',
    });
    const stock = await manager.post(`/api/young-people/${yp.id}/medication-stock`, {
      medicationId: med,
      kind: 'received',
      quantity: 20,
      expiry: '2030-01-01',
      password: DEMO_PASSWORD,
    });
    if (stock.status !== 201) throw new Error(`stock: ${stock.status} ${JSON.stringify(stock.body)}`);
    const dose = await manager.post(`/api/young-people/${yp.id}/mar/doses`, {
      medicationId: med,
      outcome: 'given',
      prnReason: 'Headache',
      password: DEMO_PASSWORD,
    });
    if (dose.status !== 201) throw new Error(`dose: ${dose.status} ${JSON.stringify(dose.body)}`);
    await rebuildCharts(server.store, people.orgId);
    x = {
      yp: yp.id,
      oak: people.oak.id,
      willow: people.willow.id,
      ra,
      attendance,
      inOut,
      nightStay,
      doc: doc.json().id,
      task: task.body.id,
      marker,
      med,
      cd,
      dose: dose.body.id,
    };

    // the young person's own login (SPEC §2: their plans, their views and complaints)
    expect(
      (
        await manager.post(`/api/young-people/${yp.id}/login`, {
          email: `yp.${driver}@demo.care`,
          password: 'OwnLogin2026!',
          plans: true,
          viewsComplaints: true,
        })
      ).status,
    ).toBe(201);
    // staff of the home without the young-person permission areas of these records
    await server.store.db.query(
      `update users set yp_permissions = '{"plans":"none","educationAttendance":"none","inOut":"none","nightStay":"none","health":"none"}' where email = 'alex.oak@demo.care'`,
    );
    await server.app.remembered.settled();
    restricted = {
      "young person's own login": as(server.app, await login(server.app, `yp.${driver}@demo.care`, 'OwnLogin2026!')),
      'staff without the young-person permission': await clientFor(server, 'alex.oak@demo.care'),
      'staff of another home': await clientFor(server, 'staff.willow@demo.care'),
    };
  });
  afterAll(() => server?.close());

  const call = async (c: Client, method: Method, url: string, body?: unknown) => {
    const res = await server.app.inject({ method, url, payload: body as object, headers: { cookie: c.cookie } });
    return { status: res.statusCode, text: res.body, json: () => res.json() as unknown };
  };

  it('every operation of the OpenAPI document is classified: it shows records (probed below) or says why not', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const unclassified = operations.filter((op) => !(op in RECORD_ROUTES) && !(op in NOT_RECORDS));
    expect(unclassified, 'classify these in tests/api/read-rule.test.ts').toEqual([]);
    expect(
      Object.keys(RECORD_ROUTES).filter((op) => !operations.includes(op)),
      'probes of operations that no longer exist',
    ).toEqual([]);
  });

  for (const [operation, probes] of Object.entries(RECORD_ROUTES)) {
    it(`${operation}: the manager sees the records; the young person's login, staff without the permission and another home do not`, async () => {
      for (const p of probes) {
        const method = p.method ?? 'GET';
        const url = p.url(x);
        let control: unknown = null;
        if (p.control) {
          const seen = await call(manager, method, url);
          control = seen.text.startsWith('{') ? seen.json() : null;
          expect(seen.status, `manager ${url}: ${seen.text.slice(0, 300)}`).toBe(200);
          for (const id of p.control(x)) expect(seen.text, `manager ${url} should show ${id}`).toContain(id);
          p.controlCheck?.(seen.json());
        }
        for (const [who, client] of Object.entries(restricted)) {
          const res = await call(client, method, url, p.body?.(x));
          const where = `${who}: ${method} ${url} → ${res.status} ${res.text.slice(0, 300)}`;
          if (p.names) expect([403, 404], where).toContain(res.status);
          else expect([200, 403, 404], where).toContain(res.status);
          expect(res.text, where).not.toContain(x.marker);
          const hidden = [
            ...(p.names || p.echoes ? [] : [x.ra, x.attendance, x.inOut, x.nightStay, x.doc]),
            ...(p.alsoHidden?.(x) ?? []),
          ];
          for (const h of hidden) expect(res.text, `${where} shows ${h}`).not.toContain(h);
          if (p.check && res.status === 200) await p.check(res.json(), client, control);
        }
      }
    });
  }

  it("a finished plan is the young person's to read, without the drafts before it; the chronology and weekly report follow their own permission areas", async () => {
    const yp = restricted["young person's own login"];
    const PLAN = 'placement-plan';
    // a staff draft of their placement plan, a plan written with them (the plans permission opens it once finished)
    const draft = await manager.post(`/api/records/${PLAN}`, {
      youngPersonId: x.yp,
      data: withOakStaff(examples[PLAN], await demoPeople(server)),
    });
    expect(draft.status).toBe(201);
    const plan = draft.body.id as string;
    expect([403, 404]).toContain((await yp.get(`/api/records/${PLAN}/${plan}`)).status);
    expect(
      (await manager.post(`/api/records/${PLAN}/${plan}/actions/submit`, { version: draft.body.version })).status,
    ).toBe(200);
    const shared = await yp.get(`/api/records/${PLAN}/${plan}`);
    expect(shared.status).toBe(200);
    const revisions = (await yp.get(`/api/records/${PLAN}/${plan}/revisions`)).body as { status: string }[];
    expect(revisions.length).toBeGreaterThan(0);
    expect(revisions.map((r) => r.status)).not.toContain('ongoing');
    expect(
      (await manager.get(`/api/records/${PLAN}/${plan}/revisions`)).body.map((r: { status: string }) => r.status),
    ).toContain('ongoing');
    const chronology = (await yp.get(`/api/young-people/${x.yp}/chronology`)).body.map((r: { id: string }) => r.id);
    expect(chronology).toContain(plan);
    // a finished risk assessment stays staff's to share in person: never opened by the young person's own login
    const data = (await manager.get(`/api/records/${RA}/${x.ra}`)).body;
    expect((await manager.post(`/api/records/${RA}/${x.ra}/actions/submit`, { version: data.version })).status).toBe(
      200,
    );
    expect((await yp.get(`/api/records/${RA}/${x.ra}`)).status).toBe(403);
    expect((await yp.get(`/api/young-people/${x.yp}/chronology`)).body.map((r: { id: string }) => r.id)).not.toContain(
      x.ra,
    );

    await server.store.db.query(
      `update users set yp_permissions = '{"chronology":"none","weeklyReports":"none"}' where email = 'staff.oak@demo.care'`,
    );
    await server.app.remembered.settled();
    const sam = await clientFor(server, 'staff.oak@demo.care');
    expect((await sam.get(`/api/young-people/${x.yp}/chronology`)).status).toBe(403);
    expect((await sam.get(`/api/young-people/${x.yp}/reports/weekly?week=${WEEK}`)).status).toBe(403);
    expect((await sam.get(`/api/records/${RA}/${x.ra}`)).status).toBe(200);
  });

  it("who opened a young person's records lists only records the manager asking may see", async () => {
    const director = await clientFor(server, 'director@demo.care');
    expect((await manager.get(`/api/records/${RA}/${x.ra}`)).status).toBe(200); // an opening to list
    expect((await manager.get(`/api/records/in-out/${x.inOut}`)).status).toBe(200);
    expect(
      (await director.get(`/api/young-people/${x.yp}/record-views?limit=200`)).body.items.map(
        (v: { recordId: string }) => v.recordId,
      ),
    ).toContain(x.ra);
    // a manager of the home without the plans permission for this young person
    await server.store.db.query(
      `insert into user_homes (user_id, home_id, org_id) select id, $1, org_id from users where email = 'manager.willow@demo.care' on conflict do nothing`,
      [x.oak],
    );
    await server.store.db.query(
      `update users set yp_permissions = '{"plans":"none"}' where email = 'manager.willow@demo.care'`,
    );
    await server.app.remembered.settled();
    const views = await (
      await clientFor(server, 'manager.willow@demo.care')
    ).get(`/api/young-people/${x.yp}/record-views?limit=200`);
    expect(views.status).toBe(200);
    expect(views.body.items.length).toBeGreaterThan(0);
    expect(JSON.stringify(views.body)).not.toContain(x.ra);
  });

  it("a definition version whole, and two compared, are for settings readers, not a young person's login", async () => {
    const director = await clientFor(server, 'director@demo.care');
    const versions = (await director.get(`/api/settings/definitions/${RA}/versions`)).body as { id: number }[];
    const id = versions[0].id;
    expect((await director.get(`/api/settings/definitions/${RA}/versions/${id}`)).status).toBe(200);
    expect((await director.get(`/api/settings/definitions/${RA}/compare?from=${id}&to=${id}`)).status).toBe(200);
    for (const client of Object.values(restricted)) {
      expect((await client.get(`/api/settings/definitions/${RA}/versions/${id}`)).status).toBe(403);
      expect((await client.get(`/api/settings/definitions/${RA}/compare?from=${id}&to=${id}`)).status).toBe(403);
    }
  });
});
