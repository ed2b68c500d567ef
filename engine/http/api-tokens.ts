// Routes an API token may never use, whatever its scopes: a person's own account (password, PIN,
// sessions, their calendar address, the update alerts they have read) and the product administrator's.
// A token acts for its maker within areas; these are not areas but the person themself.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Problem } from '../problem.ts';

const PERSONAL = /^\/api\/(auth|account|admin|update-alerts)(\/|$)|^\/api\/calendar\/(feed|ical)$/;

const isPersonalRoute = (url: string) => PERSONAL.test(url);

async function refuseToken(request: FastifyRequest) {
  if (request.apiTokenId)
    throw new Problem(403, 'Forbidden', 'API tokens cannot use this: it is for a signed-in person.');
}

export function refuseTokensOnPersonalRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (isPersonalRoute(route.url)) route.preHandler = [refuseToken, ...[route.preHandler ?? []].flat()];
  });
}
