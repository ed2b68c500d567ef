// Passkeys (WebAuthn) through @simplewebauthn/server: maintained, typed, and checks what is easy to get wrong by
// hand (the origin, the site's id hash, user presence and verification flags, signature counters, every COSE
// algorithm). Registration asks for a discoverable credential, so the same passkey serves as a second factor
// after a password and as a sign-in of its own; attestation is not asked for (we trust the person, not a make).
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { PasskeyRow } from '../store/index.ts';

export const RP_NAME = 'Care Records';

/** The site passkeys belong to (WebAuthn's RP ID) and the origin the browser reports. */
export interface RelyingParty {
  rpId: string;
  origin: string;
}

export async function registrationOptions(
  rp: RelyingParty,
  user: { id: string; email: string; name: string },
  existing: PasskeyRow[],
) {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpId,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** The new passkey, or null when the browser's answer does not verify against the challenge and site. */
export async function verifiedRegistration(rp: RelyingParty, challenge: string, response: RegistrationResponseJSON) {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
    });
    if (!verified || !registrationInfo) return null;
    const { credential } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []) as string[],
      deviceType: registrationInfo.credentialDeviceType,
      backedUp: registrationInfo.credentialBackedUp,
    };
  } catch {
    return null;
  }
}

/** Options for a sign-in: with `allow`, one of these passkeys (a second factor); without, any of this site's. */
export async function authenticationOptions(rp: RelyingParty, allow?: PasskeyRow[]) {
  return generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'required',
    ...(allow ? { allowCredentials: allow.map((p) => ({ id: p.credentialId, transports: p.transports })) } : {}),
  });
}

/** The passkey's new counter, or null when the answer does not verify (wrong key, site, challenge, no user check). */
export async function verifiedAuthentication(
  rp: RelyingParty,
  challenge: string,
  passkey: PasskeyRow,
  response: AuthenticationResponseJSON,
): Promise<number | null> {
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
    });
    return verified ? authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
