/**
 * initiateDmsTraining: trains in the background (the answer comes at once, status training), one at a time per
 * brand (412 while one runs; a training that stopped moving is failed and no longer blocks), and the training logs
 * (5 a page) keep who, when, the data size, the held-out accuracy and the conflicts.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DMS_PATHS as P, DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import type { DmsTraining, Domain } from '@switchboard/contracts/dms/dms.schemas';
import { brands } from '@/db/schema/brands';
import { dmsTrainings } from '@/db/schema/dms';
import { callerFor, dataOf, UNKNOWN_ID } from '@/modules/bot-builder/bot-builder.test-kit';
import { describeBackends } from '@/testing/backends';
import { boxes, demoDomain } from './dms.test-kit';

type Page = { items: DmsTraining[]; totalCount: number };

describeBackends('dialogue management: training', (context) => {
  const trainer = () => callerFor(context.app, 'trainer@demo.brand');

  it('trains in the background and logs the data size, held-out accuracy and conflicts', async () => {
    const caller = await trainer();
    const demo = await demoDomain(caller);
    // A conflict for the log to report.
    await caller.post(P.updateDialog, { domainId: demo.domain._id, name: 'Greet, then bye', boxes: boxes(demo, ['greeting', '!utter_goodbye']) });
    const started = await caller.get(`${P.initiateDmsTraining}?domainId=${demo.domain._id}`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ message: T.trainingStarted, data: { status: 'training', domainName: 'Orders', startedBy: 'Tara Trainer' } });
    await context.app.services.dms.training.idle();
    const logs = dataOf<Page>(await caller.get(P.trainingLogs));
    expect(logs.totalCount).toBe(1);
    const [log] = logs.items;
    expect(log).toMatchObject({ status: 'trained', progress: 1, stories: 6, error: null });
    expect(log!.examples).toBeGreaterThan(10);
    expect(log!.accuracy).toBeGreaterThanOrEqual(0);
    expect(log!.dialogueAccuracy).not.toBeNull();
    expect(log!.conflicts).toHaveLength(1);
    expect(dataOf<DmsTraining | null>(await caller.get(P.trainingStatus))).toBeNull();
  });

  it('refuses a second training while one runs (412), not once the running one stopped moving', async () => {
    const caller = await trainer();
    const demo = await demoDomain(caller);
    const [brand] = await context.database.db.select({ id: brands.id }).from(brands);
    const [running] = await context.database.db.insert(dmsTrainings).values({
      brandId: brand!.id, domainId: demo.domain._id, domainName: 'Orders', status: 'training', startedByName: 'Someone',
    }).returning();
    const refused = await caller.get(`${P.initiateDmsTraining}?domainId=${demo.domain._id}`);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ message: T.trainingBusy });
    expect(dataOf<DmsTraining>(await caller.get(P.trainingStatus))).toMatchObject({ _id: running!.id, status: 'training' });

    await context.database.db.update(dmsTrainings).set({ heartbeatAt: new Date(Date.now() - 10 * 60_000) }).where(eq(dmsTrainings.id, running!.id));
    expect((await caller.get(`${P.initiateDmsTraining}?domainId=${demo.domain._id}`)).statusCode).toBe(200);
    await context.app.services.dms.training.idle();
    const logs = dataOf<Page>(await caller.get(P.trainingLogs)).items;
    expect(logs.map((row) => row.status)).toEqual(['trained', 'failed']);
    expect(logs[1]).toMatchObject({ error: 'interrupted' });
  });

  it('pages the logs 5 at a time and refuses bad input', async () => {
    const caller = await trainer();
    const demo = await demoDomain(caller);
    for (let i = 0; i < 6; i++) {
      expect((await caller.get(`${P.initiateDmsTraining}?domainId=${demo.domain._id}`)).statusCode).toBe(200);
      await context.app.services.dms.training.idle();
    }
    expect(dataOf<Page>(await caller.get(P.trainingLogs))).toMatchObject({ totalCount: 6 });
    expect(dataOf<Page>(await caller.get(P.trainingLogs)).items).toHaveLength(5);
    expect(dataOf<Page>(await caller.get(`${P.trainingLogs}?page=2`)).items).toHaveLength(1);
    expect((await caller.get(P.initiateDmsTraining)).statusCode).toBe(400);
    expect((await caller.get(`${P.initiateDmsTraining}?domainId=${UNKNOWN_ID}`)).statusCode).toBe(404);
    const empty = dataOf<Domain>(await caller.post(P.domains, { name: 'Empty', intents: ['greeting'] }));
    expect((await caller.get(`${P.initiateDmsTraining}?domainId=${empty._id}`)).json()).toMatchObject({ message: T.nothingToTrain });
    const qa = await callerFor(context.app, 'qa@demo.brand');
    expect((await qa.get(`${P.initiateDmsTraining}?domainId=${demo.domain._id}`)).statusCode).toBe(403);
  });
});
