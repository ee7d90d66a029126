/**
 * One error envelope for every failure: `{ message, title?, content?, errorCode?, field? }` with a
 * real status (400 field errors, 401, 403, 404, 409, 412, 429, 500).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { ERROR_CODES, type ErrorBody } from '@switchboard/contracts/common/errors';
import { HttpError } from './http-errors';

export type ErrorReporter = (error: unknown, request: FastifyRequest) => void;

function zodBody(error: ZodError, context: string | undefined): ErrorBody {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  if (!issue || field === '') {
    const where = context === 'querystring' ? 'query string' : 'request body';
    return { message: issue && issue.code !== 'invalid_type' ? issue.message : `The ${where} is missing or malformed`, errorCode: ERROR_CODES.validation };
  }
  return { message: issue.message, field, errorCode: ERROR_CODES.validation };
}

const CLIENT_CODES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
};

/** Fastify's own refusals before routing (a path it cannot decode), in the envelope every other error uses. */
export function answerFrameworkError(error: FastifyError, reply: FastifyReply): FastifyReply {
  const malformedPath = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorBody = malformedPath
    ? { message: 'The address is malformed (a broken character encoding or an over-long part)', field: 'path', errorCode: ERROR_CODES.validation }
    : { message: error.message, errorCode: ERROR_CODES.validation };
  return reply.status(error.statusCode ?? 400).send(body);
}

export function registerErrorHandler(app: FastifyInstance, report?: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply: FastifyReply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.toBody());
    if (error instanceof ZodError) {
      const context = (error as ZodError & { validationContext?: string }).validationContext;
      return reply.status(400).send(zodBody(error, context));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = CLIENT_CODES[error.code] ?? (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'The request body is not valid JSON' : error.message);
      return reply.status(status).send({ message, errorCode: status === 400 ? ERROR_CODES.validation : error.code });
    }
    request.log.error({ err: error }, 'request failed');
    report?.(error, request);
    return reply.status(500).send({ message: 'Something went wrong. Please try again.' } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found`, errorCode: ERROR_CODES.notFound } satisfies ErrorBody),
  );
}
