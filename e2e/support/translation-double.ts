// A LibreTranslate-compatible API on loopback for the translation journey (a real HTTP server the product server
// calls): POST /translate {q, source, target, format} answers {translatedText} from a phrase table (HTML: each text
// between tags), and 400 for any other phrase (with source 'auto': the text as it is), so the journey never passes
// on a made-up translation. The server's tests have their own
// (apps/server/src/testing/libretranslate-double.ts): the journeys import no server code.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** target language → original text → translation. */
const PHRASES: Record<string, Record<string, string>> = {
  en: { 'Hola, necesito ayuda con mi pedido': 'Hello, I need help with my order' },
  es: { 'Your order ships tomorrow.': 'Su pedido se envía mañana.' },
};

export interface TranslationDouble { url: string; close(): Promise<void> }

interface TranslateBody { q?: string; source?: string; target?: string; format?: string }

const bodyOf = async (request: IncomingMessage): Promise<TranslateBody> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as TranslateBody;
};

export async function startTranslationDouble(): Promise<TranslationDouble> {
  const server = createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/translate') return answer(404, { error: 'Not found' });
    bodyOf(request).then(({ q = '', source = '', target = '', format = 'text' }) => {
      const table = PHRASES[target] ?? {};
      // With source 'auto' a text already in the target language comes back as it is, as from the real service.
      const one = (text: string) => table[text.trim()] ?? (source === 'auto' ? text : undefined);
      // HTML (the console's composer): each text between tags is translated, the tags kept.
      const segments = format === 'html' ? q.split(/(<[^>]*>)/) : [q];
      const translated = segments.map((part) => (part.startsWith('<') || !part.trim() ? part : one(part)));
      if (translated.some((part) => part === undefined)) return answer(400, { error: `No translation of "${q}" into ${target}` });
      return answer(200, { translatedText: translated.join('') });
    }).catch(() => answer(400, { error: 'Invalid JSON' }));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
