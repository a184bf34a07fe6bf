import { distribution } from '@fox/contracts';
import { tablesOf } from '../../platform/db/tables.js';
import type { Feature } from '../../platform/feature.js';
import { promoterFigures } from './figures.js';
import { closeDistribution, openForDistribution, ownDistribution } from './listings.js';
import { distributionDetail, plazaPage } from './plaza.js';
import { distributionMessages } from './messages.js';
import { promotionsOf, recordVisit, takePromotion } from './promotions.js';
import type { DistributionTables } from './tables.js';

/**
 * Distribution of dramas: owners open them with a commission, promoters take them from the plaza and
 * share links, visits through a link attribute the visitor, and the promoter's figures. The commission
 * itself is paid inside payments' sale transactions (payPromoterCommission, through index.ts).
 */
export const distributionFeature: Feature = {
  name: 'distribution',
  messages: distributionMessages,
  install({ router, platform }) {
    const db = tablesOf<DistributionTables>(platform.database.db);
    const windowDays = platform.config.distributionWindowDays;

    router.handle(distribution.openDistribution, ({ user, body }) =>
      openForDistribution(db, user.id, body, Date.now()),
    );
    router.handle(distribution.ownDistribution, ({ user, query }) => ownDistribution(db, user.id, query));
    router.handle(distribution.closeDistribution, ({ user, body }) =>
      closeDistribution(db, user.id, body, Date.now()),
    );
    router.handle(distribution.distributionPlaza, ({ query }) => plazaPage(db, query, Date.now()));
    router.handle(distribution.distributionDetail, ({ user, query }) =>
      distributionDetail(db, user?.id ?? null, query.id, Date.now()),
    );
    router.handle(distribution.takePromotion, ({ user, body }) =>
      takePromotion(db, user.id, body.distributionId, Date.now()),
    );
    router.handle(distribution.recordVisit, ({ user, body }) =>
      recordVisit(db, user.id, body.code, windowDays, Date.now()),
    );
    router.handle(distribution.myPromotions, ({ user, query }) => promotionsOf(db, user.id, query));
    router.handle(distribution.promoterFigures, ({ user }) => promoterFigures(db, user.id, Date.now()));
  },
};
