// Every error leaves as application/problem+json; bad input is a 4xx with the field path, never a 5xx.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Problem } from '../problem.ts';
import { isDataException } from '../store/errors.ts';
import { isDatabaseUnavailable } from '../store/unavailable.ts';

export function sendProblem(reply: FastifyReply, p: Problem) {
  return reply
    .code(p.status)
    .type('application/problem+json')
    .send({
      type: 'about:blank',
      title: p.title,
      status: p.status,
      detail: p.detail ?? p.title,
      ...(p.errors ? { errors: p.errors } : {}),
      ...p.extensions,
    });
}

const TITLES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorised',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Payload too large',
  414: 'URI too long',
  415: 'Unsupported media type',
  422: 'Validation failed',
  429: 'Too many requests',
};

export function installProblemHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Problem, request, reply) => {
    if (error instanceof Problem) return sendProblem(reply, error);
    if (error.validation) {
      const where = error.validationContext ?? 'body';
      const errors = error.validation.map((v) => {
        const extra =
          v.keyword === 'required'
            ? `/${(v.params as { missingProperty: string }).missingProperty}`
            : v.keyword === 'additionalProperties'
              ? `/${(v.params as { additionalProperty: string }).additionalProperty}`
              : '';
        const message =
          v.keyword === 'additionalProperties'
            ? 'is not an accepted field'
            : v.keyword === 'required'
              ? 'is required'
              : (v.message ?? 'is not valid');
        return { path: `/${where}${v.instancePath}${extra}`, message };
      });
      return sendProblem(
        reply,
        new Problem(
          400,
          'Bad request',
          `The request ${where} is not valid: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}.`,
          errors,
        ),
      );
    }
    // The database out of reach (a restart, a failover): try again shortly. Not "nothing was saved":
    // a save whose commit was in flight may have landed, so it is not acknowledged either way.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendProblem(
        reply.header('retry-after', '5'),
        new Problem(
          503,
          'Service unavailable',
          'The database cannot be reached just now. Please try again in a moment; if you were saving, check whether your change was kept before making it again.',
        ),
      );
    }
    // A value the database refused as data (out of range, not a date…) that no schema caught: still the
    // request's fault, and the statement that refused it wrote nothing. Logged, as a schema should catch it.
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'database refused a value');
      return sendProblem(
        reply,
        new Problem(
          400,
          'Bad request',
          'The request holds a value that cannot be stored (out of range or not valid); nothing was saved.',
        ),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail = status === 401 ? 'Your session has ended or is not valid. Please sign in.' : error.message;
      return sendProblem(reply, new Problem(status, TITLES[status] ?? 'Bad request', detail));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(
      reply,
      new Problem(500, 'Internal server error', 'Something went wrong on our side; nothing was saved.'),
    );
  });
}

/** Faults Fastify finds before any route (a URL that does not decode, a path parameter over its length limit). */
export function frameworkProblem(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return sendProblem(reply, new Problem(status, TITLES[status] ?? 'Bad request', error.message));
}

/**
 * Faults Node's HTTP parser finds before Fastify sees a request (headers over the limit, a malformed request, a
 * request that took too long): Fastify's own answer is application/json; ours is problem+json like every other.
 */
export function clientProblem(err: NodeJS.ErrnoException, socket: import('node:net').Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, title, detail] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request header fields too large', "The request headers are over the server's limit."]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request timeout', 'The request took too long to arrive.']
        : [400, 'Bad request', 'The request is not valid HTTP.'];
  const body = JSON.stringify({ type: 'about:blank', title, status, detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
