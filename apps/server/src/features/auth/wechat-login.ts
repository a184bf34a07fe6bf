import { account, wechat } from '@fox/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/tables.js';
import type { WechatConfig } from '../../platform/config.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  accountById,
  accountByPhone,
  defaultNickName,
  editProfile,
  registerByPhone,
} from '../users/index.js';
import { assertActive } from './account-state.js';
import { openSession, type IssuedSession } from './sessions.js';
import { consumeCode } from './sms-codes.js';
import { newToken, sha256 } from './tokens.js';
import {
  bindIdentity,
  findIdentityByUuidHash,
  otherWechatIdentityOf,
  setBindingUuid,
  upsertWechatIdentity,
} from './wechat-identities.js';
import { stateIsValid } from './wechat/qr-connect.js';
import { appErrorOfWechat } from './wechat/vendor-errors.js';
import type { WechatOAuth, WechatProfile } from './wechat/wechat-oauth.js';

export interface WechatLoginContext {
  db: Db;
  oauth: WechatOAuth;
  config: WechatConfig;
  log: FastifyBaseLogger;
}

export interface WechatLoginAnswer {
  flag: boolean;
  accessToken?: string;
  userId?: number;
  expiresTime?: number;
  roles?: string[];
  uuid: string;
}

/**
 * WeChat QR login by code: a WeChat identity bound to an account with a phone logs straight in (flag true);
 * any other gets a uuid, good for 10 minutes, for the bindingPhone step (flag false).
 */
export async function loginByWechatCode(
  context: WechatLoginContext,
  input: { code: string; state?: string | undefined },
  now = Date.now(),
): Promise<WechatLoginAnswer> {
  const { db, oauth, config, log } = context;
  if (input.state && !stateIsValid(config.appSecret, input.state, now)) {
    throw new AppError(400, 'wechat.stateInvalid');
  }
  const grant = await oauth.exchangeCode(input.code).catch((error: unknown) => {
    throw appErrorOfWechat(error, log);
  });
  // The profile only decorates the identity; a failure here must not stop someone WeChat just vouched for.
  const profile = await oauth
    .userInfo(grant.accessToken, grant.openid)
    .catch((error: unknown): WechatProfile | undefined => {
      log.warn({ err: error }, 'WeChat profile unavailable; logging in without it');
      return undefined;
    });
  const identity = await upsertWechatIdentity(
    db,
    {
      openId: grant.openid,
      unionId: grant.unionid ?? profile?.unionid,
      profile: profile && { nickName: profile.nickname, avatar: profile.headimgurl },
    },
    now,
  );

  if (identity.userId !== null) {
    const user = await accountById(db, identity.userId);
    if (user?.phone) {
      assertActive(user);
      return { flag: true, ...(await openSession(db, user.id, 'PC', now)), uuid: '' };
    }
  }
  const uuid = newToken();
  await setBindingUuid(db, identity.id, sha256(uuid), now + wechat.WECHAT_BIND_SECONDS * 1000, now);
  return { flag: false, uuid };
}

/**
 * The bindingPhone step (authThirdAppLogin): the uuid proves the WeChat identity, the SMS code the phone. The
 * phone's account is found or registered, the identity bound to it, and a session opened. An account holds
 * one WeChat identity; a new account starts with the WeChat nickname and avatar.
 */
export async function bindPhoneAndLogin(
  db: Db,
  input: { uuid: string; mobile: string; code: string; siteId?: number | undefined },
  now = Date.now(),
): Promise<IssuedSession> {
  const uuidHash = sha256(input.uuid);
  const identity = await findIdentityByUuidHash(db, uuidHash);
  if (!identity || identity.uuidExpiresAt === null || identity.uuidExpiresAt <= now) {
    throw new AppError(400, 'wechat.uuidInvalid');
  }
  await consumeCode(db, input.mobile, 'login', input.code, now);
  const existing = await accountByPhone(db, input.mobile);
  const user = existing ?? (await registerByPhone(db, input.mobile, input.siteId));
  assertActive(user);
  if (identity.userId !== null && identity.userId !== user.id)
    throw new AppError(409, 'wechat.identityTaken');
  if (await otherWechatIdentityOf(db, user.id, identity.id)) throw new AppError(409, 'wechat.phoneTaken');

  let bound: boolean;
  try {
    bound = await bindIdentity(db, identity.id, uuidHash, user.id, now);
  } catch (error) {
    // The unique (provider, userId) index: another identity was bound to this account meanwhile.
    if (await otherWechatIdentityOf(db, user.id, identity.id)) throw new AppError(409, 'wechat.phoneTaken');
    throw error;
  }
  if (!bound) throw new AppError(400, 'wechat.uuidInvalid');

  const untouched = user.nickName === defaultNickName(input.mobile) && user.avatar === '';
  const nickName = Array.from(identity.nickName.trim()).slice(0, account.NICKNAME_MAX).join('');
  if (!existing && untouched && (nickName || identity.avatar)) {
    await editProfile(db, user.id, {
      nickName: nickName || undefined,
      avatar: identity.avatar || undefined,
    });
  }
  return openSession(db, user.id, 'PC', now);
}
