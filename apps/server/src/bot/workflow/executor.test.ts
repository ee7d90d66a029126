/**
 * The executor: messages, a question capturing a variable with entity validation and retries (and
 * its 'failed' exit), conditions, set variable, jumps, handover with a group, the step limit, and a
 * brand function called over real HTTP.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import type { CallBrandFunction } from '@/bot/runtime-ports';
import { answerQuestion, startWorkflow } from './executor';
import { EMPTY_STATE } from './state';
import { fillTemplate } from './template';
import { contextFor, FALLBACK_TEXT, n, ORDER_ENTITY, textMessage, texts, workflow } from './workflow.test-kit';

const messages = [
  textMessage('ask', 'What is your order number?'),
  textMessage('retry', 'That does not look like an order number (e.g. ORD-12345). Try again?'),
  textMessage('got', 'Thanks {{customerName}}, looking up {{order}}.'),
  textMessage('sorry', 'Sorry, I could not read it. Let me find someone.'),
  textMessage('big', 'Big order'),
  textMessage('small', 'Small order'),
  textMessage('status', 'Order {{order}} is {{status}}.'),
  textMessage('down', 'The order system is down.'),
  textMessage('hello', 'Hello from the other workflow'),
];

const orderFlow = workflow('order', ['order_status'], [
  n.start(), n.ask('q', { messageId: 'ask', variable: 'order', entity: 'order_number', retries: 2, retryMessageId: 'retry' }),
  n.say('thanks', 'got'), n.end(), n.say('giveUp', 'sorry'), n.handover('toPeople', 'group-7'),
], [['start', 'q'], ['q', 'thanks', 'captured'], ['thanks', 'end'], ['q', 'giveUp', 'failed'], ['giveUp', 'toPeople']]);

describe('a question capturing a variable', () => {
  const ctx = contextFor({ workflows: [orderFlow], messages });

  it('asks and waits; a bad answer gets the retry message; a good one is stored and used in the next message', async () => {
    const asked = await startWorkflow(ctx, EMPTY_STATE, 'order');
    expect(asked).toMatchObject({ stop: 'question', state: { wid: 'order', nodeId: 'q', retriesLeft: 2 } });
    expect(texts(asked.messages)).toEqual(['What is your order number?']);
    const bad = await answerQuestion(ctx, asked.state, 'it is the blue one');
    expect(texts(bad.messages)).toEqual(['That does not look like an order number (e.g. ORD-12345). Try again?']);
    expect(bad.state).toMatchObject({ nodeId: 'q', retriesLeft: 1 });
    const good = await answerQuestion(ctx, bad.state, 'sure, ORD-55512 please');
    expect(texts(good.messages)).toEqual(['Thanks Asha, looking up ORD-55512.']);
    expect(good).toMatchObject({ stop: 'end', state: { wid: null, nodeId: null, variables: { order: 'ORD-55512' } } });
  });

  it("leaves by 'failed' once the retries are used up", async () => {
    let run = await startWorkflow(ctx, EMPTY_STATE, 'order');
    run = await answerQuestion(ctx, run.state, 'no');
    run = await answerQuestion(ctx, run.state, 'still no');
    expect(run.state.retriesLeft).toBe(0);
    run = await answerQuestion(ctx, run.state, 'never');
    expect(texts(run.messages)).toEqual(['Sorry, I could not read it. Let me find someone.']);
    expect(run).toMatchObject({ stop: 'handover', handover: { groupId: 'group-7' }, state: { wid: null, nodeId: null } });
    expect(run.state.variables.order).toBeUndefined();
  });

  it("stops with the fallback when the question has no 'failed' exit; without an entity it stores the text", async () => {
    const strict = workflow('strict', [], [n.start(), n.ask('q', { messageId: 'ask', variable: 'order', entity: 'order_number', retries: 0 })], [['start', 'q']]);
    const free = workflow('free', [], [n.start(), n.ask('q', { messageId: 'ask', variable: 'note' }), n.say('s', 'got')], [['start', 'q'], ['q', 's']]);
    const local = contextFor({ workflows: [strict, free], messages });
    const asked = await startWorkflow(local, EMPTY_STATE, 'strict');
    const failed = await answerQuestion(local, asked.state, 'nope');
    expect(texts(failed.messages)).toEqual([FALLBACK_TEXT]);
    expect(failed.state).toMatchObject({ wid: null, nodeId: null });
    const note = await answerQuestion(local, (await startWorkflow(local, EMPTY_STATE, 'free')).state, '  leave it at the door ');
    expect(note.state.variables.note).toBe('leave it at the door');
  });

  it('validates system entities too (email)', async () => {
    const mail = workflow('mail', [], [n.start(), n.ask('q', { messageId: 'ask', variable: 'email', entity: 'email' })], [['start', 'q']]);
    const local = contextFor({ workflows: [mail], messages, entities: [ORDER_ENTITY] });
    const asked = await startWorkflow(local, EMPTY_STATE, 'mail');
    expect((await answerQuestion(local, asked.state, 'it is Ann@Example.com')).state.variables.email).toBe('ann@example.com');
  });
});

describe('conditions, variables and jumps', () => {
  it('branches on a condition over a variable set from a template', async () => {
    const flow = workflow('branch', [], [
      n.start(), n.set('set', 'total', '{{amount}}'),
      { id: 'cond', type: 'condition', position: { x: 0, y: 0 }, data: { rootConditionType: 'and', conditionSet: [{ keyType: 'attribute', keyValue: 'total', condType: 'greater than', value: '100' }] } },
      n.say('big', 'big'), n.say('small', 'small'),
    ], [['start', 'set'], ['set', 'cond'], ['cond', 'big', 'true'], ['cond', 'small', 'false']]);
    const ctx = contextFor({ workflows: [flow], messages });
    expect(texts((await startWorkflow(ctx, { ...EMPTY_STATE, variables: { amount: '250' } }, 'branch')).messages)).toEqual(['Big order']);
    const small = await startWorkflow(ctx, { ...EMPTY_STATE, variables: { amount: '25' } }, 'branch');
    expect(texts(small.messages)).toEqual(['Small order']);
    expect(small.state.variables.total).toBe('25');
  });

  it('jumps to another workflow; a missing one is logged and answered with the fallback', async () => {
    const target = workflow('target', [], [n.start(), n.say('s', 'hello')], [['start', 's']]);
    const jumper = workflow('jumper', [], [n.start(), n.jump('j', 'target')], [['start', 'j']]);
    const broken = workflow('broken', [], [n.start(), n.jump('j', 'gone')], [['start', 'j']]);
    const ctx = contextFor({ workflows: [target, jumper, broken], messages });
    expect(texts((await startWorkflow(ctx, EMPTY_STATE, 'jumper')).messages)).toEqual(['Hello from the other workflow']);
    const failed = await startWorkflow(ctx, EMPTY_STATE, 'broken');
    expect(texts(failed.messages)).toEqual([FALLBACK_TEXT]);
    expect(ctx.logged).toEqual([expect.objectContaining({ level: 'error' })]);
  });

  it('stops a loop after the step limit with a logged error and the fallback', async () => {
    const loop = workflow('loop', [], [n.start(), n.set('a', 'count', '1'), n.jump('back', 'loop')], [['start', 'a'], ['a', 'back']]);
    const ctx = contextFor({ workflows: [loop], messages });
    const result = await startWorkflow(ctx, EMPTY_STATE, 'loop');
    expect(result).toMatchObject({ stop: 'error', state: { wid: null } });
    expect(texts(result.messages)).toEqual([FALLBACK_TEXT]);
    expect(ctx.logged[0]).toMatchObject({ level: 'error', message: expect.stringContaining('100 nodes') });
  });

  it('a node without an outgoing edge ends the workflow; a missing message is logged and skipped', async () => {
    const flow = workflow('short', [], [n.start(), n.say('ghost', 'nope'), n.say('s', 'hello')], [['start', 'ghost'], ['ghost', 's']]);
    const ctx = contextFor({ workflows: [flow], messages });
    const result = await startWorkflow(ctx, EMPTY_STATE, 'short');
    expect(result).toMatchObject({ stop: 'no exit', state: { wid: null } });
    expect(texts(result.messages)).toEqual(['Hello from the other workflow']);
    expect(ctx.logged).toEqual([expect.objectContaining({ level: 'warn' })]);
  });
});

describe('brand functions over HTTP', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      const order = new URL(request.url ?? '/', 'http://x').searchParams.get('order');
      if (request.headers['x-key'] !== 'secret') return void response.writeHead(401).end();
      if (order === 'ORD-0000') return void response.writeHead(500).end('boom');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ order: { status: 'shipped' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A small caller for the test: templated URL and headers, JSON response mapped by dot paths. */
  const call: CallBrandFunction = async (fn, variables, environment) => {
    const values = { ...variables, ...Object.fromEntries(Object.entries(environment).map(([k, v]) => [`env.${k}`, v])) };
    const response = await fetch(fillTemplate(fn.url, values, { html: false }), {
      method: fn.method, headers: Object.fromEntries(fn.headers.map((h) => [h.key, fillTemplate(h.value, values, { html: false })])),
    });
    if (!response.ok) return { ok: false, variables: {}, error: `HTTP ${response.status}` };
    const body = await response.json() as Record<string, unknown>;
    const read = (path: string) => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], body);
    return { ok: true, variables: Object.fromEntries(fn.responseMapping.map((m) => [m.variable, String(read(m.path) ?? '')])) };
  };

  it("leaves by 'success' with the mapped variables, or by 'failure'", async () => {
    const fn: BrandFunction = {
      brandFunctionId: 'f1', name: 'order status', description: '', method: 'GET', url: `${base}/orders?order={{order}}`,
      headers: [{ key: 'x-key', value: '{{env.API_KEY}}' }], body: '', timeoutMs: 2000,
      responseMapping: [{ path: 'order.status', variable: 'status' }], updatedAt: '2030-01-01T00:00:00.000Z',
    };
    const flow = workflow('lookup', [], [n.start(), n.fn('call', 'f1'), n.say('ok', 'status'), n.say('ko', 'down')],
      [['start', 'call'], ['call', 'ok', 'success'], ['call', 'ko', 'failure']]);
    const ctx = contextFor({ workflows: [flow], messages, functions: [fn], environment: { API_KEY: 'secret' } }, { callBrandFunction: call });
    const ok = await startWorkflow(ctx, { ...EMPTY_STATE, variables: { order: 'ORD-1234' } }, 'lookup');
    expect(texts(ok.messages)).toEqual(['Order ORD-1234 is shipped.']);
    expect(ok.state.variables.status).toBe('shipped');
    const ko = await startWorkflow(ctx, { ...EMPTY_STATE, variables: { order: 'ORD-0000' } }, 'lookup');
    expect(texts(ko.messages)).toEqual(['The order system is down.']);
    const unwired = contextFor({ workflows: [flow], messages, functions: [fn] });
    expect(texts((await startWorkflow(unwired, EMPTY_STATE, 'lookup')).messages)).toEqual(['The order system is down.']);
  });
});

describe('an event node', () => {
  it('records its event as the customer passes it, in order, and goes on to the next node', async () => {
    const flow = workflow('buy', [], [n.start(), n.event('viewed', 'ev-viewed'), n.say('hi', 'hello'), n.event('bought', 'ev-bought'), n.end()],
      [['start', 'viewed'], ['viewed', 'hi'], ['hi', 'bought'], ['bought', 'end']]);
    const events: string[] = [];
    const run = await startWorkflow(contextFor({ workflows: [flow], messages }, { events }), EMPTY_STATE, 'buy');
    expect(texts(run.messages)).toEqual(['Hello from the other workflow']);
    expect(run.stop).toBe('end');
    expect(events).toEqual(['ev-viewed', 'ev-bought']);
  });
});
