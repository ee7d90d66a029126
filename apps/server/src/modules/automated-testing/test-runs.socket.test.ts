/**
 * Progress reaches the console live: a member allowed Test Runs gets botTestRun on the training channel as a run is
 * queued, moves and ends (the last with every case counted); a member without the page is not in the room.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { NAMESPACES, STAFF_SOCKET_ROLE } from '@switchboard/contracts/auth/auth.events';
import { TEST_RUN_EVENTS, TEST_RUN_NAMESPACE, type BotTestRunEvent } from '@switchboard/contracts/automated-testing/test-runs.events';
import { botTestRuns } from '@/db/schema/bot-test-runs';
import { callerFor } from '@/modules/bot-builder/bot-builder.test-kit';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { signIn } from '@/testing/test-app';
import { testRunRoom } from './automated-testing.module';
import { createCase, orderTurns, startRun } from './test-runs.test-kit';

describeBackends('automated testing: run progress over the socket', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('pushes botTestRun to members allowed Test Runs as the run moves, until it ends', async () => {
    const trainer = await signIn(context.app, 'trainer@demo.brand');
    const agent = await signIn(context.app, 'agent@demo.brand');
    const watching = harness.open(NAMESPACES.liveDialogTraining, { token: trainer.token, role: STAFF_SOCKET_ROLE });
    const notAllowed = harness.open(TEST_RUN_NAMESPACE, { token: agent.token, role: STAFF_SOCKET_ROLE });
    await Promise.all([watching.waitFor('connect'), notAllowed.waitFor('connect')]);
    const caller = await callerFor(context.app, 'trainer@demo.brand');
    for (const name of ['Case A', 'Case B']) await createCase(caller, name, orderTurns());

    const run = await startRun(caller);
    await watching.waitFor<BotTestRunEvent>(TEST_RUN_EVENTS.botTestRun, (p) => p._id === run._id && p.state === 'queued');
    await watching.waitFor<BotTestRunEvent>(TEST_RUN_EVENTS.botTestRun, (p) => p._id === run._id && p.state === 'running');
    const ended = await watching.waitFor<BotTestRunEvent>(TEST_RUN_EVENTS.botTestRun, (p) => p._id === run._id && p.state === 'passed');
    expect(ended).toMatchObject({ total: 2, done: 2, passed: 2, failed: 0, passRate: 1 });
    const counted = watching.all<BotTestRunEvent>(TEST_RUN_EVENTS.botTestRun).map((p) => p.done);
    expect(counted).toEqual([...counted].sort((a, b) => a - b));

    const [stored] = await context.database.db.select({ brandId: botTestRuns.brandId }).from(botTestRuns).where(eq(botTestRuns.id, run._id));
    const room = await context.app.services.realtime.io.of(TEST_RUN_NAMESPACE).in(testRunRoom(stored!.brandId)).fetchSockets();
    expect(room.map((socket) => socket.id)).toEqual([watching.socket.id]);
    expect(notAllowed.all(TEST_RUN_EVENTS.botTestRun)).toEqual([]);
  });
});
