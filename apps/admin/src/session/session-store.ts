import type { ConsoleRole, consoleCore } from '@fox/contracts';

type ConsoleOperator = consoleCore.ConsoleOperator;
import { create } from 'zustand';

/**
 * The console's own session, apart from the portal's (which keeps `token`, `userId`, `userInfo`): an
 * operator may be logged in to the portal as one account and to the back office as another.
 */
export const CONSOLE_STORAGE_KEYS = {
  token: 'console.token',
  userId: 'console.userId',
  role: 'console.role',
} as const;

/**
 * `out`: nobody; `checking`: a token is being asked who it belongs to; `in`: an operator with a role;
 * `unreachable`: the server did not answer that question (the token is kept for another try).
 */
export type SessionPhase = 'out' | 'checking' | 'in' | 'unreachable';

export interface ConsoleSessionState {
  phase: SessionPhase;
  token: string | null;
  userId: number | null;
  operator: ConsoleOperator | null;
  /** The role whose menu is shown; one of the operator's. */
  role: ConsoleRole | null;
  /** Why the last session ended or a login was refused, shown on the login page. */
  notice: string | null;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The token, user and role kept from an earlier visit; the operator is asked for again at start. */
export function readStoredSession(
  store = storage(),
): { token: string; userId: number | null; role: string | null } | null {
  try {
    const token = store?.getItem(CONSOLE_STORAGE_KEYS.token);
    if (!token) return null;
    const userId = Number(store?.getItem(CONSOLE_STORAGE_KEYS.userId));
    return {
      token,
      userId: Number.isInteger(userId) && userId > 0 ? userId : null,
      role: store?.getItem(CONSOLE_STORAGE_KEYS.role) ?? null,
    };
  } catch {
    return null;
  }
}

function write(values: { token: string | null; userId: number | null; role: string | null }): void {
  const store = storage();
  if (!store) return;
  try {
    for (const [name, key] of Object.entries(CONSOLE_STORAGE_KEYS)) {
      const value = values[name as keyof typeof values];
      if (value === null) store.removeItem(key);
      else store.setItem(key, String(value));
    }
  } catch {
    // A refused storage only costs the next visit its login.
  }
}

const OUT = { phase: 'out', token: null, userId: null, operator: null, role: null } as const;

/**
 * Why the session ended, kept for this tab: a request that finds the session ended (logged out in another
 * tab) can land just before a reload, and the login page after the reload still says why.
 */
const NOTICE_KEY = 'console.notice';

function keepNotice(notice: string | null): void {
  try {
    if (notice === null) globalThis.sessionStorage?.removeItem(NOTICE_KEY);
    else globalThis.sessionStorage?.setItem(NOTICE_KEY, notice);
  } catch {
    // Without session storage the notice lasts until the page is reloaded.
  }
}

function keptNotice(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(NOTICE_KEY) ?? null;
  } catch {
    return null;
  }
}

export const useConsoleSession = create<ConsoleSessionState>()(() => ({ ...OUT, notice: keptNotice() }));

/** Starts asking who a token belongs to; nothing is stored until the server said it is an operator's. */
export function beginCheck(token: string, userId: number | null): void {
  useConsoleSession.setState({ phase: 'checking', token, userId, operator: null, role: null });
}

/** The server accepted the token as an operator's: the session is kept for the next visit. */
export function enterConsole(token: string, operator: ConsoleOperator, role: ConsoleRole): void {
  write({ token, userId: operator.id, role });
  keepNotice(null);
  useConsoleSession.setState({ phase: 'in', token, userId: operator.id, operator, role, notice: null });
}

/** The question could not be answered (no network, a server error): the token stays for a retry. */
export function markUnreachable(): void {
  useConsoleSession.setState({ phase: 'unreachable' });
}

/** Ends the session here (logout, refusal, an answer that ended it), with the reason the login page shows. */
export function endConsoleSession(notice: string | null = null): void {
  write({ token: null, userId: null, role: null });
  keepNotice(notice);
  useConsoleSession.setState({ ...OUT, notice });
}

/** Shows another of the operator's roles' menu. */
export function switchRole(role: ConsoleRole): void {
  const { operator, token } = useConsoleSession.getState();
  if (!operator || !token || !operator.roles.includes(role)) return;
  write({ token, userId: operator.id, role });
  useConsoleSession.setState({ role });
}

export function clearNotice(): void {
  keepNotice(null);
  useConsoleSession.setState({ notice: null });
}
