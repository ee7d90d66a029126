/**
 * The two Redis connections of the socket.io adapter (publish, subscribe), made to outlive Redis going away
 * (docs/operations.md, "Redis"):
 * - Both reconnect by themselves, at most a second apart, so events flow again within about a second of Redis
 *   coming back, with no instance restarted.
 * - The subscriber queues its commands while disconnected (no retry limit): its subscriptions, also those asked for
 *   while Redis was unavailable at start, are made once it connects. ioredis re-subscribes after a reconnect.
 * - The publisher queues nothing: an event published while Redis is away is dropped at once, and its rejection is
 *   caught here (the adapter leaves its publish promises unhandled, and an unhandled rejection ends the process).
 *   Clients get what they missed by seq instead: when both connections are back after a loss, `onRecovered` runs
 *   (realtime makes this instance's clients reconnect, and a reconnecting client sends the last seq it holds).
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import type { RedisState } from '@switchboard/contracts/auth/auth.schemas';

const RECONNECT: RedisOptions = { retryStrategy: (attempt: number) => Math.min(attempt * 100, 1_000) };

export interface RedisLink {
  readonly pub: Redis;
  readonly sub: Redis;
  state(): RedisState;
  close(): Promise<void>;
}

export function openRedisLink(url: string, logger: FastifyBaseLogger, onRecovered: () => void): RedisLink {
  const sub = new Redis(url, { ...RECONNECT, maxRetriesPerRequest: null });
  const pub = new Redis(url, { ...RECONNECT, enableOfflineQueue: false });
  const publish = pub.publish.bind(pub);
  pub.publish = ((...args: Parameters<typeof publish>) => {
    const sent = publish(...args);
    sent.catch(() => undefined);
    return sent;
  }) as typeof pub.publish;

  // Down from the first failure until both connections are ready again; logged once each way, not every attempt.
  let lost = false;
  let closing = false;
  for (const client of [pub, sub]) {
    client.on('error', (err: Error) => {
      if (lost || closing) return;
      lost = true;
      logger.warn({ err }, 'Redis unavailable: events reach only this instance\'s sockets until it is back');
    });
    client.on('close', () => {
      if (!closing) lost = true;
    });
    client.on('ready', () => {
      if (!lost || pub.status !== 'ready' || sub.status !== 'ready') return;
      lost = false;
      logger.info('Redis is back: this instance\'s clients reconnect and catch up by seq');
      onRecovered();
    });
  }
  return {
    pub,
    sub,
    state: () => (pub.status === 'ready' && sub.status === 'ready' ? 'up' : 'down'),
    async close() {
      closing = true;
      await Promise.allSettled([pub, sub].map((client) => (client.status === 'ready' ? client.quit() : client.disconnect())));
    },
  };
}
