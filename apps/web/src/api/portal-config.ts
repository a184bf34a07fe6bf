/** What the server injects into index.html in place of `<!--portal-config-->`. */
export interface PortalConfig {
  mobileSiteUrl?: string;
  /** The admin site an agent (order-splitting user) is sent to after logging in (spec 002 §4.6). */
  adminSiteUrl?: string;
}

declare global {
  interface Window {
    __PORTAL_CONFIG__?: unknown;
  }
}

/** The injected configuration; anything malformed or absent (the dev server) reads as empty. */
export function readPortalConfig(source: unknown = window.__PORTAL_CONFIG__): PortalConfig {
  // Read by hand rather than with a schema: the first page runs this before any schema library loads.
  if (typeof source !== 'object' || source === null) return {};
  const { mobileSiteUrl, adminSiteUrl } = source as Record<string, unknown>;
  const isSet = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
  if (
    (mobileSiteUrl !== undefined && !isSet(mobileSiteUrl)) ||
    (adminSiteUrl !== undefined && !isSet(adminSiteUrl))
  ) {
    return {};
  }
  return {
    ...(isSet(mobileSiteUrl) ? { mobileSiteUrl } : {}),
    ...(isSet(adminSiteUrl) ? { adminSiteUrl } : {}),
  };
}
