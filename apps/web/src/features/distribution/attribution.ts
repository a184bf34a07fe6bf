import { distribution } from '@fox/contracts/client';
import { api } from '../../api/client';

/*
 * Attribution capture: a page opened through a promoter's link carries `pc=<code>`. A logged-in viewer's
 * visit is posted at once; a guest's code waits in sessionStorage and is posted right after they log in.
 * The code leaves the address bar either way, so a copied address does not carry someone else's code.
 * This module travels with the first page: it imports only the schema-free route and the request client.
 */

/** The query parameter of a promotion link (the contract's ATTRIBUTION_PARAM). */
export const ATTRIBUTION_PARAM = 'pc';
/** The contract's ATTRIBUTION_CODE_PATTERN, repeated here so the first page needs no schema module. */
const CODE_PATTERN = /^[0-9A-Za-z]{12}$/;
export const PENDING_CODE_KEY = 'distribution.pendingCode';

/** The attribution code in a query string, when it is one, and the query string without it. */
export function readAttribution(search: string): { code: string | null; rest: string } | null {
  const params = new URLSearchParams(search);
  if (!params.has(ATTRIBUTION_PARAM)) return null;
  const raw = params.get(ATTRIBUTION_PARAM) ?? '';
  params.delete(ATTRIBUTION_PARAM);
  const rest = params.toString();
  return { code: CODE_PATTERN.test(raw) ? raw : null, rest: rest ? `?${rest}` : '' };
}

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function keepPendingCode(code: string): void {
  try {
    session()?.setItem(PENDING_CODE_KEY, code);
  } catch {
    // A browser refusing storage loses only a guest's attribution.
  }
}

/** The code a guest brought, removed as it is read: it is posted once. */
export function takePendingCode(): string | null {
  try {
    const store = session();
    const code = store?.getItem(PENDING_CODE_KEY) ?? null;
    store?.removeItem(PENDING_CODE_KEY);
    return code && CODE_PATTERN.test(code) ? code : null;
  } catch {
    return null;
  }
}

/**
 * Tells the server the viewer came through this link. Silent: a stale or unknown link is no reason to
 * interrupt the page the visitor came to see.
 */
export async function postVisit(code: string): Promise<void> {
  try {
    await api(distribution.recordVisit, { code }, { silent: true });
  } catch {
    // Nothing to show: the visitor sees the page either way.
  }
}
