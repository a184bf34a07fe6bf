/** Spec 002 §9: the page reloads 200 ms after a site change. */
export const SITE_RELOAD_DELAY_MS = 200;

/** Reloads the page shortly after a site change, so every list loads again for the new site. */
export function reloadAfterSiteChange(reload: () => void = () => window.location.reload()): void {
  window.setTimeout(reload, SITE_RELOAD_DELAY_MS);
}
