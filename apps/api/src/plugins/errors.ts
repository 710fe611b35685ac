import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, appErrorBody, validationErrorBody } from '../lib/errors';

/**
 * Client mistakes become 4xx answers with a readable message, never 5xx (docs/architecture.md#errors).
 * Anything unexpected is logged in full and answered with a generic 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationErrorBody(error.validation));
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(appErrorBody(error));
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

/**
 * Fastify's router answers a path it cannot decode (a broken %-escape) or a path parameter
 * longer than `maxParamLength` itself, before any error handler: in its own JSON shape, with
 * the raw path as the message. These give the envelope and a message a shopper can read.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const isTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(isTooLong ? 414 : 400).send({
    success: false,
    data: null,
    message: isTooLong
      ? 'The address of this request is too long.'
      : 'The address of this request is not valid.',
  });
}

/**
 * Requests Node's HTTP parser refuses (headers over its size limit, malformed framing) never
 * reach Fastify: answered on the socket, as Fastify's default does, with the envelope.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive. Please try again.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify({ success: false, data: null, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
