import { im } from '@fox/contracts';
import type { Feature } from '../../platform/feature.js';
import {
  conversationList,
  markConversationRead,
  removeConversation,
  toggleTop,
  unreadStats,
} from './conversations.js';
import { forwardMessage, hideMessage, recallMessage } from './actions.js';
import { messagePage, messagesAfter } from './messages.js';
import { installRealtimeGateway } from './gateway.js';

/**
 * Instant messaging over HTTP: conversations, history and catch-up. Sends go through the real-time gateway
 * (gateway.ts), installed by the app because it needs the WebSocket plugin.
 */
export const imFeature: Feature = {
  name: 'im',
  async install({ router, http, platform }) {
    await installRealtimeGateway(http, platform);
    const { db } = platform.database;

    router.handle(im.outerList, ({ user, query }) =>
      conversationList(db, user.id, (query.pageNum - 1) * query.pageSize, query.pageSize),
    );
    router.handle(im.innerList, ({ user, query }) =>
      messagePage(db, user.id, query, (query.pageNum - 1) * query.pageSize, query.pageSize),
    );
    router.handle(im.afterList, ({ user, query }) =>
      messagesAfter(db, user.id, query, query.afterSeq, query.pageSize),
    );
    router.handle(im.markRead, async ({ user, params }) => {
      await markConversationRead(db, user.id, params);
      return null;
    });
    router.handle(im.asTop, ({ user, params }) => toggleTop(db, user.id, params));
    router.handle(im.deleteConversation, async ({ user, params }) => {
      await removeConversation(db, user.id, params.id);
      return null;
    });
    router.handle(im.statPerson, ({ user }) => unreadStats(db, user.id));
    router.handle(im.recallMessage, ({ user, params }) =>
      recallMessage(db, platform.bus, user.id, params.id),
    );
    router.handle(im.hideMessage, async ({ user, params }) => {
      await hideMessage(db, user.id, params.id);
      return null;
    });
    router.handle(im.forwardMessage, ({ user, params, body }) =>
      forwardMessage(db, platform.bus, user.id, params.id, body.targets),
    );
  },
};
