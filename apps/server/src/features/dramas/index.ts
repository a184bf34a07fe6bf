// The dramas feature's surface: what the rest of the server may use of it.
export { episodeNumbersUnlockedBy } from './entitlements.js';
export {
  dramaTitlesOf,
  episodesOfOrders,
  lastWatchedEpisode,
  revokeOrderEpisodes,
  type OrderEpisode,
} from './order-episodes.js';
export { dramasFeature } from './routes.js';
export { dramaPreviewOf } from './preview.js';
export { dramaReviewQueue } from './review-queue.js';
export { dramaSearchSource } from './search-source.js';
export { dramaShareCard } from './share-cards.js';
export { dramaTargets } from './targets.js';
export {
  dramaForSale,
  dramaIdsOnShelf,
  dramaOnSale,
  episodesToBuy,
  grantEpisodes,
  priceCentsOf,
  stillLocked,
  type SaleDrama,
} from './sale.js';
