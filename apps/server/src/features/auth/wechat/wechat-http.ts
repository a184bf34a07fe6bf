import { WechatApiError, type WechatGrant, type WechatOAuth, type WechatProfile } from './wechat-oauth.js';
import { getVendorText, type VendorUnreachable } from '../../../platform/http/vendor-fetch.js';

export interface WechatHttpOptions {
  /** e.g. https://api.weixin.qq.com */
  apiBase: string;
  appId: string;
  appSecret: string;
  timeoutMs?: number;
  /** Seam for tests. */
  fetch?: typeof fetch;
}

type Answer = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The real WeChat adapter over fetch. WeChat answers HTTP 200 for its own errors too, with a JSON body
 * carrying `errcode` and `errmsg`; a non-zero errcode becomes a WechatApiError with both.
 */
export class WechatHttpOAuth implements WechatOAuth {
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: WechatHttpOptions) {
    this.timeoutMs = options.timeoutMs ?? 8_000;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async exchangeCode(code: string): Promise<WechatGrant> {
    const answer = await this.get('/sns/oauth2/access_token', {
      appid: this.options.appId,
      secret: this.options.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    const accessToken = text(answer.access_token);
    const openid = text(answer.openid);
    if (!accessToken || !openid) throw invalid('/sns/oauth2/access_token', 'no access_token or openid');
    return { accessToken, openid, unionid: text(answer.unionid) };
  }

  async userInfo(accessToken: string, openid: string): Promise<WechatProfile> {
    const answer = await this.get('/sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' });
    if (answer.openid !== openid) throw invalid('/sns/userinfo', 'the openid does not match');
    return {
      nickname: typeof answer.nickname === 'string' ? answer.nickname : '',
      headimgurl: typeof answer.headimgurl === 'string' ? answer.headimgurl : '',
      unionid: text(answer.unionid),
    };
  }

  private async get(path: string, params: Record<string, string>): Promise<Answer> {
    const url = new URL(this.options.apiBase.replace(/\/+$/, '') + path);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    // Messages name only the address: the query holds the secret, the code or the token.
    const where = `${url.origin}${url.pathname}`;

    const { status, text: body } = await getVendorText(this.fetch, url, this.timeoutMs).catch(
      (error: unknown) => {
        throw transportError(error as VendorUnreachable, where, this.timeoutMs);
      },
    );

    let answer: unknown;
    try {
      answer = JSON.parse(body);
    } catch {
      answer = undefined;
    }
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
      throw new WechatApiError(
        'InvalidResponse',
        `HTTP ${status}`,
        `WeChat at ${where} answered HTTP ${status} with a body that is not a JSON object: ${body.slice(0, 200)}`,
      );
    }
    const fields = answer as Answer;
    const errcode = typeof fields.errcode === 'number' ? fields.errcode : 0;
    if (errcode !== 0) {
      const errmsg = typeof fields.errmsg === 'string' ? fields.errmsg : '';
      throw new WechatApiError(errcode, errmsg, `WeChat ${path} failed with ${errcode}: ${errmsg}`);
    }
    if (status !== 200) {
      throw new WechatApiError(
        'InvalidResponse',
        `HTTP ${status}`,
        `WeChat at ${where} answered HTTP ${status}`,
      );
    }
    return fields;
  }
}

function invalid(path: string, why: string): WechatApiError {
  return new WechatApiError(
    'InvalidResponse',
    why,
    `WeChat ${path} answered without the expected fields: ${why}`,
  );
}

function transportError(error: VendorUnreachable, where: string, timeoutMs: number): WechatApiError {
  return error.timedOut
    ? new WechatApiError('Timeout', 'timeout', `WeChat at ${where} did not answer within ${timeoutMs} ms`, {
        cause: error.cause,
      })
    : new WechatApiError(
        'NetworkError',
        error.reason,
        `WeChat at ${where} could not be reached: ${error.reason}`,
        {
          cause: error.cause,
        },
      );
}
