// The dramas feature's surface: what the rest of the server may use of it.
export {
  dramaForSale,
  dramaOnSale,
  episodesToBuy,
  grantEpisodes,
  priceCentsOf,
  revenueAccountOf,
  stillLocked,
  unlockWithCoins,
} from './unlock.js';
