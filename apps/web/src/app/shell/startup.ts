import { readPortalConfig } from '../../api/portal-config';
import { mobileRedirectTarget, windowsZoomFactor } from './browser-env';

/** Pages a phone reaches by scanning a QR code, which stay here: the login confirm page and the group join page. */
export const MOBILE_REDIRECT_EXEMPT_PATHS: readonly string[] = ['/qrLogin', '/joinGroup'];

/** Sends a mobile browser to the mobile site; returns true when the page is leaving. */
export function redirectMobileBrowser(): boolean {
  if (MOBILE_REDIRECT_EXEMPT_PATHS.includes(window.location.pathname)) return false;
  const target = mobileRedirectTarget(navigator.userAgent, readPortalConfig().mobileSiteUrl, window.location);
  // A mobile site configured on this very address would otherwise reload the page forever.
  if (!target || new URL(target, window.location.href).href === window.location.href) return false;
  window.location.replace(target);
  return true;
}

/** Rescales the page on a zoomed Windows display so the layout looks as it does at 100 %. */
export function applyWindowsZoom(): void {
  const zoom = windowsZoomFactor(navigator.platform, navigator.userAgent, window.devicePixelRatio);
  if (zoom !== null) document.body.style.setProperty('zoom', String(zoom));
}
