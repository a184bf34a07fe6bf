import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/http/app-error.js';
import { WechatApiError } from './wechat-oauth.js';

/** The user's code is bad: scanning again fixes it. */
const CODE_INVALID = new Set([40029, 42003]);
const CODE_USED = new Set([40163]);
/** Our own settings are wrong (appid, secret, server IP whitelist): no user can fix these. */
const MISCONFIGURED = new Set([40001, 40002, 40013, 40125, 40164, 41002, 41004]);
/** WeChat is busy or limiting us: trying later helps. */
const BUSY = new Set([-1, 45009, 45011]);

/**
 * Turns a failed WeChat call into the answer the user sees. Problems with the code are the user's (400);
 * everything else is ours or WeChat's and is answered like other vendor failures of this API (code 500 with
 * a message, HTTP 200), and logged.
 */
export function appErrorOfWechat(error: unknown, log: FastifyBaseLogger): AppError {
  if (!(error instanceof WechatApiError)) {
    log.error({ err: error }, 'WeChat login failed unexpectedly');
    return new AppError(500, 'wechat.unreachable');
  }
  const { errcode, errmsg } = error;
  if (typeof errcode !== 'number') {
    log.error({ err: error, errcode }, 'WeChat could not be reached');
    return new AppError(500, 'wechat.unreachable');
  }
  if (CODE_INVALID.has(errcode)) return new AppError(400, 'wechat.codeInvalid', { errcode });
  if (CODE_USED.has(errcode)) return new AppError(400, 'wechat.codeUsed', { errcode });
  if (MISCONFIGURED.has(errcode)) {
    log.error({ errcode, errmsg }, 'WeChat refused our application settings');
    return new AppError(500, 'wechat.misconfigured', { errcode });
  }
  if (BUSY.has(errcode)) {
    log.warn({ errcode, errmsg }, 'WeChat is busy');
    return new AppError(500, 'wechat.busy', { errcode });
  }
  log.error({ errcode, errmsg }, 'WeChat refused a login call');
  return new AppError(500, 'wechat.failed', { errcode });
}
