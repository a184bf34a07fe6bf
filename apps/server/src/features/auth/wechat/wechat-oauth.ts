/** What the code exchange gives: who the WeChat user is for this application, and a token for their profile. */
export interface WechatGrant {
  openid: string;
  unionid?: string | undefined;
  accessToken: string;
}

export interface WechatProfile {
  nickname: string;
  headimgurl: string;
  unionid?: string | undefined;
}

/** The WeChat Open Platform calls of website-application login (sns/oauth2/access_token, sns/userinfo). */
export interface WechatOAuth {
  exchangeCode(code: string): Promise<WechatGrant>;
  userInfo(accessToken: string, openid: string): Promise<WechatProfile>;
}

/** Failures with no vendor answer behind them. */
export type WechatTransportFailure = 'Timeout' | 'NetworkError' | 'InvalidResponse';

/**
 * A WeChat call that did not succeed. `errcode`/`errmsg` are the vendor's (e.g. 40029 invalid code, 40163 code
 * been used, 40125 invalid appsecret), or `errcode` is one of ours when no vendor answer came.
 */
export class WechatApiError extends Error {
  override readonly name = 'WechatApiError';
  constructor(
    readonly errcode: number | WechatTransportFailure,
    readonly errmsg: string,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
  }
}
