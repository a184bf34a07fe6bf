import { wechat } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import type { ContractRouter } from '../../platform/http/contract-routes.js';
import type { Platform } from '../../platform/platform.js';
import { issueState, qrConnectUrl } from './wechat/qr-connect.js';
import { bindPhoneAndLogin, loginByWechatCode, type WechatLoginContext } from './wechat-login.js';
import { WechatHttpOAuth } from './wechat/wechat-http.js';
import type { WechatOAuth } from './wechat/wechat-oauth.js';

/** Per client address, like the other login routes. */
const WECHAT_LOGIN_LIMIT = { max: 30, windowMs: 60_000 };

/**
 * WeChat QR login: the config the WeChatScan tab needs, the login by code, and the phone-binding step. The
 * routes exist whether or not WeChat is configured; unconfigured, the config says so and the logins answer
 * 404 '微信登录未开通'.
 */
export function registerWechatRoutes(
  router: ContractRouter,
  platform: Platform,
  options: { oauth?: WechatOAuth } = {},
): void {
  const { db } = platform.database;
  const config = platform.config.wechat;
  const context: WechatLoginContext | undefined = config && {
    db,
    config,
    log: platform.log,
    oauth:
      options.oauth ??
      new WechatHttpOAuth({ apiBase: config.apiBase, appId: config.appId, appSecret: config.appSecret }),
  };
  const available = (): WechatLoginContext => {
    if (!context) throw new AppError(404, 'wechat.unavailable');
    return context;
  };

  router.handle(wechat.wechatConfig, () => {
    if (!config) return { enabled: false };
    const state = issueState(config.appSecret);
    return { enabled: true, qrConnectUrl: qrConnectUrl(config, state), state };
  });

  router.handle(wechat.wechatLogin, async ({ body }) => loginByWechatCode(available(), body), {
    rateLimit: WECHAT_LOGIN_LIMIT,
  });

  router.handle(wechat.thirdLogin, async ({ body }) => bindPhoneAndLogin(available().db, body), {
    rateLimit: WECHAT_LOGIN_LIMIT,
  });
}
