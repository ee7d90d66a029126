/**
 * Media-header templates: the example file goes to WhatsApp through the Resumable Upload API (the double checks the
 * session, the OAuth header, the offset and the length), and the template is created with the handle answered; the
 * double refuses a handle it never gave, as Meta does.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  TEMPLATE_PATHS, TEMPLATE_TEXTS, type HeaderExample, type Template, type TemplateInput,
} from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';
import { GraphDouble } from '@/testing/whatsapp-graph-double';
import { TEST_PHONE_NUMBER_ID } from '@/testing/whatsapp-webhooks';
import { dataOf } from '@/modules/history/history.test-kit';
import type { App } from '@/plugins/type-provider';
import { WA_SECRET, WA_TOKEN, whatsappEnv } from './whatsapp.test-kit';

const APP_ID = '987654321012345';
const double = new GraphDouble({ accessToken: WA_TOKEN, phoneNumberId: TEST_PHONE_NUMBER_ID, appSecret: WA_SECRET, appId: APP_ID });
beforeAll(async () => { await double.start(); });
afterAll(() => double.close());
beforeEach(() => { double.templates.length = 0; double.refused.length = 0; });

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function upload(app: App, headers: Record<string, string>, fileName: string, type: string, bytes: Buffer) {
  const boundary = '----wa-example';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({ method: 'POST', url: TEMPLATE_PATHS.headerExample, payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const imageTemplate = (handle: string, name = 'diwali_banner'): TemplateInput => ({
  name, language: 'en', category: 'MARKETING',
  components: [
    { type: 'HEADER', format: 'IMAGE', example: { header_handle: [handle] } },
    { type: 'BODY', text: 'Hi {{1}}, our Diwali sale starts today.', example: { body_text: [['Priya']] } },
  ],
});

describeBackends('WhatsApp media-header templates', (context) => {
  it('uploads the example to WhatsApp, creates the template with its handle, and lists it with its image header', async () => {
    const headers = bearer((await signIn(context.app, 'admin@demo.brand')).token);
    const uploaded = await upload(context.app, headers, 'diwali.png', 'image/png', PNG);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const example = dataOf<HeaderExample>(uploaded);
    expect(example).toMatchObject({ format: 'IMAGE', fileName: 'diwali.png' });
    expect(double.uploads.get(example.handle)).toMatchObject({ fileName: 'diwali.png', mimeType: 'image/png', bytes: PNG });

    const created = await context.app.inject({ method: 'POST', url: TEMPLATE_PATHS.templates, headers, payload: imageTemplate(example.handle) });
    expect(created.statusCode, created.body).toBe(200);
    expect(dataOf<Template>(created)).toMatchObject({ status: 'PENDING', components: [{ type: 'HEADER', format: 'IMAGE', example: { header_handle: [example.handle] } }, { type: 'BODY' }] });
    expect(double.templates.map((template) => [template.name, template.components[0]])).toEqual([
      ['diwali_banner', { type: 'HEADER', format: 'IMAGE', example: { header_handle: [example.handle] } }],
    ]);
    expect(double.refused).toEqual([]);
  });

  it('refuses a file type WhatsApp does not take, a handle WhatsApp never gave, and an upload without a file', async () => {
    const headers = bearer((await signIn(context.app, 'admin@demo.brand')).token);
    const gif = await upload(context.app, headers, 'a.gif', 'image/gif', Buffer.from('GIF89a'));
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toMatchObject({ field: 'file', message: TEMPLATE_TEXTS.headerExampleType });
    expect([...double.uploads.values()].some((file) => file.fileName === 'a.gif')).toBe(false);

    const madeUp = await context.app.inject({ method: 'POST', url: TEMPLATE_PATHS.templates, headers, payload: imageTemplate('4::bWFkZS11cA==:ARz', 'made_up') });
    expect(madeUp.statusCode).toBe(412);
    expect(madeUp.json<{ message: string }>().message).toContain('not an uploaded file handle');
    expect(double.templates).toEqual([]);

    const none = await context.app.inject({ method: 'POST', url: TEMPLATE_PATHS.headerExample, headers, payload: {} });
    expect(none.statusCode).toBe(400);
    const agent = bearer((await signIn(context.app, 'agent@demo.brand')).token);
    expect((await upload(context.app, agent, 'diwali.png', 'image/png', PNG)).statusCode).toBe(403);
  });

  it('says to set the app id when the number has none', async () => {
    const app = await context.buildApp({ ...whatsappEnv(double) });
    const headers = bearer((await signIn(app, 'admin@demo.brand')).token);
    const refused = await upload(app, headers, 'diwali.png', 'image/png', PNG);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ message: TEMPLATE_TEXTS.noAppId });
  });
}, () => ({ ...whatsappEnv(double), WA_APP_ID: APP_ID }));
