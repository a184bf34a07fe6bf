// The distribution feature's surface: what the rest of the server may use of it.
export { distributionFeature } from './routes.js';
export {
  assertCommissionRecoverable,
  clawBackCommission,
  commissionOfOrder,
  giveBackCommission,
  payPromoterCommission,
  promoterCommissionKey,
  type PaidCommission,
  type PromotedSale,
} from './commission.js';
export { seedDistribution, type DemoPurchase } from './seed.js';
