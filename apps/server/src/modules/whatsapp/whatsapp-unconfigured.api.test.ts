/** Without the WA_* settings the template pages' calls say what to set (412), to those who may open the pages only. */
import { expect, it } from 'vitest';
import { TEMPLATE_PATHS, WHATSAPP_NOT_CONFIGURED } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { describeBackendsShared } from '@/testing/backends';
import { callerFor } from '@/modules/history/history.test-kit';

describeBackendsShared('WhatsApp not configured', (context) => {
  it('answers the template calls with 412 and the settings to set; members without the pages get 403', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const list = await admin.call('GET', TEMPLATE_PATHS.templates);
    expect(list.statusCode, list.body).toBe(412);
    expect(list.json<{ message: string }>().message).toBe(WHATSAPP_NOT_CONFIGURED);
    const create = await admin.call('POST', TEMPLATE_PATHS.templates, { name: 'x' });
    expect(create.statusCode).toBe(412);
    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.call('GET', TEMPLATE_PATHS.templates)).statusCode).toBe(403);
  });
});
