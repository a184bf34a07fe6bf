/**
 * The portal opens the back office as `/admin/?token=…&roleIdentifier=…` (spec 002 §6; spec 001 §1 names
 * the same pair for task publishers). The pair is taken out of the address before anything renders, so
 * the token never stays in the address bar, the history or a bookmark.
 */
export interface Handoff {
  token: string;
  roleIdentifier: string | null;
}

export function takeHandoff(
  location: Location = window.location,
  history: History = window.history,
): Handoff | null {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  const roleIdentifier = url.searchParams.get('roleIdentifier');
  if (token === null && roleIdentifier === null) return null;
  url.searchParams.delete('token');
  url.searchParams.delete('roleIdentifier');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token ? { token, roleIdentifier: roleIdentifier || null } : null;
}
