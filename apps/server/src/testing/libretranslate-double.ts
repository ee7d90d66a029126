/**
 * A LibreTranslate-compatible API on loopback for tests (a real HTTP server, not a stub): POST /translate with
 * {q, source, target, format} answers {translatedText} from a small phrase table; an unknown phrase answers 400
 * (with source 'auto': the text as it is), so a test never passes on a made-up translation. `failing` makes
 * every call answer 500 (a service that is down).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** target language → original text → translation. */
export const PHRASES: Record<string, Record<string, string>> = {
  en: {
    'Hola, necesito ayuda con mi pedido': 'Hello, I need help with my order',
    '¿Dónde está mi paquete? Lo pedí hace una semana': 'Where is my parcel? I ordered it a week ago',
    'Bonjour, je voudrais annuler ma commande': 'Hello, I would like to cancel my order',
  },
  es: {
    'Your order ships tomorrow.': 'Su pedido se envía mañana.',
  },
};

export interface TranslateCall { q: string; source: string; target: string; format: string }
export interface TranslationDouble { url: string; calls: TranslateCall[]; failing: boolean; close(): Promise<void> }

const bodyOf = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
};

export async function startTranslationDouble(): Promise<TranslationDouble> {
  const double: TranslationDouble = { url: '', calls: [], failing: false, close: () => Promise.resolve() };
  const server = createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/translate') return answer(404, { error: 'Not found' });
    bodyOf(request).then((body) => {
      const call = body as TranslateCall;
      double.calls.push(call);
      if (double.failing) return answer(500, { error: 'The translation service is down' });
      // With source 'auto' a text already in the target language comes back as it is, as from the real service.
      const translated = PHRASES[call.target]?.[call.q] ?? (call.source === 'auto' ? call.q : undefined);
      return translated === undefined ? answer(400, { error: `No translation of "${call.q}" into ${call.target}` }) : answer(200, { translatedText: translated });
    }).catch(() => answer(400, { error: 'Invalid JSON' }));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.close = () => new Promise((closed) => server.close(() => closed()));
  return double;
}
