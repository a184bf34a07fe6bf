import { im } from '@fox/contracts';
import { tablesOf } from '../../platform/db/tables.js';
import type { Feature } from '../../platform/feature.js';
import {
  conversationList,
  markConversationRead,
  removeConversation,
  toggleTop,
  unreadStats,
} from './conversations.js';
import { forwardMessage, hideMessage, recallMessage } from './actions.js';
import { AppendBatcher } from './append-batch.js';
import type { GroupDirectory } from './group-directory.js';
import { messagePage, messagesAfter, type Append } from './messages.js';
import { installRealtimeGateway } from './gateway.js';
import { imMessages } from './im-messages.js';
import { seedChats } from './seed.js';
import type { ShareCardFinder } from './seed-lines.js';
import type { ImTables } from './tables.js';

/**
 * What the chat is given by the app: the groups it carries conversations for, and the cards of the works
 * its demo chats share.
 */
export interface ImDeps {
  groups: GroupDirectory;
  shareCards: ShareCardFinder;
}

/**
 * Instant messaging over HTTP: conversations, history and catch-up. Sends go through the real-time gateway
 * (gateway.ts). The group commit that stores them is made once here, for this server's database.
 */
export function createImFeature({ groups, shareCards }: ImDeps): Feature {
  return {
    name: 'im',
    messages: imMessages,
    seed: (db, now, files) => seedChats(db, now, files, { groups, shareCards }),
    async install({ router, http, platform }) {
      const db = tablesOf<ImTables>(platform.database.db);
      const batcher = new AppendBatcher(db, groups, (count) => platform.metrics.add('messages', count));
      const append: Append = (message) => batcher.append(message);
      await installRealtimeGateway(http, platform, { db, groups, append });

      router.handle(im.outerList, ({ user, query }) =>
        conversationList(db, groups, user.id, (query.pageNum - 1) * query.pageSize, query.pageSize),
      );
      router.handle(im.innerList, ({ user, query }) =>
        messagePage(db, groups, user.id, query, (query.pageNum - 1) * query.pageSize, query.pageSize),
      );
      router.handle(im.afterList, ({ user, query }) =>
        messagesAfter(db, groups, user.id, query, query.afterSeq, query.pageSize),
      );
      router.handle(im.markRead, async ({ user, params }) => {
        await markConversationRead(db, groups, user.id, params);
        return null;
      });
      router.handle(im.asTop, ({ user, params }) => toggleTop(db, user.id, params));
      router.handle(im.deleteConversation, async ({ user, params }) => {
        await removeConversation(db, user.id, params.id);
        return null;
      });
      router.handle(im.statPerson, ({ user }) => unreadStats(db, user.id));
      router.handle(im.recallMessage, ({ user, params }) =>
        recallMessage(db, groups, platform.bus, user.id, params.id),
      );
      router.handle(im.hideMessage, async ({ user, params }) => {
        await hideMessage(db, groups, user.id, params.id);
        return null;
      });
      router.handle(im.forwardMessage, ({ user, params, body }) =>
        forwardMessage(db, groups, append, platform.bus, user.id, params.id, body.targets),
      );
    },
  };
}
