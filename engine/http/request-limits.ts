// Limits on how often a route may be called (sign-in, setting a password, registering, the AI rewrite), counted
// in Redis for every API process at once (auth/attempt-limits.ts: rate-limiter-flexible, with a count in memory
// while Redis is away), so N processes do not allow N times the limit. A route takes one as a preHandler: after
// its body is read and checked, so the key may use it, and bad input does not spend anyone's allowance.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { AttemptLimits } from '../auth/attempt-limits.ts';
import { Problem } from '../problem.ts';

export interface RequestLimit {
  /** One counter per kind of request: names are part of the Redis key. */
  name: string;
  max: number;
  windowS: number;
  /** Whose allowance a request spends (an address, an address and email, a person). */
  key: (request: FastifyRequest) => string;
}

const inMinutes = (ms: number) => {
  const m = Math.max(1, Math.ceil(ms / 60_000));
  return `${m} minute${m === 1 ? '' : 's'}`;
};

/** A preHandler that answers 429 (problem+json, with Retry-After) once `max` requests were made within `windowS`. */
export function requestLimit(limits: AttemptLimits, { name, max, windowS, key }: RequestLimit) {
  const limiter = limits.limiter(name, max, windowS);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await limiter.consume(key(request));
    } catch (e) {
      // the limiter refused (in Redis or, while Redis is away, in memory); any other failure lets the request
      // through: records must stay reachable, and the in-memory count already stands in for Redis
      if (!(e instanceof RateLimiterRes)) return;
      reply.header('retry-after', String(Math.max(1, Math.ceil(e.msBeforeNext / 1000))));
      throw new Problem(
        429,
        'Too many requests',
        `Too many requests of this kind. Please try again in ${inMinutes(e.msBeforeNext)}.`,
      );
    }
  };
}
