import { beforeEach, describe, expect, it } from 'vitest';
import {
  HISTORY_SITE_LIMIT,
  SITE_STORAGE_KEYS,
  activeSiteId,
  readSiteChoice,
  useSiteStore,
  withVisit,
  type StoredSite,
} from './site-store';

const city = (id: number, name: string): StoredSite => ({
  id,
  name,
  parentId: 5,
  parentName: '',
  siteCate: 'city',
});
const wuhan = city(11, '武汉');
const beijing = city(101, '北京');
const shanghai = city(173, '上海');

function resetStore() {
  useSiteStore.setState(readSiteChoice());
}

describe('the site store', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStore();
  });

  it('defaults to Wuhan (site 11), not all sites, with no history', () => {
    const { siteId, whetherAll, history, siteList } = useSiteStore.getState();
    expect(siteId).toBe(11);
    expect(whetherAll).toBe(false);
    expect(history).toEqual([]);
    expect(siteList).toEqual([]);
  });

  it('choosing a site stores it and leaves all sites', () => {
    useSiteStore.getState().chooseAllSites();
    useSiteStore.getState().chooseSite(beijing);
    const state = useSiteStore.getState();
    expect(state.siteId).toBe(101);
    expect(state.whetherAll).toBe(false);
    expect(localStorage.getItem(SITE_STORAGE_KEYS.siteId)).toBe('101');
    expect(localStorage.getItem(SITE_STORAGE_KEYS.whetherAll)).toBe('false');
    expect(JSON.parse(localStorage.getItem(SITE_STORAGE_KEYS.siteList)!)).toEqual([beijing]);
  });

  it('keeps the 2 most recent sites, newest first, without duplicates', () => {
    const { chooseSite } = useSiteStore.getState();
    chooseSite(wuhan);
    chooseSite(beijing);
    chooseSite(shanghai);
    expect(HISTORY_SITE_LIMIT).toBe(2);
    expect(useSiteStore.getState().history.map((site) => site.id)).toEqual([173, 101]);
    chooseSite(beijing);
    expect(useSiteStore.getState().history.map((site) => site.id)).toEqual([101, 173]);
    expect(JSON.parse(localStorage.getItem(SITE_STORAGE_KEYS.historySite)!)).toEqual([beijing, shanghai]);
  });

  it('reset means all sites and keeps the chosen site for later', () => {
    useSiteStore.getState().chooseSite(beijing);
    useSiteStore.getState().chooseAllSites();
    const state = useSiteStore.getState();
    expect(state.whetherAll).toBe(true);
    expect(state.siteId).toBe(101);
    expect(localStorage.getItem(SITE_STORAGE_KEYS.whetherAll)).toBe('true');
    expect(activeSiteId(state)).toBeUndefined();
  });

  it('reads a stored choice back on the next visit', () => {
    useSiteStore.getState().chooseSite(shanghai);
    useSiteStore.getState().chooseAllSites();
    const next = readSiteChoice(localStorage);
    expect(next).toMatchObject({ siteId: 173, whetherAll: true });
    expect(next.history.map((site) => site.name)).toEqual(['上海']);
  });

  it('falls back to the defaults when the stored values are unreadable', () => {
    localStorage.setItem(SITE_STORAGE_KEYS.siteId, 'abc');
    localStorage.setItem(SITE_STORAGE_KEYS.whetherAll, 'maybe');
    localStorage.setItem(SITE_STORAGE_KEYS.historySite, '{not json');
    localStorage.setItem(SITE_STORAGE_KEYS.siteList, JSON.stringify([{ id: 'x' }]));
    expect(readSiteChoice(localStorage)).toEqual({
      siteId: 11,
      whetherAll: false,
      history: [],
      siteList: [],
    });
    expect(readSiteChoice(undefined).siteId).toBe(11);
  });

  it('gives the site content calls send', () => {
    expect(activeSiteId({ siteId: 11, whetherAll: false })).toBe(11);
    expect(activeSiteId({ siteId: 11, whetherAll: true })).toBeUndefined();
  });

  it('adds a visit without changing the history it was given', () => {
    const history = [beijing];
    expect(withVisit(history, wuhan)).toEqual([wuhan, beijing]);
    expect(history).toEqual([beijing]);
  });
});
