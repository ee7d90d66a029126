/**
 * Route schemas are contracts' zod schemas: this type provider types request.body/query from
 * them, and the validator compiler runs them (a ZodError becomes a 400 with the field).
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { withoutNul } from '@/lib/without-nul';

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
 * and NUL characters are dropped from every string (see withoutNul).
 */
export function useJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return parse(request, text, (error, value) => (error ? done(error) : done(null, withoutNul(value))));
  });
}

export function useZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    if (!isZod(schema)) throw new Error('Route schemas must be zod schemas from @switchboard/contracts');
    return (data) => {
      const result = schema.safeParse(data);
      return result.success ? { value: result.data } : { error: result.error };
    };
  });
}
