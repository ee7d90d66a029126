/** Staff sockets follow the member's session as it is now: revocations and permission changes count on the next command. */
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { SESSION_ENDED } from './command-guard';

describeBackends('live chat: staff sockets follow the current session', (context) => {
  let harness: LiveChatHarness | undefined;
  afterEach(() => harness?.closeAll());

  it('refuses the next command once the session is revoked elsewhere (another instance), and drops the socket', async () => {
    const app = await context.buildApp({ AUTH_CACHE_TTL_MS: '0' });
    harness = await new LiveChatHarness(app).listen();
    const alice = await harness.staff('agent@demo.brand');
    expect((await alice.emit('join', {})).data).toBeTruthy();
    // Written straight to the database, as another server instance would: no event reaches this one.
    await context.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${alice.userId}`);
    expect(await alice.emit('join', {})).toEqual({ message: SESSION_ENDED, errorCode: ERROR_CODES.unauthenticated });
    await alice.waitFor('disconnect');
  });

  it('applies a permission change to the next command without a new sign-in', async () => {
    const app = await context.buildApp({ AUTH_CACHE_TTL_MS: '0' });
    harness = await new LiveChatHarness(app).listen();
    const alice = await harness.staff('agent@demo.brand');
    const before = await alice.emit('acceptChat', { sessionId: '00000000-0000-4000-8000-000000000000' });
    expect(before.errorCode).not.toBe(ERROR_CODES.forbidden);
    await context.database.db.execute(
      sql`update roles set permissions = jsonb_set(permissions, '{actions,chats,accept}', 'false'::jsonb) where name = 'Agent'`,
    );
    const after = await alice.emit('acceptChat', { sessionId: '00000000-0000-4000-8000-000000000000' });
    expect(after.errorCode).toBe(ERROR_CODES.forbidden);
  });
});
