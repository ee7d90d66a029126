/**
 * Broadcasts send only templates WhatsApp would send: an upload, a resume and a retry of a template the console does
 * not hold APPROVED are refused (412) before anything is made or sent; the runner pauses a running broadcast whose
 * template stopped being approved; and a template WhatsApp no longer has (deleted in WhatsApp Manager, still approved
 * here) fails each recipient with Meta's 132001, as the Graph API double answers it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { BROADCAST_PATHS as P, type Broadcast } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { TEMPLATE_SEND_ERRORS } from '@switchboard/contracts/whatsapp/whatsapp.graph';
import { TEMPLATE_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { waTemplates } from '@/db/schema/whatsapp';
import { waBroadcasts } from '@/db/schema/whatsapp-broadcasts';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';
import { dataOf, workbook } from '@/modules/bot-builder/bot-builder.test-kit';
import { newDouble } from '../whatsapp.test-kit';
import { setBroadcastState } from './broadcasts.repository';
import {
  approvedTemplate, BROADCAST_TEMPLATE, broadcastEnv, broadcastRow, graphOf, recipientsOf, runner, runningBroadcast, until,
} from './broadcasts.test-kit';

const double = newDouble();
beforeAll(async () => { await double.start(); });
afterAll(() => double.close());
beforeEach(() => {
  double.sent.length = 0;
  double.refused.length = 0;
  double.templates.length = 0;
});

const FIELDS = { name: 'Diwali', templateName: 'diwali_offer', templateLanguage: 'en', templateCategory: 'MARKETING', variables: 'Name' };

async function uploadForm(fields: Record<string, string>) {
  const boundary = '----template-test';
  const file = await workbook([['phone', 'Name'], ['919812345678', 'Priya']]);
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  return {
    payload: Buffer.concat([
      ...parts,
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describeBackends('Broadcast templates', (context) => {
  it('refuses an upload of a template that is unknown in that language or not approved, and makes nothing', async () => {
    const { db } = context.database;
    const { token } = await signIn(context.app, 'admin@demo.brand');
    const upload = async (fields: Record<string, string>) => {
      const form = await uploadForm(fields);
      return context.app.inject({ method: 'POST', url: P.upload, payload: form.payload, headers: { ...bearer(token), ...form.headers } });
    };
    const unknown = await upload(FIELDS);
    expect(unknown.statusCode).toBe(412);
    expect(unknown.json()).toMatchObject({ message: TEMPLATE_TEXTS.unknown('diwali_offer', 'en') });
    await approvedTemplate(db, 'diwali_offer', 'hi');
    expect((await upload(FIELDS)).json()).toMatchObject({ message: TEMPLATE_TEXTS.unknown('diwali_offer', 'en') });
    await approvedTemplate(db, ...BROADCAST_TEMPLATE);
    for (const status of ['PENDING', 'REJECTED', 'PAUSED', 'DISABLED'] as const) {
      await db.update(waTemplates).set({ status }).where(eq(waTemplates.language, 'en'));
      const refused = await upload({ ...FIELDS, validateOnly: 'true' });
      expect(refused.statusCode, status).toBe(412);
      expect(refused.json()).toMatchObject({ message: TEMPLATE_TEXTS.notApproved('diwali_offer', 'en', status) });
    }
    expect(await db.$count(waBroadcasts)).toBe(0);
    await db.update(waTemplates).set({ status: 'APPROVED' });
    const made = await upload(FIELDS);
    expect(made.statusCode, made.body).toBe(200);
    expect(await db.$count(waBroadcasts)).toBe(1);
  });

  it('pauses a running broadcast whose template is no longer approved before sending, and refuses to resume or retry it until it is', async () => {
    const { db } = context.database;
    double.approve(...BROADCAST_TEMPLATE);
    const broadcast = await runningBroadcast(db, 3);
    await db.update(waTemplates).set({ status: 'PENDING' });
    const sender = runner(db, context.app.log, (to, content, opaque) => graphOf(double).send(to, content, opaque), 'check');
    sender.start();
    await until(async () => (await broadcastRow(db, broadcast.id)).state === 'paused', 10_000, 'the broadcast pausing');
    await sender.stop();
    expect(double.sent).toEqual([]);
    expect((await recipientsOf(db, broadcast.id)).map((r) => r.state)).toEqual(['queued', 'queued', 'queued']);

    const { token } = await signIn(context.app, 'admin@demo.brand');
    const act = (path: string) => context.app.inject({ method: 'POST', url: path.replace(':id', broadcast.id), headers: bearer(token) });
    const resume = await act(P.resume);
    expect(resume.statusCode).toBe(412);
    expect(resume.json()).toMatchObject({ message: TEMPLATE_TEXTS.notApproved('diwali_offer', 'en', 'PENDING') });
    await setBroadcastState(db, broadcast.id, ['paused'], 'completed');
    expect((await act(P.retryFailed)).json()).toMatchObject({ message: TEMPLATE_TEXTS.notApproved('diwali_offer', 'en', 'PENDING') });
    await setBroadcastState(db, broadcast.id, ['completed'], 'paused');
    await db.update(waTemplates).set({ status: 'APPROVED' });
    expect(dataOf<Broadcast>(await act(P.resume)).state).toBe('running');
  });

  it('records Meta’s 132001 on each recipient when WhatsApp no longer has the template', async () => {
    const { db } = context.database;
    // Approved in the console (runningBroadcast), unknown to the double: deleted in WhatsApp Manager since.
    const broadcast = await runningBroadcast(db, 3);
    const sender = runner(db, context.app.log, (to, content, opaque) => graphOf(double).send(to, content, opaque), 'gone');
    sender.start();
    await until(async () => (await broadcastRow(db, broadcast.id)).state === 'completed', 30_000, 'the broadcast completing');
    await sender.stop();
    expect(double.sent).toEqual([]);
    expect(double.refused.map((r) => r.status)).toEqual([404, 404, 404]);
    expect((await recipientsOf(db, broadcast.id)).map((r) => [r.state, r.errorCode])).toEqual(Array(3).fill(['failed', TEMPLATE_SEND_ERRORS.missing]));
    expect(await broadcastRow(db, broadcast.id)).toMatchObject({ failedCount: 3, sentCount: 0 });
  });
}, () => broadcastEnv(double));
