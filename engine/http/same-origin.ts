// Cross-site requests refused: the session is a cookie, so a page on another site could make the
// browser send it with a form post or a `text/plain` fetch. Every state-changing request must come
// from the app's own pages (the browser's `Origin` and `Sec-Fetch-Site` say where it came from) and
// carry JSON (multipart on the routes that take uploads), which a page elsewhere cannot send without
// a CORS preflight this app never grants. Clients that send neither header (curl, scripts, tests)
// are not browsers acting for someone and stay allowed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Problem } from '../problem.ts';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** `none`: the person typed or bookmarked it; `same-origin`: the app's own page. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * The app's own origin: the scheme and host the request came to, as the browser sees them. Behind a
 * proxy that is the proxy's (X-Forwarded-Proto / -Host), which Fastify reads only when TRUST_PROXY
 * says the proxy may be believed.
 */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin; // lower case, default port dropped, as Origin is
  } catch {
    return null; // a Host that is no host: nothing matches it
  }
}

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0].trim().toLowerCase();
const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/** Does this route take uploads (its schema says it consumes multipart/form-data)? */
const takesUploads = (request: FastifyRequest) =>
  ((request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes(
    'multipart/form-data',
  );

/** Why a state-changing request is refused, or null when it may go on. */
function crossSiteRefusal(request: FastifyRequest): Problem | null {
  if (!CHANGES.has(request.method)) return null;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && !OWN_FETCH_SITES.has(site.toLowerCase())) {
    return new Problem(
      403,
      'Forbidden',
      `This request came from another site (Sec-Fetch-Site: ${site}); changes can only be made from this app's own pages.`,
    );
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== ownOrigin(request)) {
    return new Problem(
      403,
      'Forbidden',
      `This request came from ${origin}, not from this app; changes can only be made from this app's own pages.`,
    );
  }
  if (hasBody(request)) {
    const type = mediaType(request.headers['content-type']);
    if (type !== 'application/json' && !(type === 'multipart/form-data' && takesUploads(request))) {
      return new Problem(
        415,
        'Unsupported media type',
        takesUploads(request)
          ? 'Send the file as multipart/form-data.'
          : `Send the body as application/json${type ? `, not ${type}` : ''}.`,
      );
    }
  }
  return null;
}

/** Registered first, before any route's own hooks: a refused request reaches no handler and no session check. */
export function installSameOrigin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const refusal = crossSiteRefusal(request);
    if (refusal) throw refusal;
  });
}
