import { sites } from '@fox/contracts';
import type { Feature } from '../../platform/feature.js';
import { tablesOf } from '../../platform/db/tables.js';
import type { SitesTables } from './tables.js';
import { ensureReferenceSites } from './seed.js';
import { hotSites, siteDetails, siteNear, siteTree } from './service.js';
import { sitesMessages } from './messages.js';

export const sitesFeature: Feature = {
  name: 'sites',
  messages: sitesMessages,
  install({ router, platform }) {
    const { db } = platform.database;
    router.handle(sites.siteList, ({ query }) => siteTree(db, query.siteCate));
    router.handle(sites.siteDetails, ({ query }) =>
      siteDetails(db, {
        name: query.name || undefined,
        siteCate: query.siteCate,
        type: query.type,
        parentId: query.pid,
        offset: (query.pageNum - 1) * query.pageSize,
        limit: query.pageSize,
      }),
    );
    router.handle(sites.hotSites, () => hotSites(db));
    router.handle(sites.locationDetail, ({ query }) => siteNear(db, query.location));
  },
  // The sites are reference data that migration 0003 inserts; this restores them after a reset.
  seed: (db) => ensureReferenceSites(tablesOf<SitesTables>(db)),
};
