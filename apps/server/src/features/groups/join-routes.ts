import { groupChannels, groupJoin } from '@fox/contracts';
import { tablesOf } from '../../platform/db/tables.js';
import type { FeatureApp } from '../../platform/feature.js';
import { applyGroup, applyList, auditApply } from './apply-group.js';
import {
  addChannel,
  channelDetail,
  channelList,
  channelUsers,
  deleteChannel,
  editChannel,
} from './channel-manage.js';
import { addFakeMessage, deleteFakeMessage, editFakeMessage, fakeList } from './fake-messages.js';
import { inviteUserList } from './invite-records.js';
import { genCode, resetInviteCodes } from './join-code.js';
import { joinGroup, joinPreview } from './join-group.js';
import type { JoinTables } from './join-tables.js';
import type { TaskPlans } from './plans.js';

/**
 * Joining groups (spec 002 §3, §4.4, §4.5): join links and QR codes, the join page, applications and their
 * review, join channels, invite records and pre-join messages. Called from the groups feature's install.
 */
export function installJoinRoutes(
  { router, platform }: Pick<FeatureApp, 'router' | 'platform'>,
  plans: TaskPlans,
) {
  const db = tablesOf<JoinTables>(platform.database.db);
  const bus = () => platform.bus;

  router.handle(groupJoin.genCode, ({ user, params }) => genCode(db, user.id, params.id));
  router.handle(groupJoin.resetInviteCodes, ({ user, params }) => resetInviteCodes(db, user.id, params.id));
  router.handle(groupJoin.joinPreview, ({ user, query }) => joinPreview(db, user.id, query));
  router.handle(groupJoin.joinGroup, ({ user, body }) => joinGroup(db, bus(), user.id, body, plans));
  router.handle(groupJoin.applyGroup, ({ user, body }) => applyGroup(db, bus(), user.id, body));
  router.handle(groupJoin.applyList, ({ user, query }) => applyList(db, user.id, query));
  router.handle(groupJoin.auditApply, ({ user, body }) => auditApply(db, bus(), user.id, body));

  router.handle(groupChannels.channelList, ({ user, query }) => channelList(db, user.id, query));
  router.handle(groupChannels.channelDetail, ({ user, params }) => channelDetail(db, user.id, params.id));
  router.handle(groupChannels.addChannel, ({ user, body }) => addChannel(db, user.id, body));
  router.handle(groupChannels.editChannel, ({ user, body }) => editChannel(db, user.id, body));
  router.handle(groupChannels.deleteChannel, ({ user, params }) => deleteChannel(db, user.id, params.id));
  router.handle(groupChannels.channelUsers, ({ user, query }) => channelUsers(db, user.id, query));
  router.handle(groupChannels.inviteUserList, ({ user, query }) => inviteUserList(db, user.id, query));

  router.handle(groupChannels.fakeList, ({ user, query }) => fakeList(db, user.id, query.groupId));
  router.handle(groupChannels.addFakeMessage, ({ user, body }) => addFakeMessage(db, user.id, body));
  router.handle(groupChannels.editFakeMessage, ({ user, body }) => editFakeMessage(db, user.id, body));
  router.handle(groupChannels.deleteFakeMessage, ({ user, params }) =>
    deleteFakeMessage(db, user.id, params.groupId, params.id),
  );
}
