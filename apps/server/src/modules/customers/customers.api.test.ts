/** Customer calls (/users): the list with search and paging, the typed profile, the customer's chats (load more). */
import { randomUUID } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import {
  CUSTOMER_PATHS, CUSTOMER_TEXTS, customerChatsDataSchema, customerProfileDataSchema, customersDataSchema,
} from '@switchboard/contracts/customers/customers.schemas';
import { chatSessions } from '@/db/schema/chat-sessions';
import { callerFor, dataOf, denyRoute, seedTestHistory, type Caller } from '@/modules/history/history.test-kit';
import { describeBackends } from '@/testing/backends';

describeBackends('customers', (context) => {
  let qa: Caller;
  beforeEach(async () => {
    await seedTestHistory(context.database.db);
    qa = await callerFor(context.app, 'qa@demo.brand');
  });

  const list = async (query: string) => {
    const response = await qa.call('GET', `${CUSTOMER_PATHS.list}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return customersDataSchema.parse(dataOf(response));
  };

  it('lists customers 10 a page, most recently seen first, with a search by name or psid', async () => {
    const first = await list('page=1');
    expect(first.customers).toHaveLength(10);
    const second = await list('page=2');
    expect(first.totalCount).toBe(second.totalCount);
    expect(second.customers).toHaveLength(first.totalCount - 10);
    const seen = [...first.customers, ...second.customers].map((customer) => Date.parse(customer.lastSeenAt));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const priya = await list('search=priya%20nair');
    expect(priya).toEqual({ customers: [expect.objectContaining({ name: 'Priya Nair', chatCount: 3 })], totalCount: 1 });
    expect((await list(`search=${first.customers[1]!.psid}`)).customers.map((customer) => customer.psid)).toEqual([first.customers[1]!.psid]);
    // LIKE wildcards are matched literally.
    expect(await list('search=%25')).toEqual({ customers: [], totalCount: 0 });
    expect((await qa.call('GET', `${CUSTOMER_PATHS.list}?page=0`)).statusCode).toBe(400);
    expect((await qa.call('GET', `${CUSTOMER_PATHS.list}?sort=name`)).statusCode).toBe(400);
  });

  it('answers a profile with typed sections (date, currency, datetime, url) and the tags of their chats', async () => {
    const [priya] = (await list('search=priya%20nair')).customers;
    const response = await qa.call('GET', `${CUSTOMER_PATHS.profile}?cId=${priya!.psid}&type=psid`);
    expect(response.statusCode, response.body).toBe(200);
    const profile = customerProfileDataSchema.parse(dataOf(response));
    const types = Object.fromEntries(profile.userProfileDetails.sections.flatMap((section) => section.data.map((item) => [item.subTitle, item.type])));
    expect(types).toMatchObject({ 'Date of birth': 'date', 'Lifetime value': 'currency', 'Last order': 'datetime', 'Account page': 'url', Email: 'text' });
    expect(profile.customer).toMatchObject({ psid: priya!.psid, chatCount: 3 });
    expect(profile.tags.length).toBeGreaterThan(0);
    expect(profile.tags.every((tag) => tag.count >= 1)).toBe(true);

    const unknown = await qa.call('GET', `${CUSTOMER_PATHS.profile}?cId=nobody&type=psid`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: CUSTOMER_TEXTS.unknownCustomer });
    const badType = await qa.call('GET', `${CUSTOMER_PATHS.profile}?cId=${priya!.psid}&type=email`);
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({ field: 'type' });
    expect((await qa.call('GET', CUSTOMER_PATHS.profile)).statusCode).toBe(400);
  });

  it('pages a customer\'s chats 10 at a time, newest first', async () => {
    const [priya] = (await list('search=priya%20nair')).customers;
    // Twelve more chats for Priya (15 in all).
    await context.database.db.insert(chatSessions).values(Array.from({ length: 12 }, (_, index) => ({
      sessionId: randomUUID(), psid: priya!.psid, channel: 'website', chatState: 'Resolved' as const, createdAt: new Date(Date.now() - index * 60_000),
    })));
    const url = (cursor?: string) => `${CUSTOMER_PATHS.chats}?cId=${priya!.psid}&type=psid${cursor ? `&cursor=${cursor}` : ''}`;
    const first = customerChatsDataSchema.parse(dataOf(await qa.call('GET', url())));
    expect(first.chatLogs).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const second = customerChatsDataSchema.parse(dataOf(await qa.call('GET', url(first.nextCursor!))));
    expect(second).toMatchObject({ hasMore: false, nextCursor: null });
    expect(second.chatLogs).toHaveLength(5);
    const ids = [...first.chatLogs, ...second.chatLogs].map((chat) => chat.sessionId);
    expect(new Set(ids).size).toBe(15);
    expect([...first.chatLogs, ...second.chatLogs].every((chat) => chat.psid === priya!.psid)).toBe(true);

    expect((await qa.call('GET', `${CUSTOMER_PATHS.chats}?cId=nobody`)).statusCode).toBe(404);
    expect((await qa.call('GET', url('garbage'))).statusCode).toBe(400);
  });

  it('refuses a role without the Customers route (Trainer) and anonymous callers', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    for (const url of [`${CUSTOMER_PATHS.list}`, `${CUSTOMER_PATHS.profile}?cId=x`, `${CUSTOMER_PATHS.chats}?cId=x`]) {
      expect((await trainer.call('GET', url)).statusCode, url).toBe(403);
      expect((await context.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    await denyRoute(context.database.db, 'QA', '/users');
    const app = await context.buildApp();
    const refusedQa = await callerFor(app, 'qa@demo.brand');
    expect((await refusedQa.call('GET', CUSTOMER_PATHS.list)).statusCode).toBe(403);
  });
});
