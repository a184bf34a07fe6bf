import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { langOf, translate, type Lang, type MessageKey } from './messages.js';

/**
 * The one edge where failures become envelopes. Bad input is answered with a 400-range code and a message
 * in the caller's language; anything unexpected is logged with its stack and answered with a generic
 * message carrying the request id. No stack trace ever reaches a client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = langOf(request.headers.lang);
    if (error instanceof AppError) return sendAppError(error, lang, request, reply);

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request rejected');
      return reply.status(status).send({
        code: status,
        msg: clientErrorText(error, lang),
        data: null,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      code: 500,
      msg: translate('error.internal', lang, { requestId: request.id }),
      data: null,
      requestId: request.id,
    });
  });
}

function sendAppError(error: AppError, lang: Lang, request: FastifyRequest, reply: FastifyReply) {
  const msg = error.messageKey ? translate(error.messageKey, lang, error.params) : error.message;
  request.log.info({ code: error.code, reason: msg }, 'request refused');
  return reply.status(error.httpStatus).send({ code: error.code, msg, data: error.data });
}

const fastifyCodes: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error.badJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'error.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'error.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'error.badRequest',
};

function clientErrorText(error: FastifyError, lang: Lang): string {
  const key = fastifyCodes[error.code];
  if (key === 'error.unsupportedMediaType') {
    return translate(key, lang, { contentType: /'([^']*)'/.exec(error.message)?.[1] ?? '' });
  }
  // JSON syntax errors surface as plain SyntaxErrors with status 400.
  if (!key && error.name === 'SyntaxError') return translate('error.badJson', lang);
  return translate(key ?? 'error.badRequest', lang);
}

export function notFoundEnvelope(request: FastifyRequest) {
  const lang = langOf(request.headers.lang);
  const path = request.url.split('?')[0] ?? request.url;
  return { code: 404, msg: translate('error.notFound', lang, { method: request.method, path }), data: null };
}
