import { create } from 'zustand';

/** The logged-in user as the shell needs it (header avatar, dropdown, gated pages). */
export interface SessionUser {
  id: number;
  userName: string;
  nickName: string;
  avatar: string;
  hasPassword: boolean;
  roles: string[];
}

/**
 * The stored user, if it has every field of its type. Checked by hand: the first page reads the session
 * before any schema library loads.
 */
function asSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  const ok =
    typeof user.id === 'number' &&
    typeof user.userName === 'string' &&
    typeof user.nickName === 'string' &&
    typeof user.avatar === 'string' &&
    typeof user.hasPassword === 'boolean' &&
    Array.isArray(user.roles) &&
    user.roles.every((role) => typeof role === 'string');
  if (!ok) return null;
  const { id, userName, nickName, avatar, hasPassword, roles } = user as unknown as SessionUser;
  return { id, userName, nickName, avatar, hasPassword, roles };
}

/** localStorage keys of the session (spec 000 §3: token, userId, userInfo). */
export const SESSION_STORAGE_KEYS = { token: 'token', userId: 'userId', userInfo: 'userInfo' } as const;

export interface Session {
  token: string;
  userId: number;
  userInfo: SessionUser;
}

interface SessionState {
  token: string | null;
  userId: number | null;
  userInfo: SessionUser | null;
  setSession: (session: Session) => void;
  clearSession: () => void;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Reads the stored session. A half-written or tampered entry (say a token without a user) counts as no
 * session at all, so the header never shows a user the API would not accept.
 */
export function readStoredSession(store: Pick<Storage, 'getItem'> | undefined = storage()): Session | null {
  try {
    const token = store?.getItem(SESSION_STORAGE_KEYS.token);
    const userId = Number(store?.getItem(SESSION_STORAGE_KEYS.userId));
    const rawUser = store?.getItem(SESSION_STORAGE_KEYS.userInfo);
    if (!token || !Number.isFinite(userId) || !rawUser) return null;
    const userInfo = asSessionUser(JSON.parse(rawUser));
    return userInfo ? { token, userId, userInfo } : null;
  } catch {
    return null;
  }
}

function writeStoredSession(session: Session | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (session) {
      store.setItem(SESSION_STORAGE_KEYS.token, session.token);
      store.setItem(SESSION_STORAGE_KEYS.userId, String(session.userId));
      store.setItem(SESSION_STORAGE_KEYS.userInfo, JSON.stringify(session.userInfo));
    } else {
      for (const key of Object.values(SESSION_STORAGE_KEYS)) store.removeItem(key);
    }
  } catch {
    // Private modes may refuse storage: the session then lasts for this tab only.
  }
}

const initial = readStoredSession();

export const useSessionStore = create<SessionState>()((set) => ({
  token: initial?.token ?? null,
  userId: initial?.userId ?? null,
  userInfo: initial?.userInfo ?? null,
  setSession: (session) => {
    writeStoredSession(session);
    set({ token: session.token, userId: session.userId, userInfo: session.userInfo });
  },
  clearSession: () => {
    writeStoredSession(null);
    set({ token: null, userId: null, userInfo: null });
  },
}));

/** True when a user is logged in; readable outside React (request layer, gated actions). */
export function isLoggedIn(): boolean {
  const { token, userInfo } = useSessionStore.getState();
  return Boolean(token && userInfo);
}

/** Hook form of isLoggedIn for components. */
export function useIsLoggedIn(): boolean {
  return useSessionStore((state) => Boolean(state.token && state.userInfo));
}
