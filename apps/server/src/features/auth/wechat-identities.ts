import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { WechatTables } from './wechat/tables.js';

const identities = (db: Db): Kysely<WechatTables> => tablesOf<WechatTables>(db);

const clip = (value: string, max: number) => Array.from(value.trim()).slice(0, max).join('');

export interface SeenIdentity {
  openId: string;
  unionId: string | undefined;
  /** Undefined when the profile call failed: what is stored stays. */
  profile: { nickName: string; avatar: string } | undefined;
}

/** Records a WeChat identity on each login (insert, or refresh what WeChat reports) and returns its row. */
export async function upsertWechatIdentity(db: Db, seen: SeenIdentity, now: number) {
  const profile = seen.profile && {
    nickName: clip(seen.profile.nickName, 64),
    avatar: seen.profile.avatar.length <= 512 ? seen.profile.avatar : '',
  };
  await identities(db)
    .insertInto('socialIdentities')
    .values({
      provider: 'wechat',
      openId: seen.openId,
      unionId: seen.unionId ?? null,
      userId: null,
      nickName: profile?.nickName ?? '',
      avatar: profile?.avatar ?? '',
      uuidHash: null,
      uuidExpiresAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc.columns(['provider', 'openId']).doUpdateSet({
        updatedAt: now,
        ...(seen.unionId ? { unionId: seen.unionId } : {}),
        ...(profile ?? {}),
      }),
    )
    .execute();
  return identities(db)
    .selectFrom('socialIdentities')
    .selectAll()
    .where('provider', '=', 'wechat')
    .where('openId', '=', seen.openId)
    .executeTakeFirstOrThrow();
}

export const findIdentityByUuidHash = (db: Db, uuidHash: string) =>
  identities(db)
    .selectFrom('socialIdentities')
    .selectAll()
    .where('uuidHash', '=', uuidHash)
    .executeTakeFirst();

/** The WeChat identity already bound to a user, other than the one named. */
export const otherWechatIdentityOf = (db: Db, userId: number, exceptId: number) =>
  identities(db)
    .selectFrom('socialIdentities')
    .select(['id'])
    .where('provider', '=', 'wechat')
    .where('userId', '=', userId)
    .where('id', '!=', exceptId)
    .executeTakeFirst();

export async function setBindingUuid(db: Db, id: number, uuidHash: string, expiresAt: number, now: number) {
  await identities(db)
    .updateTable('socialIdentities')
    .set({ uuidHash, uuidExpiresAt: expiresAt, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Binds an identity to a user and spends its uuid, only while the uuid is still the one presented: of two
 * binding attempts with one uuid, one wins. False when it lost.
 */
export async function bindIdentity(db: Db, id: number, uuidHash: string, userId: number, now: number) {
  const bound = await identities(db)
    .updateTable('socialIdentities')
    .set({ userId, uuidHash: null, uuidExpiresAt: null, updatedAt: now })
    .where('id', '=', id)
    .where('uuidHash', '=', uuidHash)
    .executeTakeFirst();
  return Number(bound.numUpdatedRows) === 1;
}

/**
 * The openid of the WeChat identity bound to a user, under the login app (WECHAT_APP_ID); null when none.
 * WeChat Pay pays out to an openid under the merchant's appid, so this is the payee only when the two apps
 * are one (compose.ts checks that before handing it to the payout provider).
 */
export async function wechatOpenIdOf(db: Db, userId: number): Promise<string | null> {
  const row = await identities(db)
    .selectFrom('socialIdentities')
    .select(['openId'])
    .where('provider', '=', 'wechat')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.openId ?? null;
}
