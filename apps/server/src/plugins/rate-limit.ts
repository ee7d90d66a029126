/**
 * Rate limits (@fastify/rate-limit; shared through Redis when REDIS_URL is set). Sign-in counts
 * failed attempts per account and per address; link-sending calls count every request per address.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyRequests } from './http-errors';

export const minutesText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};
export const tooManySignIns = (ms: number) => `Too many sign-in attempts. Try again in ${minutesText(ms)}.`;
export const tooManyRequestsText = (ms: number) => `Too many requests. Try again in ${minutesText(ms)}.`;

export async function registerRateLimit(app: FastifyInstance, redis?: Redis): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'switchboard-rl:' } : {}),
    errorResponseBuilder: (_request, context) => tooManyRequests(tooManyRequestsText(context.ttl)),
  });
}

export interface FailureLimiter {
  /** Throws a 429 (with Retry-After) when the caller already used up their failed attempts. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one failed attempt. */
  fail(request: FastifyRequest): Promise<void>;
}

export interface FailureLimit {
  name: string;
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string;
  message?: (ttlMs: number) => string;
}

/** Counts only failures (a member signing in often is not an attacker); several limits combine. */
export function failureLimiter(app: FastifyInstance, limits: readonly FailureLimit[]): FailureLimiter {
  const limiters = limits.map((limit) => ({
    limit,
    apply: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
    }),
  }));
  return {
    async check(request, reply) {
      for (const { limit, apply } of limiters) {
        const state = await apply(request, { increment: false });
        if (state.isAllowed || state.remaining > 0) continue;
        reply.header('retry-after', String(Math.max(1, Math.ceil(state.ttl / 1000))));
        throw tooManyRequests((limit.message ?? tooManySignIns)(state.ttl));
      }
    },
    async fail(request) {
      await Promise.all(limiters.map(({ apply }) => apply(request)));
    },
  };
}

/** Every request counts (mail-sending calls). */
export function requestLimiter(app: FastifyInstance, max: number, windowMs: number): preHandlerAsyncHookHandler {
  return app.rateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `links:${request.ip}` }) as preHandlerAsyncHookHandler;
}
