import { chatMessages } from '../features/chat/messages';
import { commentsMessages } from '../features/comments/messages';
import { discoveryMessages } from '../features/discovery/messages';
import { dramasMessages } from '../features/dramas/messages';
import { friendsMessages } from '../features/friends/messages';
import { groupsMessages } from '../features/groups/messages';
import { noticesMessages } from '../features/notices/messages';
import { profileMessages } from '../features/profile/messages';
import { promotionMessages } from '../features/promotion/messages';
import { readingMessages } from '../features/reading/messages';
import { socialMessages } from '../features/social/messages';
import { videoMessages } from '../features/video/messages';
import { walletMessages } from '../features/wallet/messages';

/**
 * Each content feature keeps its texts beside its code; they join the catalogues under the feature's
 * name (`t('video.next')`), so features never edit one shared file.
 */
const bundles = {
  chat: chatMessages,
  friends: friendsMessages,
  groups: groupsMessages,
  notices: noticesMessages,
  comments: commentsMessages,
  discovery: discoveryMessages,
  dramas: dramasMessages,
  profile: profileMessages,
  promotion: promotionMessages,
  reading: readingMessages,
  social: socialMessages,
  video: videoMessages,
  wallet: walletMessages,
};

export function featureMessages(language: 'zh' | 'en'): Record<string, unknown> {
  return Object.fromEntries(Object.entries(bundles).map(([name, bundle]) => [name, bundle[language]]));
}
