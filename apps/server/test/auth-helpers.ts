import { createCipheriv } from 'node:crypto';
import { registerByPhone } from '../src/features/users/accounts.js';
import { openSession } from '../src/features/auth/sessions.js';
import type { TestServer } from './harness.js';

/** Encrypts a password as the web client does: AES-128-CBC with the current key, zero padding, Base64. */
export async function encryptedPassword(server: TestServer, password: string): Promise<string> {
  const { body } = await server.get('/app/v1/query/aesKey');
  const { aesKey, iv } = body.data as { aesKey: string; iv: string };
  const plain = Buffer.from(password, 'utf8');
  const padded = Buffer.concat([
    plain,
    Buffer.alloc((16 - (plain.length % 16)) % 16 || (plain.length === 0 ? 16 : 0)),
  ]);
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(aesKey, 'latin1'), Buffer.from(iv, 'utf8'));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64');
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Asks for an SMS code and reads it from the development endpoint, as the demo and e2e tests do. */
export async function smsCodeFor(server: TestServer, phone: string, bizType: 'login' | 'resetPwd' = 'login') {
  const sent = await server.post('/auth/sms/code', { phone, bizType });
  if (sent.body.code !== 200) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  const latest = await server.get(`/dev/sms/latest?phone=${phone}&bizType=${bizType}`);
  return latest.body.data.code as string;
}

export async function loginBySms(
  server: TestServer,
  phone: string,
): Promise<{ token: string; userId: number }> {
  const code = await smsCodeFor(server, phone);
  const { body } = await server.post('/auth/v2/login', {
    loginType: 'SMS_CODE',
    phoneNumber: phone,
    smsCode: code,
    deviceType: 'PC',
  });
  if (body.code !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { token: body.data.accessToken, userId: body.data.userId };
}

/** A user with a session, made directly: no SMS round trip and no SMS rate limit. */
export type SessionUserForTest = { userId: number; token: string };

/** Registers `count` users with phones `<prefix>0000`, `<prefix>0001`, … and opens a session for each. */
export async function makeUsers(
  server: TestServer,
  count: number,
  prefix: string,
): Promise<SessionUserForTest[]> {
  const { db } = server;
  const users: SessionUserForTest[] = [];
  for (let i = 0; i < count; i++) {
    const user = await registerByPhone(db, `${prefix}${String(i).padStart(4, '0')}`, undefined);
    const session = await openSession(db, user.id, 'PC');
    users.push({ userId: user.id, token: session.accessToken });
  }
  return users;
}

/** Makes two users friends directly, both sides of the pair, as an agreed request leaves them. */
export async function makeFriends(
  server: TestServer,
  a: SessionUserForTest,
  b: SessionUserForTest,
): Promise<void> {
  const side = { remark: '', notePhone: '', noteTxt: '', noteImage: '', createdAt: Date.now() };
  await server.db
    .insertInto('friendships')
    .values([
      { userId: a.userId, friendId: b.userId, ...side },
      { userId: b.userId, friendId: a.userId, ...side },
    ])
    .onConflict((oc) => oc.columns(['userId', 'friendId']).doNothing())
    .execute();
}
