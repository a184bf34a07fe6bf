import { z } from 'zod';
import { loginResult, phoneSchema, smsCodeSchema } from './auth.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema } from './ids.js';

/** How long the uuid of a WeChat identity without a phone stays good for the binding step. */
export const WECHAT_BIND_SECONDS = 600;

export const wechatConfig = defineEndpoint({
  method: 'GET',
  path: '/auth/weixin/config',
  auth: 'public',
  tag: 'auth',
  summary:
    'Whether WeChat QR login is available, and the qrconnect URL (with a fresh state) the WeChatScan tab embeds',
  kind: 'object',
  response: z.object({
    enabled: z.boolean(),
    /** The full WeChat qrconnect address, ending in #wechat_redirect; absent when not enabled. */
    qrConnectUrl: z.string().optional(),
    /** The state inside qrConnectUrl: keep it, and send it back with the code WeChat returns. */
    state: z.string().optional(),
  }),
});

export const wechatLogin = defineEndpoint({
  method: 'POST',
  path: '/auth/weixin/login',
  auth: 'public',
  tag: 'auth',
  summary:
    'WeChat QR login by code (authWeixinAppLogin): flag true logs in; flag false asks for the bindingPhone step with uuid',
  body: z.object({
    loginType: z.literal('WX_QR'),
    /** The code WeChat appended to the redirect address; good once, for a few minutes. */
    code: z.string().trim().min(1).max(128),
    /** The state WeChat appended with it; checked when sent. */
    state: z.string().trim().max(128).optional(),
  }),
  kind: 'object',
  response: z.object({
    flag: z.boolean(),
    accessToken: z.string().optional(),
    userId: z.number().int().optional(),
    expiresTime: z.number().int().optional(),
    roles: z.array(z.string()).optional(),
    /** For the binding step when flag is false (valid 10 minutes); empty when flag is true. */
    uuid: z.string(),
  }),
});

export const thirdLogin = defineEndpoint({
  method: 'POST',
  path: '/auth/third/login',
  auth: 'public',
  tag: 'auth',
  summary:
    'Bind a WeChat identity to a phone with an SMS login code (authThirdAppLogin) and log in; a new phone registers',
  body: z.object({
    socialType: z.literal('wechat_qr'),
    uuid: z.string().trim().min(16).max(64),
    mobile: phoneSchema,
    /** The SMS code sent with POST /auth/sms/code, bizType login. */
    code: smsCodeSchema,
    siteId: idSchema.optional(),
  }),
  kind: 'object',
  response: loginResult,
});
