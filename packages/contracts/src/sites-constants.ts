/** The sites every page knows by number, apart from the site schemas. */

/** The country node of mainland China and the cities under it (spec 002 §4.12: pid 5). */
export const DOMESTIC_SITE_ID = 5;

/** The country node of the cities abroad. */
export const INTERNATIONAL_SITE_ID = 6;

/** Spec 002 §3 and §9: the store's default site, Wuhan (id 11, parent 5). */
export const DEFAULT_SITE_ID = 11;

/** Spec 002 §4.12: domestic cities load in one page of 999. */
export const SITE_PAGE_SIZE_MAX = 999;

/** A location farther than this from every city seat has no site. */
export const NEARBY_SITE_LIMIT_KM = 300;
