// A real OpenID provider for the tests: oidc-provider (panva's, OpenID Certified), on its own port, with its
// development login page (any password; the login names the account) and consent given at once. The accounts'
// claims are the test's to set. `tamper` lets a test have the token endpoint hand back an ID token re-signed with
// the provider's own key but made wrong in one way (another audience, already expired), or signed with a key the
// provider does not publish: what the relying party must refuse.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}
export type Tamper = 'audience' | 'expired' | 'foreign-key' | null;
export interface TestProvider {
  issuer: string;
  accounts: Map<string, ProviderAccount>;
  tamper: Tamper;
  /** Follows the provider's pages as a browser would, signing in as `login`: the URL it sends back to us. */
  signIn(authorisationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}
export interface ProviderClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export async function startOidcProvider(clients: ProviderClient[]): Promise<TestProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const foreign = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, ProviderAccount>();
  const configuration: Configuration = {
    clients: clients.map((c) => ({ ...c, post_logout_redirect_uris: [] })),
    jwks: { keys: [jwk] },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // the email in the ID token itself, as Google and Entra ID send it
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
    // consent given at once, as an organisation's own provider does for its own application
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle: TestProvider = {
    issuer,
    accounts,
    tamper: null,
    signIn: (url, login) => followAsBrowser(url, login),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !handle.tamper || !body?.id_token) return;
    const claims = decodeJwt(body.id_token);
    const now = Math.floor(Date.now() / 1000);
    if (handle.tamper === 'audience') claims.aud = 'another-application';
    if (handle.tamper === 'expired') Object.assign(claims, { iat: now - 7200, exp: now - 3600 });
    body.id_token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .sign(handle.tamper === 'foreign-key' ? foreign : privateKey);
  });
  server.on('request', provider.callback());

  /** Redirects followed by hand, cookies kept, the login form posted: until the provider sends the browser back. */
  async function followAsBrowser(start: string, login: string): Promise<URL> {
    const jar = new Map<string, string>();
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const keep = (res: Response) => {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    let url = new URL(start);
    for (let hop = 0; hop < 10; hop++) {
      if (url.origin !== issuer) return url; // back to the relying party
      const interaction = /^\/interaction\/[^/]+$/.test(url.pathname);
      const res = await fetch(url, {
        method: interaction ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: cookie(),
          ...(interaction ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: interaction ? new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString() : undefined,
      });
      keep(res);
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider answered ${res.status} at ${url.pathname}: ${await res.text()}`);
      url = new URL(location, url);
    }
    throw new Error('the provider did not send the browser back');
  }
  return handle;
}
