/**
 * Rate limits (@fastify/rate-limit; shared through Redis when REDIS_URL is set): link-sending calls
 * count every request per address. Sign-in is throttled by modules/auth/login-throttle.ts instead
 * (attempts reserved in the database before the password is checked).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyRequests } from './http-errors';

export const minutesText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};
export const tooManyRequestsText = (ms: number) => `Too many requests. Try again in ${minutesText(ms)}.`;

export async function registerRateLimit(app: FastifyInstance, redis?: Redis): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'switchboard-rl:' } : {}),
    errorResponseBuilder: (_request, context) => tooManyRequests(tooManyRequestsText(context.ttl)),
  });
}

/** Every request counts (mail-sending calls). */
export function requestLimiter(app: FastifyInstance, max: number, windowMs: number): preHandlerAsyncHookHandler {
  return app.rateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `links:${request.ip}` }) as preHandlerAsyncHookHandler;
}
