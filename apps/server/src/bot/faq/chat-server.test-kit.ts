/** A real local HTTP server speaking the chat-completions protocol, for the generative FAQ tests. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest { url: string; authorization: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }
export type ChatBehaviour = 'answer' | 'error' | 'slow' | 'garbage';

/** The response's `usage` (null: the endpoint sends none, as some compatible servers do). */
export interface ChatUsage { prompt_tokens: number; completion_tokens: number; total_tokens: number }
export const DEFAULT_USAGE: ChatUsage = { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 };

export interface ChatServer { endpoint: string; requests: ChatRequest[]; behaviour: ChatBehaviour; usage: ChatUsage | null; close(): Promise<void> }

const readBody = (request: IncomingMessage) => new Promise<string>((resolve, reject) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => { body += chunk; });
  request.on('end', () => resolve(body));
  request.on('error', reject);
});

/** Answers "Generated: <first source line>" so tests can see the sources reached the model. */
export async function startChatServer(): Promise<ChatServer> {
  const state: ChatServer = { endpoint: '', requests: [], behaviour: 'answer', usage: DEFAULT_USAGE, close: () => Promise.resolve() };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const body = JSON.parse(raw) as ChatRequest['body'];
      state.requests.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return void response.writeHead(404).end();
      if (state.behaviour === 'error') return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
      if (state.behaviour === 'garbage') return void response.writeHead(200, { 'content-type': 'text/plain' }).end('not json');
      const reply = () => {
        const user = body.messages.find((message) => message.role === 'user')?.content ?? '';
        const firstSource = user.split('\n').find((line) => /^\[1\] /.test(line)) ?? '';
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
          id: 'chatcmpl-test', object: 'chat.completion', model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: `Generated from ${firstSource.slice(4)}.` } }],
          ...(state.usage ? { usage: state.usage } : {}),
        }));
      };
      if (state.behaviour === 'slow') setTimeout(reply, 1_500).unref();
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return state;
}
