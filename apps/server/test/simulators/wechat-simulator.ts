import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { listenLocal } from './listen-local.js';

/**
 * A local stand-in for WeChat Open Platform website-application login: the qrconnect page (with a button in
 * place of the phone's scan and confirm), GET /sns/oauth2/access_token and GET /sns/userinfo. Like the
 * vendor it answers errors with HTTP 200 and {errcode, errmsg}; codes are single-use and short-lived.
 */

export interface WechatUser {
  openid: string;
  nickname?: string;
  unionid?: string;
  headimgurl?: string;
  sex?: number;
}

export interface WechatSimulatorOptions {
  appId: string;
  appSecret: string;
  /** When given, redirect_uri must be on this host (WeChat checks the registered callback domain). */
  callbackDomain?: string;
  /** How long a code stays good; 10 minutes as WeChat documents. */
  codeTtlMs?: number;
  now?: () => number;
}

export interface ReceivedCall {
  path: string;
  params: Record<string, string>;
  errcode: number;
}

export interface WechatSimulator {
  /** e.g. http://127.0.0.1:41234, for WECHAT_API_BASE and WECHAT_QR_BASE. */
  base: string;
  calls: ReceivedCall[];
  /** A fresh code, as if this user had scanned and confirmed. */
  mintCode(user: WechatUser): string;
  /** The user the qrconnect page's button signs in as. */
  setScanner(user: WechatUser): void;
  /** The next call to this path answers this errcode. */
  failNext(path: '/sns/oauth2/access_token' | '/sns/userinfo', errcode: number, errmsg?: string): void;
  /** The next API call is answered only after this many milliseconds. */
  delayNext(ms: number): void;
  close(): Promise<void>;
}

const ERRMSG: Record<number, string> = {
  [-1]: 'system error',
  40001: 'invalid credential, access_token is invalid or not latest',
  40002: 'invalid grant_type',
  40003: 'invalid openid',
  40013: 'invalid appid',
  40029: 'invalid code',
  40125: 'invalid appsecret',
  40163: 'code been used',
  41001: 'access_token missing',
  41002: 'appid missing',
  41004: 'appsecret missing',
  41008: 'missing code',
  41009: 'missing openid',
  43001: 'require GET method',
  45011: 'api minute-quota reach limit',
};

const TOKEN_TTL_S = 7200;

interface CodeGrant {
  user: WechatUser;
  expiresAt: number;
  used: boolean;
}

interface QrTicket {
  redirectUri: string;
  state: string;
}

class WechatFailure {
  constructor(readonly errcode: number) {}
}

export async function startWechatSimulator(options: WechatSimulatorOptions): Promise<WechatSimulator> {
  const now = options.now ?? Date.now;
  const codeTtlMs = options.codeTtlMs ?? 10 * 60_000;
  const codes = new Map<string, CodeGrant>();
  const tokens = new Map<string, { openid: string; expiresAt: number }>();
  const tickets = new Map<string, QrTicket>();
  const calls: ReceivedCall[] = [];
  const pendingFailures = new Map<string, { errcode: number; errmsg: string }>();
  let pendingDelay = 0;
  let scanner: WechatUser = { openid: 'oSimScanner000000000000000001', nickname: '扫码用户' };
  const users = new Map<string, WechatUser>([[scanner.openid, scanner]]);

  const id = (bytes: number) => randomBytes(bytes).toString('base64url');
  const mintCode = (user: WechatUser) => {
    const code = randomBytes(16).toString('hex');
    codes.set(code, { user, expiresAt: now() + codeTtlMs, used: false });
    return code;
  };

  const accessToken = (params: Record<string, string>): Record<string, unknown> => {
    if (!params.appid) throw new WechatFailure(41002);
    if (!params.secret) throw new WechatFailure(41004);
    if (!params.code) throw new WechatFailure(41008);
    if (params.grant_type !== 'authorization_code') throw new WechatFailure(40002);
    if (params.appid !== options.appId) throw new WechatFailure(40013);
    if (params.secret !== options.appSecret) throw new WechatFailure(40125);
    const grant = codes.get(params.code);
    if (!grant || grant.expiresAt <= now()) throw new WechatFailure(40029);
    if (grant.used) throw new WechatFailure(40163);
    grant.used = true;
    const token = id(48);
    tokens.set(token, { openid: grant.user.openid, expiresAt: now() + TOKEN_TTL_S * 1000 });
    return {
      access_token: token,
      expires_in: TOKEN_TTL_S,
      refresh_token: id(48),
      openid: grant.user.openid,
      scope: 'snsapi_login',
      ...(grant.user.unionid ? { unionid: grant.user.unionid } : {}),
    };
  };

  const userInfo = (params: Record<string, string>): Record<string, unknown> => {
    if (!params.access_token) throw new WechatFailure(41001);
    if (!params.openid) throw new WechatFailure(41009);
    const token = tokens.get(params.access_token);
    if (!token || token.expiresAt <= now()) throw new WechatFailure(40001);
    if (token.openid !== params.openid) throw new WechatFailure(40003);
    const user = users.get(params.openid) ?? { openid: params.openid };
    return {
      openid: user.openid,
      nickname: user.nickname ?? '',
      sex: user.sex ?? 0,
      province: '',
      city: '',
      country: 'CN',
      headimgurl: user.headimgurl ?? '',
      privilege: [],
      ...(user.unionid ? { unionid: user.unionid } : {}),
    };
  };

  const api = (path: string, params: Record<string, string>): Record<string, unknown> => {
    const failure = pendingFailures.get(path);
    if (failure) {
      pendingFailures.delete(path);
      return { errcode: failure.errcode, errmsg: `${failure.errmsg}, rid: ${rid()}` };
    }
    try {
      if (path === '/sns/oauth2/access_token') return accessToken(params);
      return userInfo(params);
    } catch (error) {
      if (!(error instanceof WechatFailure)) throw error;
      return { errcode: error.errcode, errmsg: `${ERRMSG[error.errcode] ?? 'error'}, rid: ${rid()}` };
    }
  };

  const qrPage = (params: Record<string, string>): { status: number; html: string } => {
    if (params.appid !== options.appId)
      return { status: 200, html: page('参数错误', '<p>AppID 参数错误</p>') };
    if (params.response_type !== 'code') {
      return { status: 200, html: page('参数错误', '<p>response_type 参数错误</p>') };
    }
    if (params.scope !== 'snsapi_login') {
      return { status: 200, html: page('参数错误', '<p>Scope 参数错误或没有 Scope 权限</p>') };
    }
    let target: URL;
    try {
      target = new URL(params.redirect_uri ?? '');
    } catch {
      return { status: 200, html: page('参数错误', '<p>redirect_uri 参数错误</p>') };
    }
    const wrongHost = options.callbackDomain !== undefined && target.hostname !== options.callbackDomain;
    if (!/^https?:$/.test(target.protocol) || wrongHost) {
      return { status: 200, html: page('参数错误', '<p>redirect_uri 参数错误</p>') };
    }
    const ticket = id(16);
    tickets.set(ticket, { redirectUri: params.redirect_uri!, state: params.state ?? '' });
    // In an iframe, WeChat sends the top window on unless self_redirect=true.
    const frame = params.self_redirect === 'true' ? '_self' : '_top';
    const body = [
      `<p>微信登录（模拟）：${escapeHtml(scanner.nickname ?? scanner.openid)}</p>`,
      `<form method="get" action="/connect/qrconnect/confirm" target="${frame}">`,
      `<input type="hidden" name="ticket" value="${ticket}">`,
      '<button type="submit">Simulate scan and confirm</button>',
      '</form>',
    ].join('\n');
    return { status: 200, html: page('微信登录', body) };
  };

  const confirm = (params: Record<string, string>): string | undefined => {
    const ticket = tickets.get(params.ticket ?? '');
    if (!ticket) return undefined;
    tickets.delete(params.ticket!);
    const target = new URL(ticket.redirectUri);
    target.searchParams.set('code', mintCode(scanner));
    target.searchParams.set('state', ticket.state);
    return target.toString();
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const params = Object.fromEntries(url.searchParams);
    const path = url.pathname;
    if (path === '/connect/qrconnect') {
      const { status, html } = qrPage(params);
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
      return;
    }
    if (path === '/connect/qrconnect/confirm') {
      const location = confirm(params);
      if (!location) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(page('二维码已失效', '<p>二维码已失效，请刷新</p>'));
        return;
      }
      res.writeHead(302, { location });
      res.end();
      return;
    }
    if (path !== '/sns/oauth2/access_token' && path !== '/sns/userinfo') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    const body =
      req.method === 'GET'
        ? api(path, params)
        : { errcode: 43001, errmsg: `${ERRMSG[43001]}, rid: ${rid()}` };
    calls.push({ path, params, errcode: typeof body.errcode === 'number' ? body.errcode : 0 });
    const delay = pendingDelay;
    pendingDelay = 0;
    const reply = () => {
      if (res.destroyed) return;
      res.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (delay > 0) setTimeout(reply, delay).unref();
    else reply();
  });

  const base = await listenLocal(server);

  return {
    base: base,
    calls,
    mintCode(user) {
      users.set(user.openid, user);
      return mintCode(user);
    },
    setScanner(user) {
      users.set(user.openid, user);
      scanner = user;
    },
    failNext(path, errcode, errmsg) {
      pendingFailures.set(path, { errcode, errmsg: errmsg ?? ERRMSG[errcode] ?? 'error' });
    },
    delayNext(ms) {
      pendingDelay = ms;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** WeChat's request ids look like 6583f22d-35b1b023-4a6d02b6. */
function rid(): string {
  return [4, 4, 4].map((n) => randomBytes(n).toString('hex')).join('-');
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>\n<html lang="zh-CN"><head><meta charset="utf-8"><title>${title}</title></head>\n<body>\n${body}\n</body></html>\n`;
}
