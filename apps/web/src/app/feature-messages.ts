import { addFeatureBundles } from '../i18n/feature-bundles';
import type { Translator } from '../i18n/translator';
import { chatMessages } from '../features/chat/messages';
import { commentsMessages } from '../features/comments/messages';
import { discoveryMessages } from '../features/discovery/messages';
import { dramasMessages } from '../features/dramas/messages';
import { friendsMessages } from '../features/friends/messages';
import { imMessages } from '../features/im/messages';
import { noticesMessages } from '../features/notices/messages';
import { profileMessages } from '../features/profile/messages';
import { promotionMessages } from '../features/promotion/messages';
import { publishMessages } from '../features/publish/messages';
import { readingMessages } from '../features/reading/messages';
import { socialMessages } from '../features/social/messages';
import { videoMessages } from '../features/video/messages';
import { walletMessages } from '../features/wallet/messages';

/**
 * Each feature keeps its texts beside its code; they join the catalogues under the feature's name
 * (`t('video.next')`), so features never edit one shared file. A feature seen only after a later load
 * (group chat) adds its own when its code arrives and is not listed here.
 */
const bundles = {
  im: imMessages,
  chat: chatMessages,
  friends: friendsMessages,
  notices: noticesMessages,
  comments: commentsMessages,
  discovery: discoveryMessages,
  dramas: dramasMessages,
  profile: profileMessages,
  promotion: promotionMessages,
  publishDialog: publishMessages,
  reading: readingMessages,
  social: socialMessages,
  video: videoMessages,
  wallet: walletMessages,
};

/** Adds every feature's texts to the catalogues; done at start, before anything is shown. */
export function registerFeatureMessages(translator?: Translator): void {
  addFeatureBundles(bundles, translator);
}
