import { addFeatureBundles } from '../../i18n/feature-bundles';
import { i18n } from '../../i18n/i18n';
import { gamesMessages } from './messages';

let registered = false;

/**
 * Adds the game centre's texts to the catalogues when its first part loads, so they travel in its chunks
 * rather than in every visitor's first download. Nothing is overwritten.
 */
export function registerGamesMessages(): void {
  if (registered) return;
  registered = true;
  addFeatureBundles({ games: gamesMessages }, i18n, false);
}
