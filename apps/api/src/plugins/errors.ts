import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

/**
 * Client mistakes become 4xx answers with a readable message, never 5xx (DESIGN §3.3).
 * Anything unexpected is logged in full and answered with a generic 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const message = first?.message ?? 'The request is not valid.';
      return reply.status(400).send({ success: false, data: null, message, field });
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ success: false, data: null, message: error.message, field: error.field });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, wrong content type, 429 …
      const message =
        error.message ||
        (status === 429
          ? 'Too many requests. Please wait a moment and try again.'
          : 'The request is not valid.');
      return reply.status(status).send({ success: false, data: null, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      success: false,
      data: null,
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}
