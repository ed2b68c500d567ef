// Security headers on every response, from helmet. The middleware is built once: @fastify/helmet
// builds it again on every request (its CSP parsing showed in the save path's CPU profile).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

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
    // Records are personal data: no browser or proxy keeps a copy of an API answer.
    if (request.url.startsWith('/api/')) reply.raw.setHeader('cache-control', 'no-store');
    secure(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
