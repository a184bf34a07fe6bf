/**
 * Reference data: the sites users pick (countries, cities and brands). Ids are explicit and stable, since
 * users and content store a siteId.
 */
export interface SiteTable {
  id: number;
  name: string;
  fullName: string;
  siteCate: 'city' | 'brand';
  type: 'Country' | 'City' | 'Brand';
  /** 0 for countries and brands. */
  parentId: number;
  /** The province of a domestic city or the country of a city abroad; null for countries and brands. */
  province: string | null;
  /** Upper-case pinyin initial, computed from the name. */
  initial: string;
  /** Degrees, double precision; null for countries and brands. */
  latitude: number | null;
  longitude: number | null;
  /** 0 when not hot, else the place in the hot list (1 first). */
  hot: number;
  /** Position in pinyin order of the names. */
  sortOrder: number;
}

export interface SitesTables {
  sites: SiteTable;
}
