import { friends } from '@fox/contracts';
import type { FastifyRequest } from 'fastify';
import { tablesOf } from '../../platform/db/tables.js';
import { langOf } from '../../platform/http/messages.js';
import type { Feature } from '../../platform/feature.js';
import type { NoticeEvent, Notices } from '../notices/index.js';
import { checkPictureList, hostOf } from '../uploads/index.js';
import { editFriend, friendBook, friendDetail, listFriends, removeFriend } from './friendships.js';
import { deleteLabel, labelFriends, listLabels, saveLabel } from './labels.js';
import { answerRequest, applyForFriend, friendCounts, listRequests, markRequestsRead } from './requests.js';
import { seedFriends } from './seed.js';
import { friendsMessages } from './messages.js';
import type { FriendsTables } from './tables.js';

export interface FriendsDeps {
  /** Tells the receiver of a request. */
  notices: Notices;
}

/** Friends: requests, the friend book, remarks and labels (spec 001). */
export const createFriendsFeature = ({ notices }: FriendsDeps): Feature => ({
  name: 'friends',
  messages: friendsMessages,
  install({ router, platform }) {
    const db = tablesOf<FriendsTables>(platform.database.db);
    const notify = (event: NoticeEvent, now: number) => notices.raise(db, platform.bus, event, now);
    const page = (query: { pageNum: number; pageSize: number }) => ({
      offset: (query.pageNum - 1) * query.pageSize,
      limit: query.pageSize,
    });

    router.handle(friends.apply, async ({ user, body }) => applyForFriend(db, notify, user.id, body));
    router.handle(friends.requestList, async ({ user, query }) =>
      listRequests(db, user.id, { applyState: query.applyState, ...page(query) }),
    );
    router.handle(friends.markRequestsRead, async ({ user }) => {
      await markRequestsRead(db, user.id);
      return null;
    });
    const deliveryOf = (request: FastifyRequest) => ({
      bus: platform.bus,
      lang: langOf(request.headers.lang),
    });
    router.handle(friends.pass, async ({ user, body, request }) =>
      answerRequest(db, user.id, body.id, 'pass', deliveryOf(request)),
    );
    router.handle(friends.reject, async ({ user, body, request }) =>
      answerRequest(db, user.id, body.id, 'reject', deliveryOf(request)),
    );

    router.handle(friends.update, async ({ user, body, request }) => {
      const rules = { userId: user.id, host: hostOf(request) };
      const noteImage = await checkPictureList(db, rules, 'noteImage', body.noteImage);
      return editFriend(db, user.id, { ...body, noteImage });
    });
    router.handle(friends.detail, async ({ user, params }) => friendDetail(db, user.id, params.id));
    router.handle(friends.remove, async ({ user, params }) => {
      await removeFriend(db, user.id, params.id);
      return null;
    });
    // notInGroupId is validated by the contract; it filters nothing until groups exist.
    router.handle(friends.list, async ({ user, query }) =>
      listFriends(db, user.id, { alias: query.alias, ...page(query) }),
    );
    router.handle(friends.book, async ({ user }) => friendBook(db, user.id));
    router.handle(friends.counts, async ({ user }) => friendCounts(db, user.id));

    router.handle(friends.labelList, async ({ user }) => listLabels(db, user.id));
    router.handle(friends.saveLabel, async ({ user, body }) => saveLabel(db, user.id, body));
    router.handle(friends.deleteLabel, async ({ user, params }) => {
      await deleteLabel(db, user.id, params.id);
      return null;
    });
    router.handle(friends.labelFriends, async ({ user, params }) => labelFriends(db, user.id, params.id));
  },
  seed: seedFriends,
});
