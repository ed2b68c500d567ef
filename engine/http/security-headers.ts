// Security headers on every response. Pages (the app, the API docs) get helmet's full set, built once:
// @fastify/helmet builds it again on every request (its CSP parsing showed in the save path's CPU profile).
// A JSON answer of the API is never rendered as a page, so it gets the short set OWASP's REST cheat sheet
// gives for APIs — no framing, no sniffing, no caching, nothing loaded if one is opened in a tab — set
// from one prepared list: helmet's fourteen headers were ~900 bytes and a dozen calls on every answer.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const API_HEADERS: [string, string][] = [
  // Records are personal data: no browser or proxy keeps a copy of an API answer.
  ['cache-control', 'no-store'],
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['referrer-policy', 'no-referrer'],
  ['cross-origin-resource-policy', 'same-origin'],
];

/** The API's JSON answers, not its documentation pages (Swagger UI is a page with scripts and styles). */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export function installSecurityHeaders(app: FastifyInstance) {
  const secure = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Ajv (form validation in the browser) compiles validators with new Function.
        scriptSrc: ["'self'", "'unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiAnswer(request.url))
      return secure(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
    for (const [name, value] of API_HEADERS) reply.raw.setHeader(name, value);
    done();
  });
}
