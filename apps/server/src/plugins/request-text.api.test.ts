/**
 * Issue 20, finding 1 (HTTP side): a NUL or a lone surrogate in a query string or a path answered 500
 * (PostgreSQL refused it) on 21 endpoints; it is a 400 naming the field. In a JSON body a lone
 * surrogate is stored as U+FFFD (jsonb refused its escape), and a body nested past the limit is a 400.
 */
import { expect, it } from 'vitest';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';
import { MAX_JSON_DEPTH } from './request-text';

const SEARCHED = ['/admin/v1/customers', '/admin/v1/agents', '/admin/v1/tags', '/admin/v1/botBuilder/intents', '/admin/v1/cannedResponses'];

describeBackends('text PostgreSQL cannot store, in a request', (ctx) => {
  it('a NUL in a search query is a 400 with the field, on every list that searches', async () => {
    const { token } = await signIn(ctx.app, 'admin@demo.brand');
    for (const url of SEARCHED) {
      const response = await ctx.app.inject({ method: 'GET', url: `${url}?search=ab%00c`, headers: bearer(token) });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ field: 'search', errorCode: 'VALIDATION' });
    }
  });

  it('a NUL in a path parameter or a public query is a 400 with the field', async () => {
    const { token } = await signIn(ctx.app, 'admin@demo.brand');
    const product = await ctx.app.inject({ method: 'GET', url: '/admin/v1/botBuilder/catalogue/%00', headers: bearer(token) });
    expect(product.statusCode, product.body).toBe(400);
    expect(product.json()).toMatchObject({ field: 'productId', errorCode: 'VALIDATION' });
    const version = await ctx.app.inject({ method: 'GET', url: '/check_version?brand=%00' });
    expect(version.statusCode, version.body).toBe(400);
    expect(version.json()).toMatchObject({ field: 'brand' });
  });

  it('a surrogate encoded in a URL never answers 500: a path refuses it, a query reads it as U+FFFD', async () => {
    const { token } = await signIn(ctx.app, 'admin@demo.brand');
    const path = await ctx.app.inject({ method: 'DELETE', url: '/admin/v1/tags/%ED%A0%80', headers: bearer(token) });
    expect(path.statusCode, path.body).toBe(400);
    expect(path.json()).toMatchObject({ field: 'path', errorCode: 'VALIDATION' });
    const query = await ctx.app.inject({ method: 'GET', url: '/admin/v1/customers?search=%ED%A0%80', headers: bearer(token) });
    expect(query.statusCode, query.body).toBe(200);
    expect(query.json()).toMatchObject({ data: { totalCount: 0 } });
  });

  it('a lone surrogate in a JSON body is stored as U+FFFD, in jsonb too', async () => {
    const { token } = await signIn(ctx.app, 'admin@demo.brand');
    const created = await ctx.app.inject({
      method: 'POST', url: '/admin/v1/cannedResponses', headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"shortcut":"surx","text":"hi \\udc00","tags":["a\\ud800b","pair \\ud83d\\ude00"]}',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ data: { text: 'hi \uFFFD', tags: ['a\uFFFDb', 'pair 😀'] } });
  });

  it('a JSON body nested past the limit is a 400 before anything walks it', async () => {
    const { token } = await signIn(ctx.app, 'admin@demo.brand');
    const deep = `{"text":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`;
    const response = await ctx.app.inject({
      method: 'POST', url: '/admin/v1/cannedResponses', headers: { ...bearer(token), 'content-type': 'application/json' }, payload: deep,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep` });
    const hostile = `{"text":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    const flood = await ctx.app.inject({
      method: 'POST', url: '/admin/v1/cannedResponses', headers: { ...bearer(token), 'content-type': 'application/json' }, payload: hostile,
    });
    expect(flood.statusCode).toBe(400);
  });
});
