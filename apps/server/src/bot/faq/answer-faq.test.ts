/** answerFaq and the chat-completions client against a real local HTTP server: answers, errors, timeouts. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerFaqWith, answerFromFaqModel, noGenerativeEndpoint, type GenerativeEndpointSource } from './answer-faq';
import { DEFAULT_USAGE, startChatServer, type ChatServer } from './chat-server.test-kit';
import { SHOP_DOCUMENTS, SHOP_FAQS } from './faq-fixtures';
import { buildFaqModel } from './faq-model';
import { saysUnknown } from './generative-attempt';
import { chatCompletion, groundedMessages } from './llm-client';

const model = buildFaqModel({ language: 'en', faqs: SHOP_FAQS, documents: SHOP_DOCUMENTS });
let server: ChatServer;
const llm = () => ({ endpoint: server.endpoint, model: 'test-model', apiKey: 'sk-test' });

beforeAll(async () => { server = await startChatServer(); });
afterAll(() => server.close());
afterEach(() => {
  server.behaviour = 'answer';
  server.usage = DEFAULT_USAGE;
  server.requests.length = 0;
});

describe('chatCompletion', () => {
  it('posts the model, the grounded messages and the key to {endpoint}/chat/completions and returns the text', async () => {
    const text = await chatCompletion({ ...llm(), endpoint: `${server.endpoint}/` }, groundedMessages('q?', [{ title: 'Doc', text: 'passage' }]));
    expect(text).toBe('Generated from Doc.');
    expect(server.requests[0]).toMatchObject({ url: '/v1/chat/completions', authorization: 'Bearer sk-test', body: { model: 'test-model' } });
    expect(server.requests[0]!.body.messages[1]!.content).toContain('[1] Doc\npassage');
    expect(server.requests[0]!.body.messages[1]!.content).toContain('Question: q?');
  });

  it('throws on an HTTP error, a non-JSON answer, and a timeout', async () => {
    server.behaviour = 'error';
    await expect(chatCompletion(llm(), [])).rejects.toThrow('HTTP 500');
    server.behaviour = 'garbage';
    await expect(chatCompletion(llm(), [])).rejects.toThrow('other than JSON');
    server.behaviour = 'slow';
    await expect(chatCompletion(llm(), [], 200)).rejects.toThrow('no answer within 200 ms');
  });
});

describe('answering from the FAQ model', () => {
  it('looks the language model up only when passages matched (FAQ answers and misses cost no configuration read)', async () => {
    let lookups = 0;
    const answerFaq = answerFaqWith(() => { lookups++; return Promise.resolve(null); });
    expect(await answerFaq(model, 'I forgot my password')).toMatchObject({ kind: 'faq' });
    expect(await answerFaq(model, 'what is the weather in Paris')).toBeNull();
    expect(lookups).toBe(0);
    expect(await answerFaq(model, 'warranty for loose soles')).toMatchObject({ kind: 'generative' });
    expect(lookups).toBe(1);
  });

  it('answers an FAQ by its question or alternates, without the language model', async () => {
    const result = await answerFromFaqModel(model, 'I forgot my password', llm());
    expect(result.answer).toEqual({ text: 'Use "Forgot password" on the sign-in page.', score: 1, source: 'How do I reset my password?', kind: 'faq' });
    expect(server.requests).toHaveLength(0);
  });

  it('sends the best passages to the language model and answers its text with the sources', async () => {
    const result = await answerFromFaqModel(model, 'how should I clean leather shoes', llm());
    expect(result).toMatchObject({ generated: true, generationError: null, answer: { kind: 'generative', text: 'Generated from Care guide.', source: 'Care guide' } });
    expect(result.sources[0]).toMatchObject({ kind: 'generative', title: 'Care guide', text: expect.stringContaining('damp cloth') });
    expect(server.requests).toHaveLength(1);
    expect(result.attempt).toEqual({
      question: 'how should I clean leather shoes', outcome: 'answered', passageIds: result.sources.map(() => expect.stringMatching(/#\d+$/)),
      brandId: null, model: 'test-model', tokensIn: 120, tokensOut: 30, latencyMs: expect.any(Number), failureReason: null,
    });
    expect(result.attempt!.passageIds[0]).toMatch(/^Care guide#\d+$/);
  });

  it('records tokens as null when the response has no usage, and "I do not know" as unknown', async () => {
    server.usage = null;
    const result = await answerFromFaqModel(model, 'how should I clean leather shoes', llm());
    expect(result.attempt).toMatchObject({ outcome: 'answered', tokensIn: null, tokensOut: null });
    expect(['I do not know.', "Sorry, I don't know that.", 'I cannot find that in the sources.'].map(saysUnknown)).toEqual([true, true, true]);
    expect(saysUnknown('Clean it with a damp cloth.')).toBe(false);
  });

  it('falls back to the best passage and its document when the model errors or times out', async () => {
    server.behaviour = 'error';
    const failed = await answerFromFaqModel(model, 'how should I clean leather shoes', llm());
    expect(failed).toMatchObject({ generated: false, generationError: 'the endpoint answered HTTP 500', answer: { source: 'Care guide', text: expect.stringContaining('damp cloth') } });
    server.behaviour = 'slow';
    const slow = await answerFromFaqModel(model, 'warranty for loose soles', llm(), 200);
    expect(slow).toMatchObject({ generated: false, generationError: 'no answer within 200 ms', answer: { source: 'Warranty', kind: 'generative' } });
    expect(failed.attempt).toMatchObject({ outcome: 'failed', failureReason: 'http_error', tokensIn: null, latencyMs: expect.any(Number) });
    expect(slow.attempt).toMatchObject({ outcome: 'failed', failureReason: 'timeout' });
    server.behaviour = 'garbage';
    expect((await answerFromFaqModel(model, 'warranty for loose soles', llm())).attempt).toMatchObject({ outcome: 'failed', failureReason: 'bad_response' });
  });

  it('answers the best passage with its source when no model is configured, and nothing for an unrelated question', async () => {
    const passage = await answerFromFaqModel(model, 'warranty for loose soles', null);
    expect(passage.answer).toMatchObject({ source: 'Warranty', text: expect.stringContaining('two-year warranty') });
    expect(passage.attempt).toMatchObject({ outcome: 'passage', passageIds: [expect.stringMatching(/^Warranty#\d+$/)], model: null, latencyMs: null });
    const none = await answerFromFaqModel(model, 'what is the weather in Paris', llm());
    expect(none).toMatchObject({ answer: null, sources: [], attempt: { outcome: 'no_passage', passageIds: [] } });
  });
});

describe('answerFaq (the runtime port)', () => {
  it('answers from a bundle\'s stored model with the configured endpoint, and null without a model', async () => {
    const stored = JSON.parse(JSON.stringify(model)) as unknown;
    const answerFaq = answerFaqWith(noGenerativeEndpoint);
    expect(await answerFaq(stored, 'delivery time for my order')).toMatchObject({ kind: 'faq', text: 'Orders arrive in 3 to 5 working days.' });
    expect(await answerFaq(stored, 'suede brush')).toMatchObject({ kind: 'generative', source: 'Care guide', text: expect.stringContaining('soft brush') });
    const configured: GenerativeEndpointSource = () => Promise.resolve(llm());
    expect(await answerFaqWith(configured)(stored, 'suede brush')).toMatchObject({ text: 'Generated from Care guide.', source: 'Care guide' });
    const unreadable: GenerativeEndpointSource = () => Promise.reject(new Error('settings unreadable'));
    expect(await answerFaqWith(unreadable)(stored, 'suede brush')).toMatchObject({ source: 'Care guide', text: expect.stringContaining('soft brush') });
    expect(await answerFaq(undefined, 'suede brush')).toBeNull();
  });
});
