import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { langOf, translate, type Lang, type MessageKey } from './messages.js';

/**
 * The longest path parameter the router matches. The longest declared one is 64 characters (a dictionary
 * type); ids are at most 16 digits. A longer one is answered 414 before any handler runs.
 */
export const MAX_PARAM_LENGTH = 128;
/** The longest request address (path and query) served; the longest real one is a download path of ~3 KB. */
export const MAX_URL_LENGTH = 8192;

/**
 * The one edge where failures become envelopes. Bad input is answered with a 400-range code and a message
 * in the caller's language; anything unexpected is logged with its stack and answered with a generic
 * message carrying the request id. No stack trace, and nothing the request sent, ever reaches a client.
 * Envelopes travel with HTTP 200 whatever their code, as the real platform's do (see AppError).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if ((request.raw.url ?? '').length <= MAX_URL_LENGTH) return;
    return sendEdgeError(request, reply, 414, 'error.uriTooLong', { max: MAX_URL_LENGTH });
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = langOf(request.headers.lang);
    if (error instanceof AppError) return sendAppError(error, lang, request, reply);

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request rejected');
      return reply.status(200).send({ code: status, msg: clientErrorText(error, lang), data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(200).send({
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

function sendEdgeError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  params: Record<string, unknown> = {},
) {
  request.log.info({ status, reason: key }, 'request refused at the edge');
  const msg = translate(key, langOf(request.headers.lang), params);
  return reply.status(200).send({ code: status, msg, data: null });
}

/** Fastify's own refusals, by code; any other 400-range error reads as a plain bad request. */
const fastifyCodes: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error.badJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'error.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'error.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'error.badContentLength',
};

function clientErrorText(error: FastifyError, lang: Lang): string {
  const key = fastifyCodes[error.code];
  // JSON syntax errors surface as plain SyntaxErrors with status 400.
  if (!key && error.name === 'SyntaxError') return translate('error.badJson', lang);
  return translate(key ?? 'error.badRequest', lang);
}

/**
 * The router's refusals (Fastify's `frameworkErrors`): a path that is not valid percent-encoding and a
 * path parameter over MAX_PARAM_LENGTH. Fastify's own answers would repeat the path.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return sendEdgeError(request, reply, 400, 'error.badUrl');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendEdgeError(request, reply, 414, 'error.paramTooLong', { max: MAX_PARAM_LENGTH });
  }
  request.log.error({ err: error }, 'router failure');
  return sendEdgeError(request, reply, 500, 'error.internal', { requestId: request.id });
}

/** The answer to a path no route serves; the path itself is not repeated. */
export function notFoundEnvelope(request: FastifyRequest) {
  return { code: 404, msg: translate('error.notFound', langOf(request.headers.lang)), data: null };
}

const clientErrorStatus: Record<string, [number, MessageKey]> = {
  HPE_HEADER_OVERFLOW: [431, 'error.headersTooLarge'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'error.bodyTooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'error.requestTimeout'],
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers too large, a malformed request
 * line, a bad Content-Length, a request that never finished arriving): a short envelope instead of a bare
 * close. The headers could not be read, so the answer is in the default language.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] = clientErrorStatus[error.code ?? ''] ?? [400, 'error.badRequest'];
  this.log.info({ code: error.code, status }, 'malformed request refused');
  // As Node does: answer only when no response of this socket has begun, or the peer would read garbage.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ code: status, msg: translate(key, 'zh'), data: null });
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
    // A peer that never reads would otherwise hold the socket open.
    setTimeout(() => socket.destroy(), 1000).unref();
    return;
  }
  socket.destroy(error);
}
