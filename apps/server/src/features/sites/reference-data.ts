import { sites } from '@fox/contracts';
import { brandEntries } from './brands.js';
import { domesticRegions, type RegionCities } from './cities.js';
import { worldRegions } from './cities-world.js';
import { initialOf, pinyinSortKey } from './letters.js';
import type { SiteTable } from './tables.js';

/** The hot cities, most popular first; Wuhan leads as the spec's default hot city. */
export const hotCityNames = [
  '武汉',
  '北京',
  '上海',
  '广州',
  '深圳',
  '杭州',
  '成都',
  '重庆',
  '南京',
  '西安',
  '长沙',
  '苏州',
  '天津',
  '郑州',
  '青岛',
  '厦门',
  '东京',
  '首尔',
  '新加坡',
  '曼谷',
] as const;

export const hotBrandNames = [
  '华为',
  '小米',
  '比亚迪',
  '大疆',
  '李宁',
  '安踏',
  '喜茶',
  '蜜雪冰城',
  '瑞幸咖啡',
  '海底捞',
] as const;

type SiteDraft = Omit<SiteTable, 'initial' | 'hot' | 'sortOrder'>;

function countryDraft(id: number, name: string): SiteDraft {
  return {
    id,
    name,
    fullName: name,
    siteCate: 'city',
    type: 'Country',
    parentId: 0,
    province: null,
    latitude: null,
    longitude: null,
  };
}

function cityDrafts(regions: readonly RegionCities[], parentId: number, officialSuffix: string): SiteDraft[] {
  return regions.flatMap(({ region, cities }) =>
    cities.map(([id, name, latitude, longitude, fullName]) => ({
      id,
      name,
      fullName: fullName ?? `${name}${officialSuffix}`,
      siteCate: 'city' as const,
      type: 'City' as const,
      parentId,
      province: region,
      latitude,
      longitude,
    })),
  );
}

function brandDrafts(): SiteDraft[] {
  return brandEntries.map(([id, name]) => ({
    id,
    name,
    fullName: name,
    siteCate: 'brand',
    type: 'Brand',
    parentId: 0,
    province: null,
    latitude: null,
    longitude: null,
  }));
}

function hotRanks(drafts: SiteDraft[]): Map<number, number> {
  const ranks = new Map<number, number>();
  const rank = (names: readonly string[], siteCate: SiteTable['siteCate']) =>
    names.forEach((name, index) => {
      const site = drafts.find((draft) => draft.name === name && draft.siteCate === siteCate);
      if (!site) throw new Error(`The hot site "${name}" is not in the reference data`);
      ranks.set(site.id, index + 1);
    });
  rank(hotCityNames, 'city');
  rank(hotBrandNames, 'brand');
  return ranks;
}

/**
 * Every site row: the two country nodes, their cities and the brands, with the letter and the pinyin
 * order computed from the names (never typed by hand) and the hot ranks applied.
 */
export function referenceSites(): SiteTable[] {
  const drafts = [
    countryDraft(sites.DOMESTIC_SITE_ID, '中国'),
    countryDraft(sites.INTERNATIONAL_SITE_ID, '海外'),
    ...cityDrafts(domesticRegions, sites.DOMESTIC_SITE_ID, '市'),
    ...cityDrafts(worldRegions, sites.INTERNATIONAL_SITE_ID, ''),
    ...brandDrafts(),
  ];
  const ids = new Set(drafts.map((draft) => draft.id));
  if (ids.size !== drafts.length) throw new Error('Two reference sites share an id');
  const ranks = hotRanks(drafts);
  // Countries lead (China first, by id), then every other site in pinyin order.
  const order = new Map(
    drafts
      .map((draft) => ({
        id: draft.id,
        key:
          draft.type === 'Country'
            ? `0${String(draft.id).padStart(6, '0')}`
            : `1${pinyinSortKey(draft.name)}`,
      }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id))
      .map(({ id }, index) => [id, index + 1]),
  );
  return drafts.map((draft) => ({
    ...draft,
    initial: initialOf(draft.name),
    hot: ranks.get(draft.id) ?? 0,
    sortOrder: order.get(draft.id)!,
  }));
}
