import type { sites as siteSchemas } from '@fox/contracts';
import { sites } from '@fox/contracts/client';
import { create } from 'zustand';

/** localStorage keys of the site choice (spec 002 §3). */
export const SITE_STORAGE_KEYS = {
  siteId: 'siteId',
  whetherAll: 'whetherAll',
  historySite: 'historySite',
  siteList: 'siteList',
} as const;

/** Spec 002 §9: the history keeps 2 sites. */
export const HISTORY_SITE_LIMIT = 2;

/** A site as it is remembered between visits. */
export interface StoredSite {
  id: number;
  name: string;
  parentId: number;
  parentName: string;
  siteCate: 'city' | 'brand';
}

/**
 * A remembered site read back, or null when an entry is not one; an older entry without a parent's name
 * or a kind reads as a city. Checked by hand: the first page reads the choice before any schema loads.
 */
function asStoredSite(value: unknown): StoredSite | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, parentId, parentName = '', siteCate = 'city' } = value as Record<string, unknown>;
  if (!Number.isInteger(id) || typeof name !== 'string' || !Number.isInteger(parentId)) return null;
  if (typeof parentName !== 'string' || (siteCate !== 'city' && siteCate !== 'brand')) return null;
  return { id: id as number, name, parentId: parentId as number, parentName, siteCate };
}

/** What the picker remembers of a site it is given. */
export function storedSiteOf(site: StoredSite | siteSchemas.Site): StoredSite {
  return {
    id: site.id,
    name: site.name,
    parentId: site.parentId,
    parentName: site.parentName,
    siteCate: site.siteCate,
  };
}

export interface SiteChoice {
  siteId: number;
  /** True when the user browses all sites (spec 002 §4.12). */
  whetherAll: boolean;
  /** The most recently chosen sites, newest first. */
  history: StoredSite[];
  /** The chosen site as a one-entry list, so the header can name it without a request. */
  siteList: StoredSite[];
}

interface SiteState extends SiteChoice {
  /** Chooses one site: leaves "all sites" and puts the site first in the history. */
  chooseSite: (site: StoredSite) => void;
  /** Reset: back to all sites; the chosen site is kept for the next choice. */
  chooseAllSites: () => void;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readList(store: Pick<Storage, 'getItem'>, key: string): StoredSite[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const list = parsed.map(asStoredSite);
    // As before: one unreadable entry makes the whole list unreadable.
    return list.every((site): site is StoredSite => site !== null) ? list : [];
  } catch {
    return [];
  }
}

/** Reads the stored choice; anything missing or unreadable falls back to the default site, Wuhan. */
export function readSiteChoice(store: Pick<Storage, 'getItem'> | undefined = storage()): SiteChoice {
  if (!store) return { siteId: sites.DEFAULT_SITE_ID, whetherAll: false, history: [], siteList: [] };
  const storedId = Number(store.getItem(SITE_STORAGE_KEYS.siteId));
  return {
    siteId: Number.isInteger(storedId) && storedId > 0 ? storedId : sites.DEFAULT_SITE_ID,
    whetherAll: store.getItem(SITE_STORAGE_KEYS.whetherAll) === 'true',
    history: readList(store, SITE_STORAGE_KEYS.historySite).slice(0, HISTORY_SITE_LIMIT),
    siteList: readList(store, SITE_STORAGE_KEYS.siteList),
  };
}

function writeSiteChoice(choice: SiteChoice): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(SITE_STORAGE_KEYS.siteId, String(choice.siteId));
    store.setItem(SITE_STORAGE_KEYS.whetherAll, String(choice.whetherAll));
    store.setItem(SITE_STORAGE_KEYS.historySite, JSON.stringify(choice.history));
    store.setItem(SITE_STORAGE_KEYS.siteList, JSON.stringify(choice.siteList));
  } catch {
    // A full or blocked storage only loses the memory of the choice, not the choice itself.
  }
}

/** The newest site first, without duplicates, at most HISTORY_SITE_LIMIT entries. */
export function withVisit(history: readonly StoredSite[], site: StoredSite): StoredSite[] {
  return [site, ...history.filter((entry) => entry.id !== site.id)].slice(0, HISTORY_SITE_LIMIT);
}

const choiceOf = (state: SiteChoice): SiteChoice => ({
  siteId: state.siteId,
  whetherAll: state.whetherAll,
  history: state.history,
  siteList: state.siteList,
});

/** The user's site: what content lists filter by, and what the picker highlights. */
export const useSiteStore = create<SiteState>()((set, get) => ({
  ...readSiteChoice(),
  chooseSite: (site) => {
    const choice: SiteChoice = {
      siteId: site.id,
      whetherAll: false,
      history: withVisit(get().history, site),
      siteList: [site],
    };
    writeSiteChoice(choice);
    set(choice);
  },
  chooseAllSites: () => {
    const choice = { ...choiceOf(get()), whetherAll: true };
    writeSiteChoice(choice);
    set(choice);
  },
}));

/** The siteId content calls send: none while the user browses all sites. */
export function activeSiteId(choice: Pick<SiteChoice, 'siteId' | 'whetherAll'>): number | undefined {
  return choice.whetherAll ? undefined : choice.siteId;
}
