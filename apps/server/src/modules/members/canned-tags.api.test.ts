/** Canned responses and chat tags: CRUD, search, paging, duplicates, unknown ids, permission refusals. */
import { expect, it } from 'vitest';
import { cannedResponseSchema, MEMBERS_TEXTS, pageOf, tagSchema } from '@switchboard/contracts/members/members.schemas';
import { DEMO_CANNED_RESPONSES, DEMO_TAGS } from '@/seed/members-seed';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeBackends('members: canned responses and tags', (ctx) => {
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('creates, searches, pages, updates and deletes canned responses', async () => {
    const { token } = await signIn(ctx.app, 'admin@demo.brand');
    const created = await call(token, 'POST', '/admin/v1/cannedResponses', { shortcut: 'Thanks', text: 'Thank you for waiting!', tags: ['polite', 'polite'] });
    expect(created.statusCode).toBe(200);
    const response = cannedResponseSchema.parse(created.json<{ data: unknown }>().data);
    expect(response).toMatchObject({ shortcut: 'thanks', text: 'Thank you for waiting!', tags: ['polite'] });

    const search = await call(token, 'GET', '/admin/v1/cannedResponses?search=waiting');
    const found = pageOf(cannedResponseSchema).parse(search.json<{ data: unknown }>().data);
    expect(found.items.map((item) => item.shortcut)).toEqual(['thanks']);
    const byTag = pageOf(cannedResponseSchema).parse((await call(token, 'GET', '/admin/v1/cannedResponses?search=billing')).json<{ data: unknown }>().data);
    expect(byTag.items.map((item) => item.shortcut)).toEqual(['refund']);

    const pageResponse = await call(token, 'GET', '/admin/v1/cannedResponses?page=2&pageSize=2');
    expect(pageResponse.statusCode, pageResponse.body).toBe(200);
    const page = pageOf(cannedResponseSchema).parse(pageResponse.json<{ data: unknown }>().data);
    expect(page.totalCount).toBe(DEMO_CANNED_RESPONSES.length + 1);
    expect(page.items).toHaveLength(2);

    const updated = await call(token, 'PUT', `/admin/v1/cannedResponses/${response._id}`, { shortcut: 'thx', text: 'Thanks!', tags: [] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ data: { shortcut: 'thx', text: 'Thanks!' }, message: MEMBERS_TEXTS.saved });
    expect((await call(token, 'DELETE', `/admin/v1/cannedResponses/${response._id}`)).statusCode).toBe(200);
    expect((await call(token, 'DELETE', `/admin/v1/cannedResponses/${response._id}`)).statusCode).toBe(404);
  });

  it('refuses duplicate shortcuts (any case), bad input and unknown ids', async () => {
    const { token } = await signIn(ctx.app, 'supervisor@demo.brand');
    const duplicate = await call(token, 'POST', '/admin/v1/cannedResponses', { shortcut: 'HELLO', text: 'Hi' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ field: 'shortcut', message: MEMBERS_TEXTS.cannedShortcutTaken });
    const blank = await call(token, 'POST', '/admin/v1/cannedResponses', { shortcut: 'ok', text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'text' });
    const spaced = await call(token, 'POST', '/admin/v1/cannedResponses', { shortcut: 'two words', text: 'x' });
    expect(spaced.json()).toMatchObject({ field: 'shortcut' });
    expect((await call(token, 'PUT', `/admin/v1/cannedResponses/${UNKNOWN}`, { shortcut: 'a', text: 'b' })).statusCode).toBe(404);
    expect((await call(token, 'PUT', '/admin/v1/cannedResponses/not-an-id', { shortcut: 'a', text: 'b' })).statusCode).toBe(404);
    const other = pageOf(cannedResponseSchema).parse((await call(token, 'GET', '/admin/v1/cannedResponses?search=wait')).json<{ data: unknown }>().data);
    const wait = other.items.find((item) => item.shortcut === 'wait');
    const clash = await call(token, 'PUT', `/admin/v1/cannedResponses/${wait?._id ?? ''}`, { shortcut: 'bye', text: 'x' });
    expect(clash.statusCode).toBe(409);
  });

  it('lets agents read canned responses for the composer but not manage them', async () => {
    const { token } = await signIn(ctx.app, 'agent@demo.brand');
    const forChat = await call(token, 'GET', '/admin/v1/chats/cannedResponses?search=hel');
    expect(forChat.statusCode).toBe(200);
    // 'hello' starts with the search; 'bye' only matches inside its text ("help"), so it comes after.
    expect(pageOf(cannedResponseSchema).parse(forChat.json<{ data: unknown }>().data).items.map((item) => item.shortcut)).toEqual(['hello', 'bye']);
    expect((await call(token, 'GET', '/admin/v1/cannedResponses')).statusCode).toBe(403);
    expect((await call(token, 'POST', '/admin/v1/cannedResponses', { shortcut: 'x', text: 'y' })).statusCode).toBe(403);
    const qa = await signIn(ctx.app, 'qa@demo.brand');
    expect((await call(qa.token, 'GET', '/admin/v1/chats/cannedResponses')).statusCode).toBe(403);
  });

  it('manages tags: unique names regardless of case, colours checked, unknown ids 404', async () => {
    const { token } = await signIn(ctx.app, 'manager@demo.brand');
    const created = await call(token, 'POST', '/admin/v1/tags', { name: 'Urgent', colour: '#ff0000' });
    expect(created.statusCode).toBe(200);
    const tag = tagSchema.parse(created.json<{ data: unknown }>().data);
    expect((await call(token, 'POST', '/admin/v1/tags', { name: 'urgent' })).statusCode).toBe(409);
    const badColour = await call(token, 'POST', '/admin/v1/tags', { name: 'Red', colour: 'red' });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json()).toMatchObject({ field: 'colour' });
    const list = pageOf(tagSchema).parse((await call(token, 'GET', '/admin/v1/tags?pageSize=100')).json<{ data: unknown }>().data);
    expect(list.totalCount).toBe(DEMO_TAGS.length + 1);
    expect((await call(token, 'PUT', `/admin/v1/tags/${tag._id}`, { name: 'billing' })).statusCode).toBe(409);
    const renamed = await call(token, 'PUT', `/admin/v1/tags/${tag._id}`, { name: 'Very urgent', colour: '#aa0000' });
    expect(renamed.json()).toMatchObject({ data: { name: 'Very urgent', colour: '#aa0000' } });
    expect((await call(token, 'PUT', `/admin/v1/tags/${UNKNOWN}`, { name: 'X' })).statusCode).toBe(404);
    expect((await call(token, 'DELETE', `/admin/v1/tags/${tag._id}`)).statusCode).toBe(200);
    expect((await call(token, 'DELETE', `/admin/v1/tags/${tag._id}`)).statusCode).toBe(404);
  });

  it('refuses tag management to roles without /members/tags', async () => {
    for (const email of ['agent@demo.brand', 'qa@demo.brand', 'trainer@demo.brand']) {
      const { token } = await signIn(ctx.app, email);
      expect((await call(token, 'GET', '/admin/v1/tags')).statusCode).toBe(403);
      expect((await call(token, 'POST', '/admin/v1/tags', { name: 'Nope' })).statusCode).toBe(403);
    }
    const agent = await signIn(ctx.app, 'agent@demo.brand');
    expect((await call(agent.token, 'GET', '/admin/v1/chats/tags')).statusCode).toBe(200);
  });
});
