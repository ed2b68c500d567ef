// An organisation's single sign-on settings: what a director sets in Settings (issuer, client, allowed email
// domains, "require single sign-on" with break-glass directors, whether the provider's own MFA is trusted). The
// client secret is sealed before it is stored and never returned; leaving it out of a change keeps the one held.
import { isApiToken } from '../access/api-token.ts';
import { type Caller, decideSettings, isDirector } from '../access/index.ts';
import type { FieldError } from '../definitions/ajv.ts';
import { forbidden, invalid, notFound } from '../problem.ts';
import type { SsoSettingsRow, Store } from '../store/index.ts';
import type { SecretBox } from './secret-box.ts';
import { isDomain, issuerProblem, normaliseDomains } from './single-sign-on.ts';

export interface SsoSettingsChange {
  issuer: string;
  clientId: string;
  /** Absent: keep the secret held; null: remove it (a public client, PKCE only). */
  clientSecret?: string | null;
  emailDomains: string[];
  required: boolean;
  trustProviderMfa: boolean;
  breakGlassUserIds: string[];
}

/** The owner bound into the sealed client secret: a secret copied to another organisation's row does not open. */
export const secretOwner = (orgId: string) => `sso:${orgId}`;
const mayChange = (c: Caller) => isDirector(c) && !isApiToken(c);

export function ssoSettingsService({
  store,
  box,
  allowLocalIssuer,
}: {
  store: Store;
  box: SecretBox;
  allowLocalIssuer: boolean;
}) {
  const shown = (row: SsoSettingsRow | null) =>
    row
      ? {
          configured: true,
          issuer: row.issuer,
          clientId: row.clientId,
          hasClientSecret: row.clientSecretEnc !== null,
          emailDomains: row.emailDomains,
          required: row.required,
          trustProviderMfa: row.trustProviderMfa,
          breakGlassUserIds: row.breakGlassUserIds,
          updatedAt: row.updatedAt,
        }
      : {
          configured: false,
          issuer: '',
          clientId: '',
          hasClientSecret: false,
          emailDomains: [],
          required: false,
          trustProviderMfa: false,
          breakGlassUserIds: [],
          updatedAt: null,
        };
  const directorsOf = async (orgId: string) =>
    (await store.forOrg(orgId).people.users())
      .filter((u) => u.role === 'director')
      .map((u) => ({ id: u.id, name: u.name }));
  /** What the audit keeps of a change: never the secret, only whether there is one. */
  const audited = (row: SsoSettingsRow | null) => (row ? { ...shown(row), updatedAt: undefined } : null);

  return {
    async read(caller: Caller, redirectUri: string) {
      const v = decideSettings(caller, 'read');
      if (!v.ok) throw forbidden(v.reason);
      const row = await store.forOrg(caller.orgId).sso.get();
      return { ...shown(row), redirectUri, directors: await directorsOf(caller.orgId), mayChange: mayChange(caller) };
    },

    async change(caller: Caller, change: SsoSettingsChange, redirectUri: string) {
      if (isApiToken(caller)) throw forbidden('API tokens cannot change sign-in security; a director does this.');
      if (!mayChange(caller)) throw forbidden('Only a director can set up single sign-on.');
      const s = store.forOrg(caller.orgId);
      const before = await s.sso.get();
      const domains = normaliseDomains(change.emailDomains);
      const directors = new Set((await directorsOf(caller.orgId)).map((d) => d.id));
      const breakGlass = [...new Set(change.breakGlassUserIds)];
      const errors: FieldError[] = [];
      const issuerWhy = issuerProblem(change.issuer.trim(), allowLocalIssuer);
      if (issuerWhy) errors.push({ path: '/issuer', message: issuerWhy });
      domains.forEach((d, i) => {
        if (!isDomain(d)) errors.push({ path: `/emailDomains/${i}`, message: 'is not a domain name' });
      });
      if (!domains.length) errors.push({ path: '/emailDomains', message: 'needs at least one domain' });
      breakGlass.forEach((id, i) => {
        if (!directors.has(id)) errors.push({ path: `/breakGlassUserIds/${i}`, message: 'is not an active director' });
      });
      // with every password refused, an outage at the provider would lock everyone out: a director keeps a way in
      if (change.required && !breakGlass.length)
        errors.push({ path: '/breakGlassUserIds', message: 'needs a director who may still use a password' });
      if (errors.length) throw invalid('Single sign-on was not saved: check the highlighted answers.', errors);
      const clientSecretEnc =
        change.clientSecret === undefined
          ? (before?.clientSecretEnc ?? null)
          : change.clientSecret === null || change.clientSecret === ''
            ? null
            : box.seal(change.clientSecret, secretOwner(caller.orgId));
      const after = await s.sso.put(
        {
          issuer: change.issuer.trim().replace(/\/+$/, ''),
          clientId: change.clientId.trim(),
          clientSecretEnc,
          emailDomains: domains,
          required: change.required,
          trustProviderMfa: change.trustProviderMfa,
          breakGlassUserIds: breakGlass,
        },
        caller.id,
      );
      await s.audit.write({
        userId: caller.id,
        action: 'organisation.single-sign-on',
        entity: 'organisation',
        entityId: caller.orgId,
        detail: {
          before: audited(before),
          after: audited(after),
          clientSecretChanged: change.clientSecret !== undefined,
        },
      });
      return { ...shown(after), redirectUri, directors: await directorsOf(caller.orgId), mayChange: true };
    },

    async remove(caller: Caller) {
      if (isApiToken(caller)) throw forbidden('API tokens cannot change sign-in security; a director does this.');
      if (!mayChange(caller)) throw forbidden('Only a director can set up single sign-on.');
      const s = store.forOrg(caller.orgId);
      const before = await s.sso.get();
      if (!before || !(await s.sso.remove())) throw notFound('Single sign-on');
      await s.audit.write({
        userId: caller.id,
        action: 'organisation.single-sign-on-removed',
        entity: 'organisation',
        entityId: caller.orgId,
        detail: { before: audited(before) },
      });
    },

    /** The settings with the client secret opened, for a sign-in (null when none are set). */
    async forSignIn(orgId: string) {
      const row = await store.forOrg(orgId).sso.get();
      if (!row) return null;
      const clientSecret = row.clientSecretEnc ? box.open(row.clientSecretEnc, secretOwner(orgId)) : null;
      return { ...row, clientSecret };
    },
  };
}
export type SsoSettingsService = ReturnType<typeof ssoSettingsService>;
