// Single sign-on's rules, apart from any request: which identities a provider may sign in (a verified email in one
// of the organisation's domains), whether an issuer may be set (https, a public address), and who may still use
// a password when the organisation requires single sign-on (its break-glass directors only).
import { targetProblem } from '../developer/targets.ts';

/** The claims of a provider's ID token (or userinfo) this product reads. */
export interface ProviderClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  /** Microsoft Entra ID's "email domain owner verified" optional claim: Entra sends no email_verified. */
  xms_edov?: unknown;
}

export type IdentityRefusal = 'no-email' | 'unverified' | 'domain';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const isDomain = (d: string) => DOMAIN.test(d);

/** Lower case, without duplicates or a leading "@". */
export const normaliseDomains = (domains: string[]) => [
  ...new Set(domains.map((d) => d.trim().toLowerCase().replace(/^@/, ''))),
];

export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * Why these claims cannot sign anyone in, or null with the email they may sign in as. The email must be one the
 * provider vouches for (email_verified true, or Entra ID's xms_edov true when it sends no email_verified) and in
 * one of the organisation's allowed domains, so a provider serving many tenants cannot speak for another's staff.
 */
export function identityProblem(
  claims: ProviderClaims,
  allowedDomains: string[],
): { refused: IdentityRefusal } | { email: string } {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!email.includes('@')) return { refused: 'no-email' };
  const verified = claims.email_verified === true || (claims.email_verified === undefined && claims.xms_edov === true);
  if (!verified) return { refused: 'unverified' };
  if (!allowedDomains.includes(emailDomain(email))) return { refused: 'domain' };
  return { email };
}

/**
 * Why an issuer cannot be set (null: it may). It is fetched from our servers, so it must be https and not a
 * private address, as webhooks' targets; SSO_ALLOW_LOCAL_ISSUER (never in production) allows this machine.
 */
export function issuerProblem(issuer: string, allowLocal: boolean): string | null {
  const why = targetProblem(issuer, false, allowLocal);
  if (why) return why;
  const url = new URL(issuer);
  if (url.search || url.hash) return 'must not carry a query or fragment';
  return null;
}

/** Whether a password (or a passkey alone) may sign this person in, given the organisation's single sign-on. */
export function passwordAllowed(settings: { required: boolean; breakGlassUserIds: string[] } | null, userId: string) {
  return !settings?.required || settings.breakGlassUserIds.includes(userId);
}

/** The refusal of a password or passkey where the organisation requires single sign-on. */
export const SSO_REQUIRED_DETAIL =
  'Your organisation signs in with its own accounts. Use "Sign in with your organisation account" instead.';
