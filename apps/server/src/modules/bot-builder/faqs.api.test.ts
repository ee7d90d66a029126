/** FAQ builder and generative FAQ documents over HTTP: CRUD, paging and search, bad input, upload, try box. */
import { expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as T, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import {
  FAQ_PATHS, FAQ_TEXTS as F, type Faq, type FaqUploadReport, type GenerativeFaq, type GenerativeFaqDetail, type TryFaqData,
} from '@switchboard/contracts/bot-builder/faq.schemas';
import { DEMO_FAQS } from '@/seed/bot-faq-seed';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';
import { callerFor, dataOf, multipart, UNKNOWN_ID, workbook } from './bot-builder.test-kit';

type Page<T> = { items: T[]; totalCount: number };
const RETURNS = { question: 'Can I return shoes?', answer: '<p>Yes, within <b>30 days</b>.</p>', alternates: ['how do I return shoes', 'send shoes back'], category: 'Returns' };

describeBackends('bot builder: FAQs and generative FAQs', (context) => {
  const trainer = () => callerFor(context.app, 'trainer@demo.brand');

  it('creates, reads, updates, lists (10 a page, search) and deletes FAQs', async () => {
    const caller = await trainer();
    const created = await caller.post(P.faqs, RETURNS);
    expect(created.statusCode, created.body).toBe(200);
    const faq = dataOf<Faq>(created);
    expect(faq).toMatchObject({ ...RETURNS, enabled: true });
    expect(dataOf<Faq>(await caller.get(withId(P.faq, faq.id)))).toEqual(faq);
    const updated = await caller.put(withId(P.faq, faq.id), { ...RETURNS, alternates: ['shoe return policy'], enabled: false, category: '' });
    expect(dataOf<Faq>(updated)).toMatchObject({ alternates: ['shoe return policy'], enabled: false, category: null });

    for (let i = 0; i < 11; i++) await caller.post(P.faqs, { question: `Question ${i}?`, answer: `Answer ${i}` });
    // Beside the seeded demo FAQs.
    const total = 12 + DEMO_FAQS.length;
    const first = dataOf<Page<Faq>>(await caller.get(P.faqs));
    expect(first.totalCount).toBe(total);
    expect(first.items).toHaveLength(10);
    expect(dataOf<Page<Faq>>(await caller.get(`${P.faqs}?page=2`)).items).toHaveLength(total - 10);
    // Search reads questions, answers, categories and alternates.
    expect(dataOf<Page<Faq>>(await caller.get(`${P.faqs}?search=shoe%20return%20policy`)).items.map((item) => item.id)).toEqual([faq.id]);
    expect(dataOf<Page<Faq>>(await caller.get(`${P.faqs}?search=100%25`)).totalCount).toBe(0);

    expect((await caller.del(withId(P.faq, faq.id))).statusCode).toBe(200);
    expect((await caller.get(withId(P.faq, faq.id))).statusCode).toBe(404);
    expect((await caller.del(withId(P.faq, faq.id))).statusCode).toBe(404);
  });

  it('refuses bad FAQs with the field, duplicate questions with 409, unknown ids with 404, and viewers’ writes with 403', async () => {
    const caller = await trainer();
    const missing = await caller.post(P.faqs, { question: '  ', answer: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'question' });
    const repeated = await caller.post(P.faqs, { question: 'Hours?', answer: 'x', alternates: ['opening', 'HOURS?'] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({ message: F.duplicateAlternate });
    expect((await caller.post(P.faqs, RETURNS)).statusCode).toBe(200);
    const duplicate = await caller.post(P.faqs, { ...RETURNS, question: 'CAN I RETURN SHOES?' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: F.duplicateQuestion, field: 'question' });
    expect((await caller.put(withId(P.faq, UNKNOWN_ID), RETURNS)).statusCode).toBe(404);
    expect((await caller.get(withId(P.faq, 'nope'))).statusCode).toBe(404);
    expect(dataOf<Page<Faq>>(await caller.get(P.faqs)).totalCount).toBe(DEMO_FAQS.length + 1);
    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.post(P.faqs, { question: 'x?', answer: 'y' })).statusCode).toBe(403);
  });

  it('uploads FAQs from xlsx: new ones added, known questions updated, bad rows reported with their number', async () => {
    const caller = await trainer();
    await caller.post(P.faqs, RETURNS);
    const file = await workbook([
      ['question', 'answer', 'alternates', 'category'],
      ['Do you ship abroad?', 'To every EU country.', 'international shipping\nship to other countries', 'Delivery'],
      ['can i return shoes?', 'Within 30 days.', 'return policy | send shoes back', null],
      ['No answer here?', null, null, null],
      [null, 'An answer without a question', null, null],
    ]);
    const { token } = await signIn(context.app, 'trainer@demo.brand');
    const upload = (name: string, content: Buffer) => {
      const form = multipart(name, content);
      return context.app.inject({ method: 'POST', url: FAQ_PATHS.uploadFaqs, payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
    };
    const response = await upload('faqs.xlsx', file);
    expect(response.statusCode, response.body).toBe(200);
    const report = dataOf<FaqUploadReport>(response);
    expect(report).toMatchObject({ faqsCreated: 1, faqsUpdated: 1 });
    expect(report.rows.map((row) => [row.row, row.status])).toEqual([[2, 'added'], [3, 'updated'], [4, 'error'], [5, 'error']]);
    expect(report.rows[2]!.message).toMatch(/^answer:/);
    const faqs = dataOf<Page<Faq>>(await caller.get(P.faqs)).items;
    expect(faqs.find((faq) => faq.question === 'Do you ship abroad?')).toMatchObject({ alternates: ['international shipping', 'ship to other countries'], category: 'Delivery' });
    expect(faqs.find((faq) => faq.question === 'can i return shoes?')).toMatchObject({
      answer: 'Within 30 days.', alternates: ['how do I return shoes', 'send shoes back', 'return policy'], category: 'Returns',
    });
    expect((await upload('old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).json()).toMatchObject({ message: T.uploadXls });
    expect((await caller.post(FAQ_PATHS.uploadFaqs, {})).statusCode).toBe(400);
  });

  it('adds documents (HTML stripped, split into passages), lists, shows passages, deletes, and refuses empty ones', async () => {
    const caller = await trainer();
    const html = `<h1>Care guide</h1><p>${'Clean leather shoes with a damp cloth. '.repeat(30)}</p><p>Suede needs a soft brush.</p><script>x()</script>`;
    const created = await caller.post(P.generativeFaqs, { title: 'Care guide', text: html, format: 'html' });
    expect(created.statusCode, created.body).toBe(200);
    const document = dataOf<GenerativeFaqDetail>(created);
    expect(document.passageCount).toBeGreaterThan(1);
    expect(document.passages.map((passage) => passage.index)).toEqual(document.passages.map((_, i) => i));
    expect(document.passages.map((passage) => passage.text).join(' ')).not.toMatch(/<|x\(\)/);
    expect(document.passages.at(-1)!.text).toContain('Suede needs a soft brush.');
    expect(dataOf<GenerativeFaqDetail>(await caller.get(withId(P.generativeFaq, document._id)))).toEqual(document);
    const list = dataOf<Page<GenerativeFaq>>(await caller.get(P.generativeFaqs));
    // Newest first, before the seeded returns policy.
    expect(list.totalCount).toBe(2);
    expect(list.items[0]).toMatchObject({ _id: document._id, title: 'Care guide', format: 'html', passageCount: document.passageCount });
    expect(list.items[0]).not.toHaveProperty('passages');

    const empty = await caller.post(P.generativeFaqs, { title: 'Nothing', text: '<p> </p><script>x</script>', format: 'html' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: F.emptyDocument, field: 'text' });
    expect((await caller.post(P.generativeFaqs, { title: '', text: 'x' })).json()).toMatchObject({ field: 'title' });
    expect((await caller.post(P.generativeFaqs, { title: 'x', text: 'y', format: 'pdf' })).json()).toMatchObject({ field: 'format' });

    expect((await caller.del(withId(P.generativeFaq, document._id))).statusCode).toBe(200);
    expect((await caller.get(withId(P.generativeFaq, document._id))).statusCode).toBe(404);
    expect((await caller.del(withId(P.generativeFaq, UNKNOWN_ID))).statusCode).toBe(404);
  });

  it('tries a question against the draft: an FAQ, a passage with its source, or nothing', async () => {
    const caller = await trainer();
    await caller.post(P.faqs, RETURNS);
    await caller.post(P.generativeFaqs, { title: 'Warranty', text: 'Every pair has a two-year warranty against loose soles and broken stitching.' });
    const tryIt = async (text: string) => dataOf<TryFaqData>(await caller.post(FAQ_PATHS.tryFaq, { text }));
    expect(await tryIt('send shoes back')).toMatchObject({ answer: { kind: 'faq', source: RETURNS.question, text: RETURNS.answer }, generated: false });
    expect(await tryIt('is there a warranty on soles?')).toMatchObject({
      answer: { kind: 'generative', source: 'Warranty', text: expect.stringContaining('two-year warranty') },
      sources: [{ kind: 'generative', title: 'Warranty' }], generated: false, generationError: null,
    });
    expect(await tryIt('what is the weather in Paris')).toMatchObject({ answer: null, sources: [] });
    expect((await caller.post(FAQ_PATHS.tryFaq, { text: ' ' })).statusCode).toBe(400);
  });
});
