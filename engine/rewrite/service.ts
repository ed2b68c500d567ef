// The AI text rewrite beta (SPEC §1, feature flag enableTextRewrite): clearer, professional, child-centred
// wording for a long text field. The text is de-identified before it leaves (deidentify.ts) and the answer's
// placeholders are restored; every use is audited (who, record kind, length — never the text).
import type { Caller } from '../access/index.ts';
import { decideRecord } from '../access/index.ts';
import type { Config } from '../config.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { forbidden, notFound, Problem } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { deidentify, reidentify } from './deidentify.ts';
import { wordLists } from './words.ts';

const REWRITE_NOTICE =
  'Rewrite uses a cloud AI service. Personal information is de-identified before it is sent. ' +
  'The suggestion may be inaccurate: read it carefully, and change or reject it before you save.';
export const REWRITE_MAX_CHARS = 8000;

const SYSTEM_PROMPT =
  "You help care staff in English children's homes and supported accommodation improve their written records. " +
  'Rewrite the text the user sends so that it is clear, factual, professional and child-centred: written about the young person with ' +
  'respect, in plain British English, separating what was seen and heard from opinion, without blame or jargon, and without adding, ' +
  'removing or guessing any fact. Placeholders in square brackets such as [PERSON_1], [NAME_2], [PLACE_1], [DATE_2] or [NUMBER_1] ' +
  'stand for real details (people, places, dates and numbers): keep each one ' +
  'exactly as it is. Answer with the rewritten text only.';

export interface RewriteInput {
  text: string;
  kind: string;
  youngPersonId?: string | null;
  homeId?: string | null;
  field?: string;
}

export function rewriteService({
  store,
  registry,
  config,
}: {
  store: Store;
  registry: DefinitionRegistry;
  config: Config;
}) {
  const provider = config.aiRewrite;
  // the de-identification's word lists take a moment to load: load them at start, not in someone's first request
  if (provider.url) setImmediate(() => wordLists()).unref();

  async function enabledFor(orgId: string) {
    const org = await store.forOrg(orgId).people.organisation();
    return (org?.features as Record<string, boolean> | null)?.enableTextRewrite === true;
  }

  return {
    async status(caller: Caller) {
      return {
        enabled: await enabledFor(caller.orgId),
        configured: Boolean(provider.url),
        notice: REWRITE_NOTICE,
        maxChars: REWRITE_MAX_CHARS,
      };
    },

    async rewrite(caller: Caller, input: RewriteInput) {
      if (!(await enabledFor(caller.orgId)))
        throw forbidden('The text rewrite beta is not turned on for your organisation.');
      const resolved = await registry.latest(input.kind, caller.orgId);
      if (!resolved)
        throw new Problem(422, 'Validation failed', 'There is no such record kind.', [
          { path: '/kind', message: 'is not a record kind' },
        ]);
      // the author of a record of this kind, about this young person or home: no one else's text is rewritten here
      let homeId = input.homeId ?? null;
      if (input.youngPersonId) {
        const yp = await store.forOrg(caller.orgId).people.youngPerson(input.youngPersonId);
        if (!yp) throw notFound('The young person');
        homeId = yp.homeId;
      } else if (homeId && !(await store.forOrg(caller.orgId).people.home(homeId))) throw notFound('The home');
      const verdict = decideRecord(
        caller,
        resolved.def,
        {
          homeId,
          youngPersonId: input.youngPersonId ?? null,
          staffId: resolved.def.subject === 'staff' ? caller.id : null,
        },
        'edit',
      );
      if (!verdict.ok) throw verdict.status === 404 ? notFound('The record') : forbidden(verdict.reason);
      if (!provider.url)
        throw new Problem(
          503,
          'Not configured',
          'The text rewrite is not configured on this server: ask your administrator to set AI_REWRITE_URL.',
        );

      const known = await store.forOrg(caller.orgId).identifiers(input.youngPersonId ?? null);
      const { text, placeholders } = deidentify(input.text, known);
      const audit = (outcome: string) =>
        store.forOrg(caller.orgId).audit.write({
          userId: caller.id,
          action: 'text.rewrite',
          entity: 'record',
          entityId: null,
          detail: {
            kind: input.kind,
            field: input.field ?? null,
            youngPersonId: input.youngPersonId ?? null,
            length: input.text.length,
            placeholders: placeholders.size,
            outcome,
          },
        });
      let answer: string;
      try {
        const res = await fetch(provider.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(provider.key ? { authorization: `Bearer ${provider.key}` } : {}),
          },
          body: JSON.stringify({
            model: provider.model,
            temperature: 0.2,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: text },
            ],
          }),
          signal: AbortSignal.timeout(30_000),
        });
        if (!res.ok) throw new Error(`status ${res.status}`);
        const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
        const content = body.choices?.[0]?.message?.content;
        if (typeof content !== 'string' || !content.trim()) throw new Error('no text in the answer');
        answer = content.trim();
      } catch (err) {
        await audit(`failed: ${(err as Error).message}`.slice(0, 200));
        throw new Problem(
          502,
          'Bad gateway',
          'The AI service did not answer with a suggestion. Your text is unchanged; try again later.',
        );
      }
      await audit('suggested');
      return { before: input.text, after: reidentify(answer, placeholders), notice: REWRITE_NOTICE };
    },
  };
}
