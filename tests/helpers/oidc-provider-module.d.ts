// The little of oidc-provider's API the test provider uses (its own package ships no types; @types/oidc-provider
// would bring all of Koa's types for these few lines).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface ProviderContext {
    path: string;
    body: unknown;
    oidc: {
      provider: Provider;
      result?: { consent?: { grantId?: string } };
      session?: { accountId: string; grantIdFor(clientId: string): string | undefined };
      client?: { clientId: string };
    };
  }
  export interface Configuration {
    clients: Record<string, unknown>[];
    jwks: { keys: Record<string, unknown>[] };
    cookies: { keys: string[] };
    claims: Record<string, string[]>;
    conformIdTokenClaims: boolean;
    pkce: { required: () => boolean };
    features: Record<string, { enabled: boolean }>;
    findAccount(
      ctx: ProviderContext,
      id: string,
    ): { accountId: string; claims: () => Record<string, unknown> } | undefined;
    loadExistingGrant(ctx: ProviderContext): Promise<Grant | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: { new (init: { clientId: string; accountId: string }): Grant; find(id: string): Promise<Grant | undefined> };
    use(middleware: (ctx: ProviderContext, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
