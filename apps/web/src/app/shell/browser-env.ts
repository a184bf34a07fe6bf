/** Pure checks of the browser the portal runs in (spec 002 §2.4). */

const INTERNET_EXPLORER = /MSIE|Trident/;
const MOBILE = /Android|iPhone|iPad|iPod|Mobile/;

export function isInternetExplorer(userAgent: string): boolean {
  return INTERNET_EXPLORER.test(userAgent);
}

export function isMobileBrowser(userAgent: string): boolean {
  return MOBILE.test(userAgent);
}

export function isWindows(platform: string, userAgent: string): boolean {
  return /Win/i.test(platform) || /Windows/i.test(userAgent);
}

/**
 * The CSS zoom that makes a Windows page look as it does at 100 %, or null when nothing needs changing.
 * Windows display scaling (125 %, 150 %) raises devicePixelRatio and would otherwise enlarge the layout
 * past 1366 px designs.
 */
export function windowsZoomFactor(
  platform: string,
  userAgent: string,
  devicePixelRatio: number,
): number | null {
  if (!isWindows(platform, userAgent)) return null;
  if (!Number.isFinite(devicePixelRatio) || devicePixelRatio <= 0 || devicePixelRatio === 1) return null;
  return 1 / devicePixelRatio;
}

/**
 * Where a mobile browser should go instead: the mobile site with the same path and query. Null on
 * desktop or when no mobile site is configured.
 */
export function mobileRedirectTarget(
  userAgent: string,
  mobileSiteUrl: string | undefined,
  location: { pathname: string; search: string },
): string | null {
  if (!mobileSiteUrl || !isMobileBrowser(userAgent)) return null;
  return `${mobileSiteUrl.replace(/\/+$/, '')}${location.pathname}${location.search}`;
}
