/**
 * A client of an OpenAI-compatible chat-completions endpoint (POST {endpoint}/chat/completions): the
 * question and the retrieved passages go in, the model's text comes out. Any failure (HTTP status,
 * unreadable answer, timeout) throws, and the caller answers with the best passage instead.
 */
export interface GenerativeEndpoint { endpoint: string; model: string; apiKey: string | null }
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

export async function chatCompletion(target: GenerativeEndpoint, messages: ChatMessage[], timeoutMs = GENERATION_TIMEOUT_MS): Promise<string> {
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
    throw new Error(name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : `request failed: ${(error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`the endpoint answered HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error('the endpoint answered something other than JSON');
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new Error('the endpoint answered without a message');
  return content.trim();
}
