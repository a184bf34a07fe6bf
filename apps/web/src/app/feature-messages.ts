import { i18n } from '../i18n/i18n';
import type { Translator } from '../i18n/translator';
import { chatMessages } from '../features/chat/messages';
import { commentsMessages } from '../features/comments/messages';
import { discoveryMessages } from '../features/discovery/messages';
import { dramasMessages } from '../features/dramas/messages';
import { friendsMessages } from '../features/friends/messages';
import { groupsMessages } from '../features/groups/messages';
import { groupCommunityMessages } from '../features/groups/community/messages';
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
 * (`t('video.next')`), so features never edit one shared file.
 */
const bundles = {
  im: imMessages,
  chat: chatMessages,
  friends: friendsMessages,
  groups: groupsMessages,
  groupCommunity: groupCommunityMessages,
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
export function registerFeatureMessages(translator: Translator = i18n): void {
  for (const [name, bundle] of Object.entries(bundles)) {
    translator.addResourceBundle('zh-CN', 'translation', { [name]: bundle.zh }, true, true);
    translator.addResourceBundle('en-US', 'translation', { [name]: bundle.en }, true, true);
  }
}
