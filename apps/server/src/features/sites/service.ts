import { sites, type HandlerResult } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { KM_PER_DEGREE_OF_LATITUDE, nearestWithin, type Coordinates } from './geo.js';
import { citiesBetweenLatitudes, findSites, hotSiteRows, sitesOfCategory, type SiteFilter } from './repo.js';
import type { SiteTable } from './tables.js';

/** A row as the API shows it. */
export function presentSite(row: SiteTable): sites.Site {
  return {
    id: row.id,
    siteId: row.id,
    name: row.name,
    fullName: row.fullName,
    siteCate: row.siteCate,
    type: row.type,
    parentId: row.parentId,
    parentName: row.province ?? '',
    province: row.province,
    initial: row.initial,
    latitude: row.latitude,
    longitude: row.longitude,
    hot: row.hot > 0,
  };
}

/** getSiteList: for cities, each country with its cities; for brands, the brands (without children). */
export async function siteTree(
  db: Db,
  siteCate: sites.SiteCate,
): Promise<HandlerResult<typeof sites.siteList>> {
  const rows = await sitesOfCategory(db, siteCate);
  const roots = rows.filter((row) => row.parentId === 0);
  const nodes = roots.map((root) => ({
    ...presentSite(root),
    children: rows.filter((row) => row.parentId === root.id).map(presentSite),
  }));
  return { rows: nodes, total: nodes.length };
}

export async function siteDetails(
  db: Db,
  filter: SiteFilter,
): Promise<HandlerResult<typeof sites.siteDetails>> {
  const { rows, total } = await findSites(db, filter);
  return { rows: rows.map(presentSite), total };
}

export async function hotSites(db: Db): Promise<HandlerResult<typeof sites.hotSites>> {
  const rows = await hotSiteRows(db);
  return {
    cities: rows.filter((row) => row.siteCate === 'city').map(presentSite),
    brands: rows.filter((row) => row.siteCate === 'brand').map(presentSite),
  };
}

/**
 * getLocationDetail: the city whose seat is nearest by great-circle distance. Only seats within the
 * latitude band the limit allows are read; a location with no seat within the limit has no site.
 */
export async function siteNear(
  db: Db,
  origin: Coordinates,
): Promise<HandlerResult<typeof sites.locationDetail>> {
  const band = sites.NEARBY_SITE_LIMIT_KM / KM_PER_DEGREE_OF_LATITUDE + 0.01;
  const candidates = await citiesBetweenLatitudes(db, origin.latitude - band, origin.latitude + band);
  const seats = candidates.flatMap((row) =>
    row.latitude === null || row.longitude === null
      ? []
      : [{ row, latitude: row.latitude, longitude: row.longitude }],
  );
  const nearest = nearestWithin(seats, origin, sites.NEARBY_SITE_LIMIT_KM);
  if (!nearest) throw new AppError(404, 'sites.noneNearby', { km: sites.NEARBY_SITE_LIMIT_KM });
  return { ...presentSite(nearest.place.row), distanceKm: Math.round(nearest.distanceKm * 10) / 10 };
}
