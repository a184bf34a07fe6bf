import type { Lang } from '../../platform/http/lang.js';

/** The group chats feature's part of the server catalogue (registered by the app). */
export const groupsMessages = {
  'groups.notManager': {
    zh: '只有群主和管理员可以这样做',
    en: 'Only the group owner and administrators can do this',
  },
  'groups.notLeader': { zh: '只有群主可以这样做', en: 'Only the group owner can do this' },
  'groups.notOutranked': {
    zh: '管理员不能操作群主或其他管理员',
    en: 'Administrators cannot act on the owner or other administrators',
  },
  'groups.notFriends': {
    zh: '只能邀请自己的好友加入群聊',
    en: 'Only your friends can be brought into a group',
  },
  'groups.full': { zh: '群成员已达上限 {max} 人', en: 'A group holds at most {max} people' },
  'groups.notMember': { zh: '该用户不在群中', en: 'This user is not in the group' },
  'groups.leaderExit': {
    zh: '群主不能退出群聊，请先解散群聊',
    en: 'The group owner cannot leave; dissolve the group instead',
  },
  'groups.dissolved': { zh: '群聊已解散', en: 'The group has been dissolved' },
  'groups.self': { zh: '不能对自己执行该操作', en: 'You cannot do this to yourself' },
  'groups.namesJoiner': { zh: '、', en: ', ' },
  'groups.lineInvited': {
    zh: '{actor}邀请{names}加入了群聊',
    en: '{actor} invited {names} to join the group chat',
  },
  'groups.lineRemoved': {
    zh: '{actor}将{names}移出了群聊',
    en: '{actor} removed {names} from the group chat',
  },
  'groups.lineLeft': { zh: '{actor}退出了群聊', en: '{actor} left the group chat' },
  'groups.lineDissolved': { zh: '{actor}解散了群聊', en: '{actor} dissolved the group chat' },
  'groups.lineDissolvedByPlatform': {
    zh: '该群聊因违反平台规定已被解散',
    en: "This group chat was dissolved for breaking the platform's rules",
  },
  'groups.lineBannedByPlatform': {
    zh: '该群聊因违反平台规定已被封禁，暂时无法发送消息',
    en: "This group chat was banned for breaking the platform's rules: no messages can be sent for now",
  },
  'groups.lineUnbannedByPlatform': {
    zh: '该群聊已解除封禁，可以正常发送消息',
    en: 'The ban on this group chat was lifted: messages can be sent again',
  },
  'groups.lineRenamed': { zh: '{actor}修改群名为“{name}”', en: '{actor} renamed the group to "{name}"' },
  'groups.lineAllMuted': { zh: '{actor}开启了全员禁言', en: '{actor} muted everyone' },
  'groups.lineAllUnmuted': { zh: '{actor}关闭了全员禁言', en: '{actor} unmuted everyone' },
  'groups.lineTimedMuteOn': { zh: '{actor}开启了定时禁言', en: '{actor} turned on scheduled muting' },
  'groups.lineTimedMuteOff': { zh: '{actor}关闭了定时禁言', en: '{actor} turned off scheduled muting' },
  'groups.lineAdminsAdded': { zh: '{names}成为了管理员', en: '{names} became administrators' },
  'groups.lineAdminsRemoved': { zh: '{names}不再是管理员', en: '{names} are no longer administrators' },
  'groups.taskInProgress': {
    zh: '商单进行中，禁止解散群聊',
    en: 'The order is in progress: the group cannot be dissolved',
  },
  'groups.taskCardRefused': {
    zh: '商单发布者与接单者不能互相查看名片',
    en: "A wish's publisher and its takers cannot open each other's cards",
  },
  'groups.noAddFriend': {
    zh: '当前群聊已设置禁止添加好友',
    en: 'This group does not allow adding members as friends',
  },
  'groups.taskGroupMembers': {
    zh: '商单群的成员是发布者和接单者，不能邀请他人加入',
    en: "A task group's members are the wish's publisher and takers: nobody else can be brought in",
  },
  'groups.lineTaskOpened': {
    zh: '商单群已建立：{title}，{names}已接单',
    en: 'The task group of "{title}" is open: {names} took the wish',
  },
  'groups.lineTaskJoined': {
    zh: '{names}接单并加入了群聊',
    en: '{names} took the wish and joined the group chat',
  },
  'groups.lineOrderEnded': {
    zh: '商单已结束，群聊不能再发送消息',
    en: 'The order has ended: no more messages can be sent here',
  },
  'groups.lineMuted': { zh: '{names}已被禁言', en: '{names} can no longer speak' },
  'groups.lineUnmuted': { zh: '{names}已被解除禁言', en: '{names} can speak again' },
} as const satisfies Record<string, Record<Lang, string>>;

type GroupsMessages = typeof groupsMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends GroupsMessages {}
}
