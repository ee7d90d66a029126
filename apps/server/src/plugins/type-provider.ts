/**
 * Route schemas are contracts' zod schemas: this type provider types request.body/query from
 * them, and the validator compiler runs them (a ZodError becomes a 400 with the field).
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { withoutNul } from '@/lib/without-nul';
import { brokenField, jsonDepth, MAX_JSON_DEPTH, TOO_DEEP, wellFormed } from './request-text';
import { badRequest } from './http-errors';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && typeof (schema as { safeParse?: unknown }).safeParse === 'function';

/**
 * JSON bodies as Fastify parses them (prototype-poisoning checks included), except that an empty
 * body sent as JSON counts as `{}` (clients often POST /users/logout or /users/token/verify that way)
 * NUL characters are dropped from every string (see withoutNul) and lone surrogates become U+FFFD
 * (see request-text.ts). A body nested deeper than MAX_JSON_DEPTH is refused before any walk.
 */
export function useJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    if (jsonDepth(text) > MAX_JSON_DEPTH) return done(badRequest(TOO_DEEP));
    return parse(request, text, (error, value) => (error ? done(error) : done(null, wellFormed(withoutNul(value)))));
  });
}

/**
 * Route schemas validate request parts; before any of them runs (and after the guard's onRequest, so
 * a caller without the permission still gets 403 first), a query or path with NUL or a lone
 * surrogate is refused with 400 and the field (request-text.ts says why refused, not stripped).
 */
export function useZodValidation(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    done(brokenField(request.params, 'path') ?? brokenField(request.query, 'query'));
  });
  app.setValidatorCompiler(({ schema }) => {
    if (!isZod(schema)) throw new Error('Route schemas must be zod schemas from @switchboard/contracts');
    return (data) => {
      const result = schema.safeParse(data);
      return result.success ? { value: result.data } : { error: result.error };
    };
  });
}
