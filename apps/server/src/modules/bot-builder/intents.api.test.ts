/** Intents, utterances (10 a page), blocked list, entity marks and the xlsx upload. */
import { expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as T, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { Intent, UploadReport, Utterance } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';
import { DEMO_INTENTS } from '@/seed/bot-seed';
import { callerFor, dataOf, multipart, UNKNOWN_ID, workbook, type Caller } from './bot-builder.test-kit';

type Page<T> = { items: T[]; totalCount: number };

describeBackends('bot builder: intents', (context) => {
  const trainer = () => callerFor(context.app, 'trainer@demo.brand');
  const createIntent = (caller: Caller, name: string, extra: object = {}) =>
    caller.post(P.intents, { name, reply: `About ${name}.`, ...extra });

  it('lists the seeded intents with counts, searches, and creates, reads, updates and deletes an intent', async () => {
    const caller = await trainer();
    const list = await caller.get(P.intents);
    expect(list.statusCode, list.body).toBe(200);
    const page = dataOf<Page<Intent>>(list);
    expect(page.totalCount).toBe(DEMO_INTENTS.length);
    expect(page.items.find((intent) => intent.name === 'order_status')?.utteranceCount).toBe(DEMO_INTENTS.find((i) => i.name === 'order_status')?.utterances.length);
    expect(dataOf<Page<Intent>>(await caller.get(`${P.intents}?search=order`)).items.map((i) => i.name)).toEqual(['order_status']);

    const created = await createIntent(caller, 'store_hours', { handover: false });
    expect(created.statusCode, created.body).toBe(200);
    const intent = dataOf<Intent>(created);
    expect(intent).toMatchObject({ name: 'store_hours', reply: 'About store_hours.', utteranceCount: 0 });
    expect(dataOf<Intent>(await caller.get(withId(P.intent, intent.id))).name).toBe('store_hours');

    const updated = await caller.put(withId(P.intent, intent.id), { name: 'opening_hours', reply: 'We open at 9.', handover: false });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ data: { name: 'opening_hours', reply: 'We open at 9.' }, message: T.updated });

    expect((await caller.del(withId(P.intent, intent.id))).statusCode).toBe(200);
    expect((await caller.get(withId(P.intent, intent.id))).statusCode).toBe(404);
  });

  it('refuses duplicate names (any case), bad input and unknown ids', async () => {
    const caller = await trainer();
    const duplicate = await createIntent(caller, 'Greeting');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: T.duplicateIntent, field: 'name' });
    const bad = await caller.post(P.intents, { name: 'has spaces', reply: '' });
    expect(bad.statusCode).toBe(400);
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      expect((await caller.get(withId(P.intent, id))).statusCode).toBe(404);
      expect((await caller.put(withId(P.intent, id), { name: 'x_intent', reply: 'x' })).statusCode).toBe(404);
      expect((await caller.del(withId(P.intent, id))).statusCode).toBe(404);
      expect((await caller.post(withId(P.utterances, id), { text: 'hello' })).statusCode).toBe(404);
      expect((await caller.del(withId(P.utterance, id))).statusCode).toBe(404);
    }
  });

  it('adds utterances with marked entities, pages them 10 at a time, keeps a blocked list, refuses duplicates and bad marks', async () => {
    const caller = await trainer();
    const intent = dataOf<Intent>(await createIntent(caller, 'refund'));
    const url = withId(P.utterances, intent.id);
    const marked = await caller.post(url, { text: 'refund order ORD-1234 please', entities: [{ entity: 'order_number', start: 13, end: 21 }] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(dataOf<Utterance>(marked).entities).toEqual([{ entity: 'order_number', start: 13, end: 21 }]);
    for (let i = 1; i <= 11; i++) expect((await caller.post(url, { text: `I want refund number ${i}` })).statusCode).toBe(200);

    const first = dataOf<Page<Utterance>>(await caller.get(url));
    expect(first.totalCount).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(dataOf<Page<Utterance>>(await caller.get(`${url}?page=2`)).items).toHaveLength(2);

    const blocked = await caller.post(url, { text: 'refund policy', kind: 'blocked' });
    expect(blocked.statusCode).toBe(200);
    expect(dataOf<Page<Utterance>>(await caller.get(`${url}?kind=blocked`)).items.map((u) => u.text)).toEqual(['refund policy']);
    expect(dataOf<Intent>(await caller.get(withId(P.intent, intent.id)))).toMatchObject({ utteranceCount: 12, blockedCount: 1 });

    expect((await caller.post(url, { text: 'I WANT REFUND NUMBER 1' })).statusCode).toBe(409);
    const unknownEntity = await caller.post(url, { text: 'refund it', entities: [{ entity: 'colour', start: 0, end: 6 }] });
    expect(unknownEntity.statusCode).toBe(400);
    expect(unknownEntity.json()).toMatchObject({ message: T.unknownEntity('colour') });
    expect((await caller.post(url, { text: 'short', entities: [{ entity: 'number', start: 2, end: 40 }] })).statusCode).toBe(400);

    const id = dataOf<Utterance>(marked).id;
    const edited = await caller.put(withId(P.utterance, id), { text: 'refund my order ORD-1234', entities: [{ entity: 'order_number', start: 16, end: 24 }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await caller.del(withId(P.utterance, id))).statusCode).toBe(200);
    expect(dataOf<Page<Utterance>>(await caller.get(url)).totalCount).toBe(11);
  });

  it('uploads intents and utterances from xlsx: good rows kept, bad rows reported with the row number', async () => {
    const caller = await trainer();
    const file = await workbook([
      ['intent', 'utterance', 'reply'],
      ['store_hours', 'when do you open', 'We are open 9 to 6.'],
      ['store_hours', 'what are your opening hours', null],
      ['greeting', 'yo', null],
      ['greeting', 'hello', null],
      ['bad name!', 'something', 'x'],
      ['new_without_reply', 'a sentence', null],
      ['store_hours', null, null],
    ]);
    const { token } = await signIn(context.app, 'trainer@demo.brand');
    const upload = (name: string, content: Buffer) => {
      const form = multipart(name, content);
      return context.app.inject({ method: 'POST', url: P.uploadIntents, payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
    };
    const response = await upload('intents.xlsx', file);
    expect(response.statusCode, response.body).toBe(200);
    const report = dataOf<UploadReport>(response);
    expect(report).toMatchObject({ intentsCreated: 1, utterancesAdded: 3 });
    expect(report.rows.map((row) => [row.row, row.status])).toEqual([
      [2, 'added'], [3, 'added'], [4, 'added'], [5, 'skipped'], [6, 'error'], [7, 'error'], [8, 'error'],
    ]);
    expect(report.rows.find((row) => row.row === 7)?.message).toMatch(/reply/);
    const hours = dataOf<Page<Intent>>(await caller.get(`${P.intents}?search=store_hours`)).items[0];
    expect(hours).toMatchObject({ name: 'store_hours', reply: 'We are open 9 to 6.', utteranceCount: 2 });
    expect(dataOf<Page<Intent>>(await caller.get(`${P.intents}?search=new_without_reply`)).totalCount).toBe(0);

    const xls = await upload('old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]));
    expect(xls.statusCode).toBe(400);
    expect(xls.json()).toMatchObject({ message: T.uploadXls });
    expect((await upload('notes.txt', Buffer.from('hello'))).statusCode).toBe(400);
    expect((await caller.post(P.uploadIntents, { file: 'not multipart' })).statusCode).toBe(400);
    expect((await upload('broken.xlsx', Buffer.from('PK not really a zip'))).statusCode).toBe(400);
  });

  it('refuses members whose role has no bot-builder route (403), and unsigned calls (401)', async () => {
    for (const email of ['agent@demo.brand', 'qa@demo.brand', 'supervisor@demo.brand']) {
      const caller = await callerFor(context.app, email);
      const response = await caller.get(P.intents);
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toMatchObject({ message: TEXTS.forbidden });
      expect((await caller.post(P.intents, { name: 'x_intent', reply: 'x' })).statusCode).toBe(403);
    }
    expect((await context.app.inject({ method: 'GET', url: P.intents })).statusCode).toBe(401);
  });
});
