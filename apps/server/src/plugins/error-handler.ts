import { type FastifyError, type FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';

export const ERROR_TEXT = {
  invalidBody: 'Invalid request body',
  invalidField: (field: string) => `Invalid value for ${field}`,
} as const;

// A field whose schema has no message of its own (a number where text belongs, an unknown option) is named in
// words of the catalogue (ADR 020), not zod's own English ("Invalid input: expected string, received number").
z.config({
  customError: (issue) => (issue.path?.length ? ERROR_TEXT.invalidField(issue.path.join('.')) : ERROR_TEXT.invalidBody),
});

/** Body-level problems Fastify reports before a handler runs, in words a client developer can act on. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, ERROR_TEXT.invalidBody],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, ERROR_TEXT.invalidBody],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, ERROR_TEXT.invalidBody],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Send the request body as JSON'],
};

/**
 * The one error handler: every failure leaves as the legacy envelope `{status: false, msg}` with a
 * meaningful HTTP status. Bad input is 4xx with the spec's message; a 5xx never shows its details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter) void reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.statusCode).send({ status: false, msg: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ status: false, msg: first?.message ?? ERROR_TEXT.invalidBody });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ status: false, msg: known[1] });
    if (error.statusCode === 429) return reply.status(429).send({ status: false, msg: error.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ status: false, msg: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ status: false, msg: 'Something went wrong. Please try again.' });
  });
}
