import { signedHeader, testEncrypt, type TestKeys } from '../../apps/server/test/signer';

/**
 * The e2e specs' own signed client of the server, for what a test does "from elsewhere": reading the SMS
 * code the console sink sent, or acting as the same user on another device. Every contract route but the
 * key query wants the signed `x-encrypt-key` header; this signs with the server tests' independent signer.
 */

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface ApiSession {
  token: string;
  userId: number;
}

async function keysOf(baseURL: string): Promise<TestKeys> {
  const answer = (await (await fetch(`${baseURL}/app/v1/query/aesKey`)).json()) as Envelope<TestKeys>;
  return answer.data;
}

/** One signed call; resolves with the envelope whatever its code. */
export async function signedCall<T = unknown>(
  baseURL: string,
  method: 'GET' | 'POST',
  path: string,
  options: { query?: Record<string, string>; body?: unknown; session?: ApiSession } = {},
): Promise<Envelope<T>> {
  const keys = await keysOf(baseURL);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'x-encrypt-key': signedHeader(keys, {
      url: path,
      token: options.session?.token ?? null,
      userId: options.session?.userId ?? null,
    }),
  };
  if (options.session) headers.Authorization = `Bearer ${options.session.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const response = await fetch(`${baseURL}${path}${query}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await response.json()) as Envelope<T>;
}

/** The latest SMS code the server's console sink sent to a phone (outside production only). */
export async function latestSmsCode(
  baseURL: string,
  phone: string,
  bizType: 'login' | 'resetPwd' = 'login',
): Promise<string> {
  // A page shows its countdown as soon as the send is clicked, before the server has the code: on a
  // loaded machine the code can arrive a moment after, so the sink is asked again until it has one.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await signedCall<{ code: string }>(baseURL, 'GET', '/dev/sms/latest', {
      query: { phone, bizType },
    });
    if (answer.code === 200) return answer.data.code;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${phone}: ${answer.msg}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Logs in by password on "another device": the password travels encrypted, as the web client sends it. */
export async function passwordSession(
  baseURL: string,
  userName: string,
  password: string,
): Promise<ApiSession> {
  const keys = await keysOf(baseURL);
  const answer = await signedCall<{ accessToken: string; userId: number }>(
    baseURL,
    'POST',
    '/auth/v2/login',
    {
      body: { loginType: 'PASSWORD', userName, password: testEncrypt(password, keys), deviceType: 'PC' },
    },
  );
  if (answer.code !== 200) throw new Error(`login of ${userName} failed: ${answer.msg}`);
  return { token: answer.data.accessToken, userId: answer.data.userId };
}

/** What the web client keeps in localStorage for a logged-in user (token, userId, userInfo). */
export async function storedSessionOf(baseURL: string, session: ApiSession): Promise<Record<string, string>> {
  const info = await signedCall<{
    user: { id: number; userName: string; nickName: string; avatar: string; hasPassword: boolean };
    rolePermission: string[];
  }>(baseURL, 'GET', '/system/user/getInfo', { session });
  if (info.code !== 200) throw new Error(`getInfo failed: ${info.msg}`);
  const { id, userName, nickName, avatar, hasPassword } = info.data.user;
  return {
    token: session.token,
    userId: String(session.userId),
    userInfo: JSON.stringify({
      id,
      userName,
      nickName,
      avatar,
      hasPassword,
      roles: info.data.rolePermission,
    }),
  };
}
