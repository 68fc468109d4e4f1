import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@quire/domain';
import { AppError } from '../lib/app-error.ts';
import { classifyUnavailable } from '../lib/unavailable-error.ts';

/** Friendly words for the framework's own client errors (bad JSON, body too large, …). */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: MESSAGES.requestNotValid,
  404: MESSAGES.notFound,
  405: MESSAGES.methodNotAllowed,
  413: MESSAGES.requestTooLarge,
  415: MESSAGES.contentTypeNotSupported,
};

/**
 * The single place errors become answers: `{success:false, message}` with the right status.
 * Unexpected errors are logged with their stack and answered 500 with the spec's generic
 * message; a stack trace never leaves the server.
 */
export type ErrorHandlerOptions = {
  /** Answers an unknown address itself (a browser's nothing page) when it returns true. */
  notFoundPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
};

export const errorHandlerPlugin = fp(async (app: FastifyInstance, options: ErrorHandlerOptions) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 429 && typeof error.extra.retry_after_seconds === 'number') {
        void reply.header('retry-after', String(error.extra.retry_after_seconds));
      }
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message =
        first?.message && !first.message.startsWith('Invalid input')
          ? first.message
          : FRAMEWORK_MESSAGES[400];
      return reply.status(400).send({ success: false, message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ success: false, message: FRAMEWORK_MESSAGES[status] ?? FRAMEWORK_MESSAGES[400] });
    }
    const unavailable = classifyUnavailable(error);
    if (unavailable) {
      request.log.warn({ err: error, unavailable: unavailable.what }, 'dependency unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ success: false, message: unavailable.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ success: false, message: MESSAGES.genericServerError });
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (options.notFoundPage && (await options.notFoundPage(request, reply))) return reply;
    return reply.status(404).send({ success: false, message: MESSAGES.notFound });
  });
});
