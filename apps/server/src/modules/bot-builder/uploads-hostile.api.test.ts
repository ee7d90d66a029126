/**
 * Hostile spreadsheet uploads (intents and FAQs): refused early, by content, with a clear message, nothing
 * stored; the largest generative-FAQ documents are read on the documents thread.
 */
import { expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { BOT_MESSAGE_TEXTS } from '@switchboard/contracts/bot-builder/bot-message.api';
import { FAQ_PATHS, MAX_DOCUMENT_CHARACTERS, type GenerativeFaqDetail } from '@switchboard/contracts/bot-builder/faq.schemas';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';
import { numberSheet, xlsx } from '@/workers/zip.test-kit';
import { callerFor, dataOf, multipart } from './bot-builder.test-kit';
import { MAX_UPLOAD_ROWS } from './spreadsheet';

describeBackends('bot builder: hostile spreadsheet uploads', (context) => {
  it('refuses a renamed text file, a zip bomb, 400,000 rows and a file over 5 MB on both upload routes, storing nothing', async () => {
    const caller = await callerFor(context.app, 'trainer@demo.brand');
    const { token } = await signIn(context.app, 'trainer@demo.brand');
    const counts = async () => [
      dataOf<{ totalCount: number }>(await caller.get(P.intents)).totalCount,
      dataOf<{ totalCount: number }>(await caller.get(P.faqs)).totalCount,
    ];
    const before = await counts();
    const bomb = xlsx(Buffer.alloc(60 * 1024 * 1024));
    const rows = xlsx(numberSheet(400_000));
    for (const url of [P.uploadIntents, FAQ_PATHS.uploadFaqs]) {
      const upload = (name: string, content: Buffer) => {
        const form = multipart(name, content);
        return context.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
      };
      const renamed = await upload('notes.xlsx', Buffer.from('intent,utterance\ngreeting,hello\n'));
      expect(renamed.statusCode, url).toBe(400);
      expect(renamed.json()).toMatchObject({ message: T.uploadUnreadable, field: 'file' });

      const exploded = await upload('bomb.xlsx', bomb);
      expect(exploded.statusCode, exploded.body).toBe(413);
      expect(exploded.json()).toMatchObject({ message: T.uploadTooLarge, field: 'file' });

      const long = await upload('long.xlsx', rows);
      expect(long.statusCode, long.body).toBe(400);
      expect(long.json()).toMatchObject({ message: T.uploadTooManyRows(MAX_UPLOAD_ROWS), field: 'file' });

      const big = await upload('big.xlsx', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(6 * 1024 * 1024)]));
      expect(big.statusCode, big.body).toBe(413);
      expect(big.json()).toMatchObject({ message: BOT_MESSAGE_TEXTS.mediaTooLarge('document'), field: 'file' });
    }
    expect(await counts()).toEqual(before);
  });

  it('adds the largest Markdown and HTML documents, hostile ones included, as their text', async () => {
    const caller = await callerFor(context.app, 'trainer@demo.brand');
    const nested = await caller.post(P.generativeFaqs, { title: 'Nested', format: 'markdown', text: `${'> '.repeat(99_980)}Returns take 30 days.` });
    expect(nested.statusCode, nested.body).toBe(200);
    expect(dataOf<GenerativeFaqDetail>(nested).passages.map((passage) => passage.text)).toEqual(['Returns take 30 days.']);

    const paragraph = '<p>Returns are free within <b>30 days</b> &amp; refunds take a week.</p>';
    const html = paragraph.repeat(Math.floor(MAX_DOCUMENT_CHARACTERS / paragraph.length));
    const added = await caller.post(P.generativeFaqs, { title: 'Returns', format: 'html', text: html });
    expect(added.statusCode, added.body).toBe(200);
    const detail = dataOf<GenerativeFaqDetail>(added);
    expect(detail.passageCount).toBeGreaterThan(10);
    expect(detail.passages[0]?.text).toMatch(/^Returns are free within 30 days & refunds take a week\.\nReturns/);
  });

  it('answers a malformed or cut-off multipart body with 400 on every upload route (busboy\'s errors were 500)', async () => {
    const { token } = await signIn(context.app, 'trainer@demo.brand');
    const boundary = '----switchboard-test';
    const bodies = [
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: image/png\r\n\r\nPK\u0003\u0004 cut off`,
      'not a multipart body at all',
    ];
    for (const url of [`${P.mediaUpload}?mediaType=image`, P.uploadIntents, FAQ_PATHS.uploadFaqs]) {
      for (const payload of bodies) {
        const response = await context.app.inject({ method: 'POST', url, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) } });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ field: 'file' });
      }
    }
  });
});
