/**
 * Issue 21 points 2 and 3 over /webchat: the brand's form modes reach the widget first; the pre-chat form's
 * answers travel with startChat (a required form refuses a start or a message without them, and nothing is
 * stored); an e-mail links the visitor to the customer record that has it; a resolved chat is rated once by
 * its own customer, within the window, while the brand collects ratings.
 */
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { CONFIGURATION_PATHS, type BrandConfiguration } from '@switchboard/contracts/members/configuration.schemas';
import { CUSTOMER_PATHS, customerChatsDataSchema, customerProfileDataSchema, customersDataSchema } from '@switchboard/contracts/customers/customers.schemas';
import { HISTORY_PATHS, chatLogDataSchema } from '@switchboard/contracts/history/history.schemas';
import { LIVE_CHAT_PATHS } from '@switchboard/contracts/live-chat/live-chat.api';
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { WEBCHAT_NAMESPACE } from '@switchboard/contracts/live-chat/webchat.events';
import { WIDGET_FORM_TEXTS } from '@switchboard/contracts/live-chat/widget-forms.rules';
import { chatRatings } from '@/db/schema/chat-ratings';
import { chatSessions } from '@/db/schema/chat-sessions';
import { customers } from '@/db/schema/customers';
import { callerFor, dataOf, type Caller } from '@/modules/history/history.test-kit';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';

type Started = { psid: string; sessionId: string; chatState: string };
const item = (sections: ProfileSection[], section: string, subTitle: string) =>
  sections.find((entry) => entry.sectionTitle === section)?.data.find((entry) => entry.subTitle === subTitle)?.value;

describeBackends('webchat: pre-chat form and satisfaction survey', (context) => {
  let harness: LiveChatHarness;
  let admin: Caller;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
    admin = await callerFor(context.app, 'admin@demo.brand');
  });
  afterEach(() => harness.closeAll());

  const configure = async (patch: Partial<BrandConfiguration>) => {
    const current = dataOf<BrandConfiguration>(await admin.call('GET', CONFIGURATION_PATHS.configuration));
    const saved = await admin.call('PUT', CONFIGURATION_PATHS.configuration, { ...current, ...patch });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const totals = async () => {
    const [people] = await context.database.db.select({ n: count() }).from(customers);
    const [chats] = await context.database.db.select({ n: count() }).from(chatSessions);
    return { customers: Number(people?.n), chats: Number(chats?.n) };
  };
  const visitor = async () => {
    const client = harness.open(WEBCHAT_NAMESPACE, {});
    await client.waitFor('visitor');
    return client;
  };
  const chatProfile = async (psid: string) => {
    const response = await admin.call('POST', LIVE_CHAT_PATHS.joinChatRoom, { clientPsid: psid });
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<{ userProfileDetails: { sections: ProfileSection[] } }>(response).userProfileDetails.sections;
  };
  const resolve = (sessionId: string, resolvedAt = new Date()) => context.database.db.update(chatSessions)
    .set({ chatState: 'Resolved', resolvedAt }).where(eq(chatSessions.sessionId, sessionId));

  it('tells the widget the brand modes before anything else (defaults: no form, 1–5 stars)', async () => {
    const client = await visitor();
    expect(client.events.map((entry) => entry.event).filter((event) => event !== 'connect').slice(0, 2)).toEqual(['widgetConfig', 'visitor']);
    expect(client.all('widgetConfig')).toEqual([{ preChatForm: 'off', satisfactionSurvey: 'stars', talkToPerson: true }]);
  });

  it('a required form refuses a start or a message without answers and stores nothing; the answers name the customer', async () => {
    await configure({ preChatForm: 'required' });
    const before = await totals();
    const client = await visitor();
    expect(client.all('widgetConfig')).toEqual([{ preChatForm: 'required', satisfactionSurvey: 'stars', talkToPerson: true }]);
    expect(await client.emit('customerMessage', { text: 'hello', clientMessageId: 'form-1' }))
      .toEqual({ message: WIDGET_FORM_TEXTS.formRequired, errorCode: 'VALIDATION', field: 'preChat.name' });
    expect(await client.emit('startChat', {})).toMatchObject({ errorCode: 'VALIDATION', field: 'preChat.name' });
    expect(await client.emit('startChat', { preChat: { name: 'Asha Rao' } }))
      .toEqual({ message: WIDGET_FORM_TEXTS.emailRequired, errorCode: 'VALIDATION', field: 'preChat.email' });
    // §5's e-mail rule, on every mode.
    expect(await client.emit('startChat', { preChat: { name: 'Asha Rao', email: 'asha@shop' } }))
      .toEqual({ message: WIDGET_FORM_TEXTS.emailInvalid, errorCode: 'VALIDATION', field: 'preChat.email' });
    expect(await totals()).toEqual(before);

    const started = await client.emit<Started>('startChat', { preChat: { name: '  Asha Rao ', email: 'Asha.Rao@Example.com' } });
    expect(started.data?.chatState).toBe('BotHandling');
    const [row] = await context.database.db.select().from(customers).where(eq(customers.psid, started.data!.psid));
    expect(row).toMatchObject({ name: 'Asha Rao', email: 'asha.rao@example.com', linkedPsid: null });
    expect(await client.emit('customerMessage', { text: 'hello', clientMessageId: 'form-2' })).toMatchObject({ seq: 1 });
    const sections = await chatProfile(started.data!.psid);
    expect(item(sections, 'Customer', 'Name')).toBe('Asha Rao');
    expect(item(sections, 'Customer', 'E-mail')).toBe('asha.rao@example.com');
  });

  it('an optional form may be skipped (a message starts the chat) and its answers are still checked', async () => {
    await configure({ preChatForm: 'optional' });
    const client = await visitor();
    expect(await client.emit('startChat', { preChat: { email: 'not an e-mail' } })).toMatchObject({ field: 'preChat.email' });
    expect(await client.emit('customerMessage', { text: 'hi', clientMessageId: 'skip-1' })).toMatchObject({ seq: 1 });
    const session = await client.waitFor<Started>('session');
    const [row] = await context.database.db.select().from(customers).where(eq(customers.psid, session.psid));
    expect(row?.name).toMatch(/^Visitor /);
  });

  it("an e-mail links the visitor to the customer record that has it: one customer, all their chats, none of them shown to the visitor", async () => {
    await configure({ preChatForm: 'optional' });
    const first = await visitor();
    const earlier = await first.emit<Started>('startChat', { preChat: { name: 'Priya Nair', email: 'priya@example.com' } });
    const recordPsid = earlier.data!.psid;
    await first.emit('customerMessage', { text: 'my parcel is late', clientMessageId: 'link-1' });
    await context.app.services.liveChat.customerChats.idle();
    await resolve(earlier.data!.sessionId);
    first.close();

    // Another browser, the same e-mail in other letters' case.
    const second = await visitor();
    const started = await second.emit<Started>('startChat', { preChat: { email: 'PRIYA@example.com' } });
    const newPsid = started.data!.psid;
    expect(newPsid).not.toBe(recordPsid);
    const history = await second.waitFor<{ messages: unknown[] }>('history');
    expect(history.messages).toEqual([]);
    const [linked] = await context.database.db.select().from(customers).where(eq(customers.psid, newPsid));
    expect(linked).toMatchObject({ linkedPsid: recordPsid, name: 'Priya Nair', email: 'priya@example.com' });

    // Staff: the chat's profile names the record; the list shows one customer with both chats.
    const sections = await chatProfile(newPsid);
    expect(item(sections, 'Customer record', 'Name')).toBe('Priya Nair');
    expect(item(sections, 'Customer record', 'Chats')).toBe('2');
    const chatLog = chatLogDataSchema.parse(dataOf(await admin.call('POST', HISTORY_PATHS.chatLogsBySessionId, { sessionId: started.data!.sessionId })));
    expect(item(chatLog.userProfileWidget.sections, 'Customer record', 'E-mail')).toBe('priya@example.com');
    const list = customersDataSchema.parse(dataOf(await admin.call('GET', `${CUSTOMER_PATHS.list}?search=priya@example.com`)));
    expect(list.customers).toEqual([expect.objectContaining({ psid: recordPsid, chatCount: 2, email: 'priya@example.com', online: true })]);
    for (const cId of [recordPsid, newPsid]) {
      const profile = customerProfileDataSchema.parse(dataOf(await admin.call('GET', `${CUSTOMER_PATHS.profile}?cId=${cId}`)));
      expect(profile.customer.psid).toBe(recordPsid);
      const chats = customerChatsDataSchema.parse(dataOf(await admin.call('GET', `${CUSTOMER_PATHS.chats}?cId=${cId}`)));
      expect(chats.chatLogs.map((chat) => chat.sessionId).sort()).toEqual([earlier.data!.sessionId, started.data!.sessionId].sort());
    }
  });

  it("knows who is online now and when the others were last seen", async () => {
    const client = await harness.customer();
    const summary = async () => customersDataSchema.parse(dataOf(await admin.call('GET', `${CUSTOMER_PATHS.list}?search=${client.psid}`))).customers[0];
    expect(await summary()).toMatchObject({ online: true, blocked: false });
    const arrived = Date.parse((await summary())!.lastSeenAt);
    client.close();
    await expect.poll(async () => (await summary())?.online, { timeout: 8_000 }).toBe(false);
    await expect.poll(async () => Date.parse((await summary())!.lastSeenAt), { timeout: 8_000 }).toBeGreaterThan(arrived);
  });

  it('a resolved chat is rated once, by its own customer, within the window; history and the profile show it', async () => {
    const customer = await harness.customer();
    const other = await harness.customer();
    const rate = (client: typeof customer, body: object) => client.emit<{ scale: string; score: number }>('rateChat', { sessionId: customer.sessionId, ...body });
    expect(await rate(customer, { scale: 'stars', score: 4 })).toEqual({ message: WIDGET_FORM_TEXTS.notResolved, errorCode: 412 });
    await resolve(customer.sessionId);
    expect(await rate(other, { scale: 'stars', score: 4 })).toEqual({ message: WIDGET_FORM_TEXTS.notYourChat, errorCode: 412 });
    expect(await rate(customer, { scale: 'stars', score: 6 })).toMatchObject({ errorCode: 'VALIDATION', field: 'score' });
    expect(await rate(customer, { scale: 'thumbs', score: 2 })).toMatchObject({ errorCode: 'VALIDATION', field: 'score' });
    const rated = await rate(customer, { scale: 'stars', score: 4, comment: ' Quick and kind ' });
    expect(rated.data).toMatchObject({ scale: 'stars', score: 4, comment: 'Quick and kind' });
    expect(await rate(customer, { scale: 'stars', score: 1 })).toEqual({ message: WIDGET_FORM_TEXTS.alreadyRated, errorCode: 'CONFLICT' });
    const stored = await context.database.db.select().from(chatRatings).where(eq(chatRatings.sessionId, customer.sessionId));
    expect(stored).toEqual([expect.objectContaining({ psid: customer.psid, scale: 'stars', score: 4, comment: 'Quick and kind' })]);

    const chatLog = chatLogDataSchema.parse(dataOf(await admin.call('POST', HISTORY_PATHS.chatLogsBySessionId, { sessionId: customer.sessionId })));
    expect(chatLog.chatLog.rating).toMatchObject({ scale: 'stars', score: 4, comment: 'Quick and kind' });
    const profile = customerProfileDataSchema.parse(dataOf(await admin.call('GET', `${CUSTOMER_PATHS.profile}?cId=${customer.psid}`)));
    expect(item(profile.userProfileDetails.sections, 'Satisfaction', 'Latest rating')).toBe('4/5 stars');
    expect(item(profile.userProfileDetails.sections, 'Satisfaction', 'Star ratings')).toBe('4.0 of 5 on average (1 rating)');
  });

  it('thumbs ratings are taken; none when the brand turned the survey off or the window has passed', async () => {
    const thumbs = await harness.customer();
    await resolve(thumbs.sessionId);
    expect((await thumbs.emit('rateChat', { sessionId: thumbs.sessionId, scale: 'thumbs', score: 1 })).data).toMatchObject({ scale: 'thumbs', score: 1 });

    const late = await harness.customer();
    await resolve(late.sessionId, new Date(Date.now() - 8 * 24 * 3_600_000));
    expect(await late.emit('rateChat', { sessionId: late.sessionId, scale: 'stars', score: 5 })).toEqual({ message: WIDGET_FORM_TEXTS.ratingExpired, errorCode: 412 });

    await configure({ satisfactionSurvey: 'off' });
    const off = await harness.customer();
    expect(off.all('widgetConfig')).toEqual([{ preChatForm: 'off', satisfactionSurvey: 'off', talkToPerson: true }]);
    await resolve(off.sessionId);
    expect(await off.emit('rateChat', { sessionId: off.sessionId, scale: 'stars', score: 5 })).toEqual({ message: WIDGET_FORM_TEXTS.surveyOff, errorCode: 412 });
  });
});
