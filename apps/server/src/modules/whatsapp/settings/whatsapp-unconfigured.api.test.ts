/** Without the WA_* settings the template pages' calls (Template Master, Template CTA) say what to set (412), to those who may open the pages only. */
import { expect, it } from 'vitest';
import { TEMPLATE_PATHS, WHATSAPP_NOT_CONFIGURED } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { CTA_PATHS } from '@switchboard/contracts/whatsapp/whatsapp.cta';
import { describeBackendsShared } from '@/testing/backends';
import { callerFor } from '@/modules/history/history.test-kit';
import { BROADCAST_PATHS } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { HISTORY_PATHS } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-history';
import { SENDER_PATHS } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import { SEGMENT_PATHS } from '@switchboard/contracts/whatsapp/whatsapp.segments';

describeBackendsShared('WhatsApp not configured', (context) => {
  it('answers the template calls with 412 and the settings to set; members without the pages get 403', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const list = await admin.call('GET', TEMPLATE_PATHS.templates);
    expect(list.statusCode, list.body).toBe(412);
    expect(list.json<{ message: string }>().message).toBe(WHATSAPP_NOT_CONFIGURED);
    const create = await admin.call('POST', TEMPLATE_PATHS.templates, { name: 'x' });
    expect(create.statusCode).toBe(412);
    for (const path of Object.values(CTA_PATHS)) {
      const cta = await admin.call('GET', path);
      expect(cta.statusCode, path).toBe(412);
      expect(cta.json<{ message: string }>().message).toBe(WHATSAPP_NOT_CONFIGURED);
    }
    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.call('GET', TEMPLATE_PATHS.templates)).statusCode).toBe(403);
    expect((await agent.call('GET', CTA_PATHS.records)).statusCode).toBe(403);
  });

  it('answers the sender and broadcast history calls with 412 too', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const id = crypto.randomUUID();
    const calls: Array<['GET' | 'POST', string]> = [
      ['GET', SEGMENT_PATHS.segments], ['POST', SEGMENT_PATHS.segments], ['POST', SEGMENT_PATHS.preview], ['GET', SEGMENT_PATHS.tags],
      ['POST', BROADCAST_PATHS.upload], ['POST', SENDER_PATHS.create], ['GET', SENDER_PATHS.settings], ['GET', HISTORY_PATHS.list],
      ...[BROADCAST_PATHS.broadcast, HISTORY_PATHS.failures, HISTORY_PATHS.recipients, HISTORY_PATHS.export].map((path) => ['GET', path.replace(':id', id)] as ['GET', string]),
      ...[BROADCAST_PATHS.pause, BROADCAST_PATHS.resume, BROADCAST_PATHS.cancel, BROADCAST_PATHS.retryFailed].map((path) => ['POST', path.replace(':id', id)] as ['POST', string]),
    ];
    for (const [method, url] of calls) {
      const response = await admin.call(method, url, method === 'POST' ? {} : undefined);
      expect([url, response.statusCode, response.json<{ message: string }>().message]).toEqual([url, 412, WHATSAPP_NOT_CONFIGURED]);
    }
    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.call('GET', HISTORY_PATHS.list)).statusCode).toBe(403);
  });
});
