// The store: the only module that writes SQL. Callers get functions scoped to one organisation.
import { adminStore } from './admin.ts';
import { administrationStore, loginTokenStore, platformStore } from './administration.ts';
import { alertStore } from './alerts.ts';
import { auditStore, recordViewLog } from './audit.ts';
import { bulkStore } from './bulk.ts';
import { chartMaintenance, chartStore } from './charts.ts';
import { commentStore } from './comments.ts';
import { customRoleStore } from './custom-roles.ts';
import { dataMigrationStore } from './data-migration.ts';
import { datedItemStore } from './dated-items.ts';
import type { Db, Sql } from './db.ts';
import { definitionStore } from './definitions.ts';
import { developerStore, tokenLookup } from './developer.ts';
import { documentStore } from './documents.ts';
import { exportFileStore } from './export-files.ts';
import { knownIdentifiers } from './identifiers.ts';
import { mailStore, orgsWithAlertsToMail } from './mail.ts';
import { accountRequestStore, trainingVideoStore } from './onboarding.ts';
import { outboxRelayStore, outboxStore } from './outbox.ts';
import { loginCandidates, peopleStore } from './people.ts';
import { placingAccessStore } from './placing-authority.ts';
import { recordStore } from './records.ts';
import { retentionReviewStore } from './retention-review.ts';
import { workerScans } from './scans.ts';
import { passkeyLookup, secondFactorStore } from './second-factors.ts';
import { sessionStore } from './sessions.ts';
import { sharedDeviceByToken, sharedDeviceStore } from './shared-devices.ts';
import { challengeStore, signInStore } from './sign-ins.ts';
import { ssoLookup, ssoSettingsStore } from './single-sign-on.ts';
import { staffStore } from './staff.ts';
import { subjectAccessStore } from './subject-access.ts';
import { taskStore } from './tasks.ts';
import { updateAlertStore } from './update-alerts.ts';

export type { AlertPatch, NewAlert } from './alerts.ts';
export type { RecordView } from './audit.ts';
export type { ChartBucket, ChartFilter, ChartGroup, ChartSourceRow, DrillRow } from './charts.ts';
export type { CustomRoleInput, CustomRoleRow } from './custom-roles.ts';
export type { ImportedRecord, ImportRow } from './data-migration.ts';
export type { Db, DbOptions, Listener } from './db.ts';
export { openDb } from './db.ts';
export type { ApiTokenRow, DeliveryRow, LiveToken, Scopes, WebhookRow } from './developer.ts';
export type { Delivery, MailLogRow, MailStatus, NewMail } from './mail.ts';
export { migrate } from './migrate.ts';
export * from './rows.ts';
export type { IncidentScanRow } from './scans.ts';
export type { FactorSummary, MfaPolicyName, MfaPolicyRow, PasskeyRow } from './second-factors.ts';
export type { RunningSession, SessionEnd, SessionRow, SessionStart } from './sessions.ts';
export type { OnDevice, SharedDeviceRow } from './shared-devices.ts';
export type { Device, PendingSignIn, SignInEvent } from './sign-ins.ts';
export type { SsoAttempt, SsoSettingsInput, SsoSettingsRow } from './single-sign-on.ts';
export type { Compliance, EmployeeFilter, EmployeeRow } from './staff.ts';
export type { NewTask, TaskPatch } from './tasks.ts';

function scoped(sql: Sql, orgId: string) {
  return {
    orgId,
    people: peopleStore(sql, orgId),
    records: recordStore(sql, orgId),
    audit: auditStore(sql, orgId),
    subjectAccess: subjectAccessStore(sql, orgId),
    /** The retention review: holds, proposed destructions and the destruction log (decision 0770). */
    retentionReview: retentionReviewStore(sql, orgId),
    outbox: outboxStore(sql, orgId),
    documents: documentStore(sql, orgId),
    administration: administrationStore(sql, orgId),
    /** Custom roles: named sets of area levels and young-person permissions (migration 190). */
    customRoles: customRoleStore(sql, orgId),
    comments: commentStore(sql, orgId),
    tasks: taskStore(sql, orgId),
    alerts: alertStore(sql, orgId),
    datedItems: datedItemStore(sql, orgId),
    charts: chartStore(sql, orgId),
    sessions: sessionStore(sql, orgId),
    /** Second factors (authenticator app, recovery codes, passkeys) and sign-in steps and history. */
    secondFactors: secondFactorStore(sql, orgId),
    signIns: signInStore(sql, orgId),
    /** A home's shared devices and who signed in on each this shift. */
    sharedDevices: sharedDeviceStore(sql, orgId),
    /** Single sign-on: the organisation's OpenID provider and which provider identity each login signs in as. */
    sso: ssoSettingsStore(sql, orgId),
    staff: staffStore(sql, orgId),
    /** What the AI rewrite replaces with placeholders (engine/rewrite). */
    identifiers: (youngPersonId: string | null) => knownIdentifiers(sql, orgId, youngPersonId),
    developer: developerStore(sql, orgId),
    /** A placing authority's social workers' grants to named young people. */
    placingAccess: placingAccessStore(sql, orgId),
    /** Email messages (the mail log) and each person's email choices. */
    mail: mailStore(sql, orgId),
  };
}
export type OrgStore = ReturnType<typeof scoped>;

export function createStore(db: Db) {
  return {
    db,
    /** Everything one organisation may touch; every query inside carries its org_id. */
    forOrg: (orgId: string) => scoped(db, orgId),
    /** The same, inside one transaction. */
    transaction: <T>(orgId: string, fn: (s: OrgStore) => Promise<T>) => db.transaction((tx) => fn(scoped(tx, orgId))),
    definitions: definitionStore(db),
    /** Publishing a definition version together with its audit entry. */
    definitionsTransaction: <T>(
      fn: (t: {
        definitions: ReturnType<typeof definitionStore>;
        audit: (orgId: string | null) => ReturnType<typeof auditStore>;
      }) => Promise<T>,
    ) => db.transaction((tx) => fn({ definitions: definitionStore(tx), audit: (orgId) => auditStore(tx, orgId) })),
    admin: adminStore(db),
    /** Creating organisations, homes and people together, all or nothing. */
    /** Set-based loading of large data sets (scale generator), one organisation at a time. */
    bulk: (orgId: string) => bulkStore(db, orgId),
    adminTransaction: <T>(fn: (a: ReturnType<typeof adminStore>) => Promise<T>) =>
      db.transaction((tx) => fn(adminStore(tx))),
    outbox: outboxRelayStore(db),
    /** Relay in one transaction (pending rows locked, so two relays never send the same row at once). */
    outboxTransaction: <T>(fn: (o: ReturnType<typeof outboxRelayStore>) => Promise<T>) =>
      db.transaction((tx) => fn(outboxRelayStore(tx))),
    /** Organisations with alerts still to be considered for email. */
    orgsWithAlertsToMail: () => orgsWithAlertsToMail(db),
    /** Workers' cross-organisation scans ("what is due now"). */
    scans: workerScans(db),
    /** Chart aggregation across organisations (the nightly rebuild). */
    charts: chartMaintenance(db),
    /** Record reads, queued and written in batches off the reader's path (audit.ts). */
    recordViews: recordViewLog(db),
    loginTokens: loginTokenStore(db),
    /** API tokens by their hash (the token names its organisation). */
    apiTokens: tokenLookup(db),
    /** A shared device by its cookie's token hash (the token names its organisation). */
    sharedDeviceByToken: (hash: string) => sharedDeviceByToken(db, hash),
    /** The product administrator's update alerts (across organisations). */
    updateAlerts: updateAlertStore(db),
    platform: platformStore(db),
    /** Data migration's files, mappings and runs (across organisations: the product administrator's). */
    dataMigration: dataMigrationStore(db),
    /** Files of personal data made in the background, across organisations (the service scopes them to their asker). */
    exportFiles: exportFileStore(db),
    /** An import's writes, all or nothing: its runs' rows and the organisation's own stores in one transaction. */
    dataMigrationTransaction: <T>(
      orgId: string,
      fn: (t: { runs: ReturnType<typeof dataMigrationStore>; org: OrgStore }) => Promise<T>,
    ) => db.transaction((tx) => fn({ runs: dataMigrationStore(tx), org: scoped(tx, orgId) })),
    /** /register's account requests and the product's training videos (no organisation owns them). */
    accountRequests: accountRequestStore(db),
    trainingVideos: trainingVideoStore(db),
    /** A new organisation with its homes, director, invitation, audit and the request it answers, all or nothing. */
    onboardingTransaction: <T>(
      fn: (t: {
        admin: ReturnType<typeof adminStore>;
        forOrg: (orgId: string) => OrgStore;
        accountRequests: ReturnType<typeof accountRequestStore>;
      }) => Promise<T>,
    ) =>
      db.transaction((tx) =>
        fn({ admin: adminStore(tx), forOrg: (orgId) => scoped(tx, orgId), accountRequests: accountRequestStore(tx) }),
      ),
    /** Sign-in: every active login with this email, in any organisation (the password then decides). */
    loginCandidates: (email: string) => loginCandidates(db, email),
    /** Password-free sign-in: a passkey found by its credential id, in any organisation. */
    passkeys: passkeyLookup(db),
    webauthnChallenges: challengeStore(db),
    /** Single sign-on across organisations: which one a sign-in names, and its attempts (each taken once). */
    ssoLookup: ssoLookup(db),
    async ping() {
      await db.query('select 1');
    },
  };
}
export type Store = ReturnType<typeof createStore>;
