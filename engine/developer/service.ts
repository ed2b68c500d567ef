// Developer tools (SPEC §6: developer access): API tokens and webhook subscriptions of an organisation.
// Reading needs the developer area's read, changing its edit; an API token is held to the same rule
// (it has the developer area only if scoped to it), and can never give a token more than it has itself.
import { randomBytes } from 'node:crypto';
import { scopesBeyond, tokenHash } from '../access/api-token.ts';
import { decideDeveloper } from '../access/developer.ts';
import type { Caller } from '../access/index.ts';
import { forbidden, notFound, Problem } from '../problem.ts';
import type { Scopes, Store } from '../store/index.ts';
import { addDays, fromLocal, londonDate, parseYmd } from '../time/london.ts';
import { newWebhookSecret } from './signature.ts';
import { resolvedTargetProblem } from './targets.ts';

export const TOKEN_MAX_DAYS = 366;
const invalid = (path: string, message: string) =>
  new Problem(422, 'Unprocessable', `${path.slice(1)} ${message}.`, [{ path, message }]);

function requireDeveloper(c: Caller, want: 'read' | 'edit') {
  const may = decideDeveloper(c, want);
  if (!may.ok) throw forbidden(may.reason);
}

export function developerService(deps: {
  store: Store;
  allowPrivateTargets: boolean;
  allowLocalTargets?: boolean;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const org = (c: Caller) => deps.store.forOrg(c.orgId);
  const audit = (c: Caller, action: string, entity: string, entityId: string, detail: Record<string, unknown>) =>
    org(c).audit.write({ userId: c.id, action, entity, entityId, detail });

  async function checkUrl(url: string) {
    const why = await resolvedTargetProblem(url, deps.allowPrivateTargets, deps.allowLocalTargets);
    // a sentence for the person ("The address must start with https://."), the bare rule at the field
    if (why)
      throw new Problem(422, 'The webhook was not saved', `The address ${why}.`, [{ path: '/url', message: why }]);
  }

  return {
    async tokens(c: Caller) {
      requireDeveloper(c, 'read');
      return { tokens: await org(c).developer.tokens.list() };
    },

    /** A new token; its secret is in this answer only (the database keeps its SHA-256). */
    async createToken(c: Caller, input: { name: string; scopes: Scopes; expiresOn: string }, viaToken: string | null) {
      requireDeveloper(c, 'edit');
      const beyond = scopesBeyond(c, input.scopes);
      if (beyond.length)
        throw new Problem(
          403,
          'Forbidden',
          `A token cannot be given more than you have: ${beyond.join(', ')}.`,
          beyond.map((a) => ({ path: `/scopes/${a}`, message: 'is more than you have' })),
        );
      const today = londonDate(now());
      const latest = addDays(today, TOKEN_MAX_DAYS);
      if (input.expiresOn <= today) throw invalid('/expiresOn', 'must be after today');
      if (input.expiresOn > latest) throw invalid('/expiresOn', `must be within ${TOKEN_MAX_DAYS} days`);
      // 256 random bits; the prefix says what it is (and lets secret scanners find a leaked one)
      const secret = `crt_${randomBytes(32).toString('base64url')}`;
      // valid to the end of the chosen day, London time (until the midnight after it)
      const expiresAt = fromLocal({ ...parseYmd(addDays(input.expiresOn, 1)), hour: 0, minute: 0 });
      const token = await deps.store.transaction(c.orgId, async (s) => {
        const t = await s.developer.tokens.add({
          name: input.name.trim(),
          hash: tokenHash(secret),
          prefix: secret.slice(0, 8),
          scopes: input.scopes,
          createdBy: c.id,
          expiresAt,
        });
        await s.audit.write({
          userId: c.id,
          action: 'api-token.create',
          entity: 'api-token',
          entityId: t.id,
          detail: { name: t.name, scopes: t.scopes, expiresAt, viaToken },
        });
        return t;
      });
      return { token, secret };
    },

    async revokeToken(c: Caller, id: string, viaToken: string | null) {
      requireDeveloper(c, 'edit');
      const s = org(c);
      const found = await s.developer.tokens.get(id);
      if (!found) throw notFound('The API token');
      if (found.revokedAt) throw new Problem(409, 'Conflict', 'This token was revoked already.');
      await s.developer.tokens.revoke(id, c.id);
      await audit(c, 'api-token.revoke', 'api-token', id, { name: found.name, viaToken });
      return (await s.developer.tokens.get(id))!;
    },

    async webhooks(c: Caller) {
      requireDeveloper(c, 'read');
      return { webhooks: await org(c).developer.webhooks.list() };
    },

    /** A new subscription; its signing secret is in this answer only. */
    async createWebhook(c: Caller, input: { url: string; description?: string | null; events: string[] }) {
      requireDeveloper(c, 'edit');
      await checkUrl(input.url);
      const secret = newWebhookSecret();
      const id = await org(c).developer.webhooks.add({
        url: input.url,
        description: input.description?.trim() || null,
        events: input.events,
        secret,
        createdBy: c.id,
      });
      await audit(c, 'webhook.create', 'webhook', id, { url: input.url, events: input.events });
      return { id, secret };
    },

    async updateWebhook(
      c: Caller,
      id: string,
      input: { url: string; description?: string | null; events: string[]; active: boolean },
    ) {
      requireDeveloper(c, 'edit');
      await checkUrl(input.url);
      if (!(await org(c).developer.webhooks.update(id, { ...input, description: input.description?.trim() || null })))
        throw notFound('The webhook');
      await audit(c, 'webhook.update', 'webhook', id, { url: input.url, events: input.events, active: input.active });
      return { id };
    },

    async deliveries(c: Caller, id: string) {
      requireDeveloper(c, 'read');
      if (!(await org(c).developer.webhooks.exists(id))) throw notFound('The webhook');
      return { deliveries: await org(c).developer.webhooks.deliveries(id, 100) };
    },

    /** A `ping` delivery, to check the receiver and its signature check; the workers send it. */
    async ping(c: Caller, id: string) {
      requireDeveloper(c, 'edit');
      if (!(await org(c).developer.webhooks.exists(id))) throw notFound('The webhook');
      const at = now();
      const [deliveryId] = await org(c).developer.webhooks.enqueue([
        {
          webhookId: id,
          event: 'ping',
          eventKey: `ping:${at.getTime()}:${randomBytes(4).toString('hex')}`,
          payload: { event: 'ping', organisationId: c.orgId, occurredAt: at.toISOString() },
        },
      ]);
      await org(c).outbox.add('webhook.deliver', { deliveryId });
      return { deliveryId };
    },
  };
}
