import { isConsoleRole, SUPER_OPERATOR, type ConsoleRole } from '@fox/contracts';
import { auth, consoleCore } from '@fox/contracts/client';
import { api, isApiError } from '@fox/web/api';
import {
  beginCheck,
  endConsoleSession,
  enterConsole,
  markUnreachable,
  readStoredSession,
  useConsoleSession,
} from './session-store';

/** Spec 002 §6: a role's back office opens as `article` when the portal names none. */
export const DEFAULT_ROLE_IDENTIFIER: ConsoleRole = 'article';

/**
 * The role whose menu opens: the one asked for if the operator holds it, else the first one held (the
 * super operator's, for a super operator, since its menu has everything).
 */
export function pickRole(
  held: readonly ConsoleRole[],
  wanted: string | null | undefined,
): ConsoleRole | null {
  if (wanted && isConsoleRole(wanted) && held.includes(wanted)) return wanted;
  if (held.includes(SUPER_OPERATOR)) return SUPER_OPERATOR;
  return held[0] ?? null;
}

/** How a token came to the console, which decides what a refusal does with it. */
export type SessionSource =
  /** The console's own login made it: a refused one is logged out again, so no session lingers. */
  | 'login'
  /** The portal handed over its own session: refused, it is only forgotten here. */
  | 'handoff'
  /** Kept from an earlier visit. */
  | 'stored';

export type OpenOutcome = { ok: true } | { ok: false; message: string | null };

/**
 * Asks the server who the token belongs to (GET /admin/api/console/me) and opens the console with the
 * wanted role's menu. An account without a console role is refused with the server's own message.
 */
export async function openConsoleSession(input: {
  token: string;
  userId?: number | null;
  role?: string | null;
  source: SessionSource;
}): Promise<OpenOutcome> {
  beginCheck(input.token, input.userId ?? null);
  try {
    const operator = await api(consoleCore.consoleMe, undefined, { silent: true });
    const role = pickRole(operator.roles, input.role ?? DEFAULT_ROLE_IDENTIFIER);
    // The server refuses a token without a role already; this only guards against a stale answer.
    if (!role) throw new Error('no console role');
    enterConsole(input.token, operator, role);
    return { ok: true };
  } catch (error) {
    if (!isApiError(error)) {
      endConsoleSession(null);
      return { ok: false, message: null };
    }
    // The request layer has ended the session already when the token itself was refused (401, 11014).
    if (useConsoleSession.getState().phase === 'out') return { ok: false, message: error.msg };
    if (error.kind === 'business') {
      if (input.source === 'login')
        await api(auth.logout, undefined, { silent: true }).catch(() => undefined);
      endConsoleSession(error.msg);
      return { ok: false, message: error.msg };
    }
    markUnreachable();
    return { ok: false, message: error.msg };
  }
}

/** At start: the portal's hand-off if there is one, else the session kept from the last visit. */
export function resumeConsoleSession(handoff: { token: string; roleIdentifier: string | null } | null): void {
  if (handoff) {
    void openConsoleSession({ token: handoff.token, role: handoff.roleIdentifier, source: 'handoff' });
    return;
  }
  const stored = readStoredSession();
  if (stored) void openConsoleSession({ ...stored, source: 'stored' });
}

/** Tries the kept token again after the server could not be reached. */
export function retryConsoleSession(): void {
  const { token, userId, role } = useConsoleSession.getState();
  const stored = readStoredSession();
  const again = token ?? stored?.token;
  if (!again) return;
  void openConsoleSession({
    token: again,
    userId: userId ?? stored?.userId ?? null,
    role: role ?? stored?.role,
    source: 'stored',
  });
}

/** Logs out on the server (whatever it answers, the console forgets the session) and shows the login. */
export async function logoutConsole(): Promise<void> {
  await api(auth.logout, undefined, { silent: true }).catch(() => undefined);
  endConsoleSession(null);
}
