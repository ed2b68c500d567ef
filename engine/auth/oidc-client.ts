// The relying party: openid-client (panva's, OpenID Certified) does discovery, the authorisation code flow with
// PKCE, state and nonce, and checks the ID token (issuer, audience, expiry, nonce, and its signature against the
// provider's JWKS, which we ask for although the token came straight from the provider over TLS). What a
// provider's metadata says is kept for an hour per organisation's settings, so a sign-in costs one token request.
import * as oidc from 'openid-client';
import type { ProviderClaims } from './single-sign-on.ts';

export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
}
export interface AuthorisationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

const METADATA_TTL_MS = 60 * 60 * 1000;
const TIMEOUT_S = 10;
export const SSO_SCOPES = 'openid email profile';

export function oidcClient({ allowHttp }: { allowHttp: boolean }) {
  const cache = new Map<string, { config: oidc.Configuration; at: number }>();

  async function configurationFor(p: ProviderSettings): Promise<oidc.Configuration> {
    const key = JSON.stringify([p.issuer, p.clientId, p.clientSecret]);
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < METADATA_TTL_MS) return hit.config;
    const issuer = new URL(p.issuer);
    const config = await oidc.discovery(
      issuer,
      p.clientId,
      { timeout: TIMEOUT_S },
      // a confidential client sends its secret in the Authorization header; a public one (no secret) only PKCE
      p.clientSecret ? oidc.ClientSecretBasic(p.clientSecret) : oidc.None(),
      {
        timeout: TIMEOUT_S,
        execute: [
          oidc.enableNonRepudiationChecks,
          ...(allowHttp && issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : []),
        ],
      },
    );
    cache.set(key, { config, at: Date.now() });
    return config;
  }

  return {
    /** Where to send the browser, with this sign-in's state, nonce and PKCE verifier to keep until it returns. */
    async authorisationRequest(p: ProviderSettings, redirectUri: string, loginHint?: string) {
      const config = await configurationFor(p);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SSO_SCOPES,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(loginHint ? { login_hint: loginHint } : {}),
      });
      return { url: url.href, state, nonce, codeVerifier } satisfies AuthorisationRequest;
    },

    /**
     * The provider's answer: the code exchanged once, the ID token checked. The email claims come from the ID
     * token, or from userinfo (checked to be the same subject) when the provider keeps them there.
     */
    async finish(
      p: ProviderSettings,
      callbackUrl: URL,
      expected: { state: string; nonce: string; codeVerifier: string },
    ): Promise<{ issuer: string; claims: ProviderClaims }> {
      const config = await configurationFor(p);
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        pkceCodeVerifier: expected.codeVerifier,
        idTokenExpected: true,
      });
      const idToken = tokens.claims()!;
      let claims: ProviderClaims = idToken as ProviderClaims;
      if (typeof idToken.email !== 'string' && tokens.access_token) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
        claims = { ...info, sub: idToken.sub } as ProviderClaims;
      }
      return { issuer: config.serverMetadata().issuer, claims };
    },

    /** The provider's sign-out page, when it offers one (RP-initiated logout); null when it does not. */
    async endSessionUrl(p: ProviderSettings, postLogoutRedirectUri: string): Promise<string | null> {
      const config = await configurationFor(p);
      if (!config.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: postLogoutRedirectUri, client_id: p.clientId })
        .href;
    },
  };
}
export type OidcClient = ReturnType<typeof oidcClient>;
