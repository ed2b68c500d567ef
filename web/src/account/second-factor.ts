// The second factor's calls from the browser: enrolling an authenticator app, adding a passkey and signing in
// with one (@simplewebauthn/browser: the browser half of the library the server checks with), and the answers'
// shapes. A pending sign-in's own cookie carries the second step; these calls never send anyone to /login.
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { apiGet, apiPost, ApiProblem } from '../api.ts';

export interface SecondFactorState {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
  enrolled: boolean;
  required: boolean;
  enrolBy: string | null;
  why: 'product-administrator' | 'organisation-leaders' | 'organisation-everyone' | null;
}
export interface TotpStart {
  secret: string;
  uri: string;
  qrSvg: string;
}
/** A factor added: recovery codes come with a person's first factor; `signedIn` when it finished a sign-in. */
export interface Enrolled {
  recoveryCodes: string[] | null;
  signedIn: boolean;
}

const quiet = { redirectOn401: false } as const;

export const beginTotp = () => apiPost<TotpStart>('/api/auth/mfa/totp', undefined, quiet);
export const confirmTotp = (code: string) => apiPost<Enrolled>('/api/auth/mfa/totp/confirm', { code }, quiet);
export const secondStep = (code: string) => apiPost<{ signedIn: true }>('/api/auth/second-factor', { code }, quiet);
export const secondFactorState = () => apiGet<SecondFactorState>('/api/auth/second-factor-state', quiet);

/** Turns the browser's refusals (cancelled, timed out, no passkey here) into a sentence for the person. */
function passkeyProblem(err: unknown): never {
  if (err instanceof ApiProblem) throw err;
  const name = (err as Error)?.name;
  const detail =
    name === 'NotAllowedError'
      ? 'The passkey was not used (cancelled or timed out). Try again, or use another way.'
      : name === 'InvalidStateError'
        ? 'This device already has a passkey for your account.'
        : 'This browser or device could not use a passkey. Try again, or use another way.';
  throw new ApiProblem({ status: 0, title: 'Passkey not used', detail });
}

/** Adds a passkey (signed in, or a sign-in that must enrol). */
export async function addPasskey(name?: string): Promise<Enrolled & { passkey: { id: string; name: string } }> {
  const { challengeId, options } = await apiPost<{
    challengeId: string;
    options: PublicKeyCredentialCreationOptionsJSON;
  }>('/api/auth/mfa/passkey-options', undefined, quiet);
  const response = await startRegistration({ optionsJSON: options }).catch(passkeyProblem);
  return apiPost('/api/auth/mfa/passkeys', { challengeId, response, ...(name ? { name } : {}) }, quiet);
}

/** Signs in with a passkey: as the second step after a password, or alone. */
export async function signInWithPasskey(as: 'second-factor' | 'sign-in'): Promise<void> {
  const base = as === 'second-factor' ? '/api/auth/second-factor/passkey' : '/api/auth/passkey';
  const { challengeId, options } = await apiPost<{
    challengeId: string;
    options: PublicKeyCredentialRequestOptionsJSON;
  }>(`${base}-options`, undefined, quiet);
  const response = await startAuthentication({ optionsJSON: options }).catch(passkeyProblem);
  await apiPost(base, { challengeId, response }, quiet);
}

export const WHY_REQUIRED: Record<NonNullable<SecondFactorState['why']>, string> = {
  'product-administrator': 'The product administrator always signs in with a second factor.',
  'organisation-leaders': 'Your organisation requires a second factor of directors, managers and HR.',
  'organisation-everyone': 'Your organisation requires a second factor of everyone.',
};
