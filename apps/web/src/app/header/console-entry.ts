import { consoleRolesOf, type ConsoleRole } from '@fox/contracts/client';
import { readPortalConfig } from '../../api/portal-config';
import { adminSiteLink } from '../../features/auth/account-session';
import { useSessionStore } from '../../features/auth/session-store';

/** The back-office roles of the logged-in user, in the order the account lists them. */
export const consoleRolesOfSession = (roles: readonly string[] | undefined): ConsoleRole[] =>
  consoleRolesOf(roles ?? []);

/**
 * Opens the back office in a new tab, logged in as the current user with that role's menu (spec 002 §6:
 * the token and a roleIdentifier travel in the address; the console takes them out of it at once).
 */
export function openConsole(role: ConsoleRole): void {
  const { token } = useSessionStore.getState();
  const link = token ? adminSiteLink(readPortalConfig().adminSiteUrl, token, role) : null;
  if (link) window.open(link, '_blank', 'noopener');
}
