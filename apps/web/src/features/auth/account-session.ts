import type { LoginResult, Profile } from '@fox/contracts';
import { account, auth } from '@fox/contracts/client';
import { create } from 'zustand';
import { api } from '../../api/client';
import { readPortalConfig } from '../../api/portal-config';
import { useGuide } from './guide/guide-store';
import { useSessionStore, type SessionUser } from './session-store';

/** The role that marks an order-splitting user, who also works in the admin site (spec 002 §3). */
export const AGENT_ROLE = 'agent';

interface RoleListState {
  roleList: { roleKey: string; roleName: string }[];
}

/** The logged-in user's roles as the role list call names them (spec 002 §3, Store: roleList). */
export const useRoleList = create<RoleListState>()(() => ({ roleList: [] }));

/** What the shell keeps of a profile. */
export function sessionUserOf(profile: Profile, roles: string[] = profile.roles): SessionUser {
  return {
    id: profile.id,
    userName: profile.userName,
    nickName: profile.nickName,
    avatar: profile.avatar,
    hasPassword: profile.hasPassword,
    roles,
  };
}

/**
 * The admin site address with the token and the role whose back office it opens (spec 002 §6: roles open
 * their back office with the token and a roleIdentifier), or null when none is configured.
 */
export function adminSiteLink(
  adminSiteUrl: string | undefined,
  token: string,
  roleIdentifier: string,
): string | null {
  if (!adminSiteUrl) return null;
  const url = new URL(adminSiteUrl, window.location.origin);
  url.searchParams.set('token', token);
  url.searchParams.set('roleIdentifier', roleIdentifier);
  return url.href;
}

/**
 * Everything after the server accepted a login (spec 002 §4.6): the session, the profile and roles, the
 * admin site for an agent, and the first-login guide. The message list (page size 100) belongs to
 * messaging and is loaded there.
 */
export async function completeLogin(
  result: Pick<LoginResult, 'accessToken' | 'userId'>,
): Promise<SessionUser> {
  const token = result.accessToken;
  // The token goes in first so the profile call is made as the new user; the header shows the user only
  // once the profile is there.
  useSessionStore.setState({ token, userId: result.userId, userInfo: null });
  let userInfo: SessionUser;
  try {
    const info = await api(account.getInfo);
    userInfo = sessionUserOf(info.user, info.rolePermission);
  } catch (error) {
    useSessionStore.getState().clearSession();
    throw error;
  }
  useSessionStore.getState().setSession({ token, userId: result.userId, userInfo });

  const roleList = await api(account.roleList, undefined, { silent: true })
    .then((answer) => answer.data)
    .catch(() => userInfo.roles.map((roleKey) => ({ roleKey, roleName: roleKey })));
  useRoleList.setState({ roleList });

  if (roleList.some((role) => role.roleKey === AGENT_ROLE)) {
    const link = adminSiteLink(readPortalConfig().adminSiteUrl, token, AGENT_ROLE);
    if (link) window.open(link, '_blank', 'noopener');
  }

  const firstLogin = await api(account.isFirstLogin, undefined, { silent: true }).catch(() => false);
  if (firstLogin) useGuide.getState().start();
  return userInfo;
}

/** Brings the stored user up to date (name, avatar, whether a password is set) after a reload. */
export async function refreshSessionUser(): Promise<void> {
  const { token, userId } = useSessionStore.getState();
  if (!token || userId === null) return;
  const profile = await api(account.getProfile, undefined, { silent: true });
  const current = useSessionStore.getState();
  if (current.token !== token) return;
  useSessionStore.getState().setSession({ token, userId, userInfo: sessionUserOf(profile) });
}

/** localStorage key of the anonymous device number. */
export const IMEI_STORAGE_KEY = 'imei';
/** sessionStorage key that marks the device as registered in this browser session. */
export const DEVICE_REGISTERED_KEY = 'imeiRegistered';

function randomImei(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The device number of this browser, made once and kept (spec 002 §4.6: anonymous users). */
export function deviceImei(store: Pick<Storage, 'getItem' | 'setItem'>): string {
  const stored = store.getItem(IMEI_STORAGE_KEY);
  if (stored && stored.length >= 8) return stored;
  const imei = randomImei();
  store.setItem(IMEI_STORAGE_KEY, imei);
  return imei;
}

/** Registers a guest's device once per browser session; failures stay quiet (it is only tracking). */
export async function registerAnonymousDevice(
  local: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
  session: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): Promise<boolean> {
  if (useSessionStore.getState().token || session.getItem(DEVICE_REGISTERED_KEY)) return false;
  session.setItem(DEVICE_REGISTERED_KEY, '1');
  try {
    await api(auth.anonymousDevice, { imei: deviceImei(local) }, { silent: true });
    return true;
  } catch {
    return false;
  }
}
