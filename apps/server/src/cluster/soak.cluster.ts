/**
 * The soak's short version (issue 28: "CI runs a short version"; the long one is `npm run bench -- soak --minutes N`):
 * two instances behind HAProxy carry steady traffic for a few rounds — customers on both instances, a supervisor on
 * one who took every chat over and answers each chat once a round — and afterwards every chat is intact: every
 * message stored once with gap-free seqs, every customer message heard by the supervisor once and in order, every
 * answer received by its customer (chat-checks.ts). Each instance's resident memory is printed once a round, never
 * asserted (time and size goals live in bench/, not in tests).
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { expectChatIntact } from './chat-checks';
import { describeCluster } from './cluster-suite';
import { useClients } from './scenarios';

const CUSTOMERS_PER_INSTANCE = 12;
const ROUNDS = 5;
const MESSAGES_PER_ROUND = 4;
/** Between one customer message and the next of the same customer: ≈ 2 × 12 customers / 0.25 s ≈ 100 msg/s in all. */
const PACE_MS = 250;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /proc/<pid>/status: resident MB (NaN for an instance that is not running). */
function residentMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

describeCluster('cluster: a short soak across two instances', {
  instances: 2,
  // Each simulated customer sends far more than a person types; every one of them comes from 127.0.0.1.
  env: { WEBCHAT_MESSAGES_PER_MINUTE: '10000', WEBCHAT_ADDRESS_MESSAGES_PER_MINUTE: '1000000' },
}, (cluster) => {
  const clients = useClients(cluster);

  it('steady traffic through the balancer for several rounds loses, repeats and reorders nothing', async () => {
    const supervisor = await clients.staff('app2', 'supervisor@demo.brand');
    const customers = [...await clients.customers('app1', CUSTOMERS_PER_INSTANCE), ...await clients.customers('app2', CUSTOMERS_PER_INSTANCE)];
    for (const customer of customers) {
      expect((await supervisor.emit('takeoverChat', { sessionId: customer.sessionId })).data).toEqual({ sessionId: customer.sessionId });
    }

    const memory: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      await Promise.all(customers.map(async (customer, index) => {
        for (let n = 1; n <= MESSAGES_PER_ROUND; n += 1) {
          await customer.send(`round ${round} message ${n} of customer ${index}`, `r${round}-m${n}`);
          await pause(PACE_MS);
        }
        const sessionId = customer.sessionId ?? '';
        const answer = await supervisor.send(sessionId, `answer to round ${round}`, `s-${index}-r${round}`);
        await customer.waitFor('agentMessage', (p: { message: Message }) => p.message.seq === answer, 15_000);
      }));
      memory.push(cluster().instances.map((instance) => residentMb(instance.pid).toFixed(0)).join(' + '));
    }
    console.info(`Short soak: ${customers.length} customers × ${ROUNDS * MESSAGES_PER_ROUND} messages; resident MB per round (app1 + app2): ${memory.join(', ')}`);

    const sent = ROUNDS * MESSAGES_PER_ROUND;
    for (const customer of customers) {
      expect(customer.acked.size).toBe(sent);
      const sessionId = customer.sessionId ?? '';
      await expect.poll(() => supervisor.customerMessages.filter((message) => message.sessionId === sessionId).length, { timeout: 10_000 }).toBe(sent);
      const stored = await expectChatIntact(cluster().database.db, customer, [supervisor]);
      expect(stored.filter((row) => row.sender === 'customer')).toHaveLength(sent);
    }
  }, 180_000);
});
