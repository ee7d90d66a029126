/**
 * The translation services the console can use (docs/decisions.md, "Translation"): a LibreTranslate-compatible
 * API (POST {url}/translate with {q, source, target, format} answering {translatedText}), or the OpenAI-compatible
 * chat-completions endpoint of the ML configuration. Any failure throws; callers decide what the user sees.
 */
import { chatCompletion, type GenerativeEndpoint } from '@/bot/faq/llm-client';
import { timedOutboundCall } from '@/lib/outbound-calls';

export const TRANSLATE_TIMEOUT_MS = 10_000;

export interface TranslateRequest {
  text: string;
  /** An ISO 639-1 code, or 'auto' (LibreTranslate detects it). */
  source: string;
  target: string;
  format: 'text' | 'html';
}

export interface Translator {
  readonly provider: 'libretranslate' | 'generative';
  translate(request: TranslateRequest): Promise<string>;
}

/** The service answered, but not a translation: the API log keeps the status it answered with. */
class TranslationAnswerError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export class LibreTranslateClient implements Translator {
  readonly provider = 'libretranslate';

  constructor(private readonly baseUrl: string, private readonly apiKey?: string) {}

  translate({ text, source, target, format }: TranslateRequest): Promise<string> {
    const url = `${this.baseUrl.replace(/\/+$/, '')}/translate`;
    const asked = { q: text, source, target, format };
    // Logged in the API logs (issue 27) without the key: the logged body is what was asked, the key is added to the sent one only.
    return timedOutboundCall(
      { target: 'translation', method: 'POST', url, requestBody: JSON.stringify(asked) },
      () => this.post(url, asked),
      (translatedText) => ({ status: 200, responseBody: JSON.stringify({ translatedText }) }),
    );
  }

  private async post(url: string, asked: Record<string, string>): Promise<string> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...asked, ...(this.apiKey ? { api_key: this.apiKey } : {}) }),
      signal: AbortSignal.timeout(TRANSLATE_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new TranslationAnswerError(response.status, `the translation service answered HTTP ${response.status}`);
    }
    const body = (await response.json().catch(() => null)) as { translatedText?: unknown } | null;
    if (typeof body?.translatedText !== 'string') throw new TranslationAnswerError(response.status, 'the translation service answered without translatedText');
    return body.translatedText;
  }
}

export class GenerativeTranslator implements Translator {
  readonly provider = 'generative';

  constructor(private readonly endpoint: GenerativeEndpoint) {}

  translate({ text, source, target, format }: TranslateRequest): Promise<string> {
    const from = source === 'auto' ? 'its language' : `the language with ISO 639-1 code "${source}"`;
    const keep = format === 'html' ? ' Keep the HTML tags as they are.' : '';
    return chatCompletion(this.endpoint, [
      { role: 'system', content: `Translate the user's message from ${from} into the language with ISO 639-1 code "${target}". Answer with the translation only.${keep}` },
      { role: 'user', content: text },
    ], TRANSLATE_TIMEOUT_MS);
  }
}
