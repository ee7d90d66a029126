/**
 * The Fastify hooks that log every call to the API (issue 27), added to the API's scope only (the console's
 * and the widget's static files are not API calls). Each call answers with its request id (x-request-id), the
 * id the log is searched by. The hooks only take a record; the writer does the rest off the request path.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { App } from '@/plugins/type-provider';
import type { ApiLogWriter } from './api-log-writer';
import type { LogRecord } from './api-log-records';

export interface ApiLogHookOptions {
  /** Bodies and payloads larger than this are not kept (their size is, by the writer). */
  maxBytes: number;
  /** Calls not logged: the API log's own reads would fill its first page with the act of reading it. */
  skip: (url: string) => boolean;
}

export function logApiCalls(api: App, writer: ApiLogWriter<LogRecord>, options: ApiLogHookOptions): void {
  const payloads = new WeakMap<FastifyRequest, string>();
  api.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, value: unknown) => void) => {
    void reply.header('x-request-id', request.id);
    if (typeof payload === 'string' && payload.length <= options.maxBytes) payloads.set(request, payload);
    done(null, payload);
  });
  api.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!options.skip(request.url)) {
      const principal = request.auth?.principal;
      const size = Number(request.headers['content-length'] ?? 0);
      writer.add({
        kind: 'inbound',
        at: Date.now() - reply.elapsedTime,
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        durationMs: reply.elapsedTime,
        requestId: request.id,
        brandId: principal?.brand.id ?? null,
        member: principal ? { id: principal.userId, name: `${principal.firstName} ${principal.lastName}`.trim() } : null,
        inputs: [request.params, request.query, request.body],
        body: size > 0 && size <= options.maxBytes ? request.body : undefined,
        payload: payloads.get(request),
      });
    }
    done();
  });
}
