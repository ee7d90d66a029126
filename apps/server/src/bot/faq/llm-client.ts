/**
 * A client of an OpenAI-compatible chat-completions endpoint (POST {endpoint}/chat/completions): the
 * question and the retrieved passages go in, the model's text comes out. Any failure (HTTP status,
 * unreadable answer, timeout) throws, and the caller answers with the best passage instead.
 */
import type { GenAiFailureReason } from '@switchboard/contracts/analytics/genai.schemas';
import { timedOutboundCall } from '@/lib/outbound-calls';

/** `brandId`: whose configuration it is (recorded with each generative answer). */
export interface GenerativeEndpoint { endpoint: string; model: string; apiKey: string | null; brandId?: string }
export interface ChatMessage { role: 'system' | 'user' | 'assistant'; content: string }
export interface GroundingSource { title: string; text: string }

export const GENERATION_TIMEOUT_MS = 10_000;
const MAX_TOKENS = 400;

export const completionsUrl = (endpoint: string) => `${endpoint.replace(/\/+$/, '')}/chat/completions`;

export function groundedMessages(question: string, sources: readonly GroundingSource[]): ChatMessage[] {
  const listed = sources.map((source, index) => `[${index + 1}] ${source.title}\n${source.text}`).join('\n\n');
  return [
    {
      role: 'system',
      content: 'You answer customer questions for a brand\'s support chatbot. Use only the numbered sources. '
        + 'If they do not contain the answer, say that you do not know. Answer in two or three short sentences.',
    },
    { role: 'user', content: `Sources:\n\n${listed}\n\nQuestion: ${question}` },
  ];
}

/** Why a call failed, for the generative FAQ report (the message stays the logs' wording). */
export class CompletionError extends Error {
  /** `status`: the endpoint's HTTP status when it answered one (the API logs show it). */
  constructor(readonly reason: GenAiFailureReason, message: string, readonly status?: number) {
    super(message);
    this.name = 'CompletionError';
  }
}

/** The response's `usage` (OpenAI-compatible); null when the endpoint sent none or sent it unreadable. */
export interface CompletionUsage { promptTokens: number; completionTokens: number }
export interface Completion { text: string; usage: CompletionUsage | null }

const tokens = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

function usageOf(body: unknown): CompletionUsage | null {
  const usage = (body as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } } | null)?.usage;
  const promptTokens = tokens(usage?.prompt_tokens);
  const completionTokens = tokens(usage?.completion_tokens);
  return promptTokens === null || completionTokens === null ? null : { promptTokens, completionTokens };
}

export async function chatCompletion(target: GenerativeEndpoint, messages: ChatMessage[], timeoutMs = GENERATION_TIMEOUT_MS): Promise<string> {
  return (await chatCompletionWithUsage(target, messages, timeoutMs)).text;
}

/** The model's text and the tokens the endpoint says it used. */
export async function chatCompletionWithUsage(target: GenerativeEndpoint, messages: ChatMessage[], timeoutMs = GENERATION_TIMEOUT_MS): Promise<Completion> {
  // Logged without the key (issue 27): the request body is the model and the messages.
  return timedOutboundCall(
    { target: 'llm', method: 'POST', url: completionsUrl(target.endpoint), requestBody: JSON.stringify({ model: target.model, messages }) },
    () => completion(target, messages, timeoutMs),
    (answer) => ({ status: 200, responseBody: answer.text }),
  );
}

async function completion(target: GenerativeEndpoint, messages: ChatMessage[], timeoutMs: number): Promise<Completion> {
  let response: Response;
  try {
    response = await fetch(completionsUrl(target.endpoint), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {}) },
      body: JSON.stringify({ model: target.model, messages, temperature: 0.2, max_tokens: MAX_TOKENS }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new CompletionError('timeout', `no answer within ${timeoutMs} ms`);
    throw new CompletionError('network', `request failed: ${(error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new CompletionError('http_error', `the endpoint answered HTTP ${response.status}`, response.status);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    // The body may stall past the deadline too.
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new CompletionError('timeout', `no answer within ${timeoutMs} ms`);
    throw new CompletionError('bad_response', 'the endpoint answered something other than JSON');
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new CompletionError('empty_answer', 'the endpoint answered without a message');
  return { text: content.trim(), usage: usageOf(body) };
}
