import { im } from '@fox/contracts';
import { langOf } from '../../platform/http/messages.js';
import type { Feature } from '../feature.js';
import {
  conversationList,
  markConversationRead,
  removeConversation,
  toggleTop,
  unreadStats,
} from './conversations.js';
import { forwardMessage, hideMessage, recallMessage } from './actions.js';
import { busOf } from './bus-registry.js';
import { ImError } from './im-errors.js';
import { messagePage, messagesAfter } from './messages.js';

/** Runs a rule; a refusal becomes the envelope's 400-range answer in the caller's language. */
async function inLang<T>(lang: string | string[] | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ImError) throw error.toAppError(langOf(lang));
    throw error;
  }
}

/**
 * Instant messaging over HTTP: conversations, history and catch-up. Sends go through the real-time gateway
 * (gateway.ts), installed by the app because it needs the WebSocket plugin.
 */
export const imFeature: Feature = {
  name: 'im',
  routes(router, platform) {
    const { db } = platform.database;

    router.handle(im.outerList, ({ user, query }) =>
      conversationList(db, user.id, (query.pageNum - 1) * query.pageSize, query.pageSize),
    );
    router.handle(im.innerList, ({ user, query, request }) =>
      inLang(request.headers.lang, () =>
        messagePage(db, user.id, query, (query.pageNum - 1) * query.pageSize, query.pageSize),
      ),
    );
    router.handle(im.afterList, ({ user, query, request }) =>
      inLang(request.headers.lang, () => messagesAfter(db, user.id, query, query.afterSeq, query.pageSize)),
    );
    router.handle(im.markRead, ({ user, params, request }) =>
      inLang(request.headers.lang, async () => {
        await markConversationRead(db, user.id, params);
        return null;
      }),
    );
    router.handle(im.asTop, ({ user, params, request }) =>
      inLang(request.headers.lang, () => toggleTop(db, user.id, params)),
    );
    router.handle(im.deleteConversation, ({ user, params, request }) =>
      inLang(request.headers.lang, async () => {
        await removeConversation(db, user.id, params.id);
        return null;
      }),
    );
    router.handle(im.statPerson, ({ user }) => unreadStats(db, user.id));
    router.handle(im.recallMessage, ({ user, params, request }) =>
      inLang(request.headers.lang, () => recallMessage(db, busOf(platform), user.id, params.id)),
    );
    router.handle(im.hideMessage, ({ user, params, request }) =>
      inLang(request.headers.lang, async () => {
        await hideMessage(db, user.id, params.id);
        return null;
      }),
    );
    router.handle(im.forwardMessage, ({ user, params, body, request }) =>
      inLang(request.headers.lang, () =>
        forwardMessage(db, busOf(platform), user.id, params.id, body.receiverIds),
      ),
    );
  },
};
