import type { Lang } from '../../platform/http/lang.js';

/** The group chats feature's part of the server catalogue (registered by the app). */
export const groupsMessages = {
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
  'groups.lineDissolvedWithMain': {
    zh: '主群已解散，本子群随之解散',
    en: 'The main group was dissolved, and this sub-group with it',
  },
  'groups.lineSubDissolved': {
    zh: '{actor}解散了子群“{name}”',
    en: '{actor} dissolved the sub-group "{name}"',
  },
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
  // What each row of the matrix (spec 002 §6) refuses to a role it does not open to.
  'groups.mayNot.viewName': { zh: '你无权查看群名称', en: "You cannot see this group's name" },
  'groups.mayNot.editName': {
    zh: '只有群主和管理员可以修改群名称',
    en: 'Only the owner and administrators can rename the group',
  },
  'groups.mayNot.avatar': { zh: '你无权修改群头像', en: "You cannot change this group's avatar" },
  'groups.mayNot.joinSettings': {
    zh: '只有群主和管理员可以修改进群设置',
    en: 'Only the owner and administrators can change how people join',
  },
  'groups.mayNot.bindFriends': {
    zh: '只有主群的群主和管理员可以设置绑定好友关系',
    en: "Only the main group's owner and administrators can bind newcomers as friends",
  },
  'groups.mayNot.memberManagement': {
    zh: '你无权管理群成员',
    en: "You cannot manage this group's members",
  },
  'groups.mayNot.antiHarassment': {
    zh: '只有群主和管理员可以设置防骚扰规则',
    en: 'Only the owner and administrators can set anti-harassment rules',
  },
  'groups.mayNot.setAdmins': {
    zh: '只有群主可以设置管理员',
    en: 'Only the group owner can set administrators',
  },
  'groups.mayNot.nickname': {
    zh: '你无权设置我在本群的昵称',
    en: 'You cannot set a nickname of your own in this group',
  },
  'groups.mayNot.forbidAddFriend': {
    zh: '你无权设置禁止群成员互加好友',
    en: 'You cannot forbid members adding each other as friends',
  },
  'groups.mayNot.mute': {
    zh: '只有群主和管理员可以设置禁言',
    en: 'Only the owner and administrators can mute',
  },
  'groups.mayNot.pin': { zh: '你无权置顶该群聊', en: 'You cannot pin this group chat' },
  'groups.mayNot.viewAnnouncement': {
    zh: '你无权查看群公告',
    en: "You cannot read this group's announcement",
  },
  'groups.mayNot.editAnnouncement': {
    zh: '只有群主和管理员可以编辑群公告',
    en: 'Only the owner and administrators can edit the announcement',
  },
  'groups.mayNot.qrCode': { zh: '你无权查看群二维码', en: "You cannot see this group's QR code" },
  'groups.mayNot.passphrase': { zh: '你无权查看进群口令', en: "You cannot see this group's passphrase" },
  'groups.mayNot.dissolve': { zh: '只有群主可以解散群聊', en: 'Only the group owner can dissolve the group' },
  'groups.mayNot.exit': {
    zh: '群主不能退出群聊，请先解散群聊',
    en: 'The group owner cannot leave; dissolve the group instead',
  },
  'groups.mayNot.removeMember': {
    zh: '只有群主和管理员可以移除群成员',
    en: 'Only the owner and administrators can remove members',
  },
  'groups.mayNot.addMember': { zh: '你无权邀请成员加入该群', en: 'You cannot bring people into this group' },
  'groups.mayNot.approveJoin': {
    zh: '只有群主和管理员可以审核进群申请',
    en: 'Only the owner and administrators can decide join applications',
  },
  'groups.mayNot.createSubGroup': {
    zh: '只有主群的群主和管理员可以创建子群',
    en: "Only the main group's owner and administrators can make sub-groups",
  },
  // Rows a group's kind or its wish's plan closes to everyone (spec 002 §4.1, §6).
  'groups.nicknameKind': {
    zh: '该类型的群聊不能设置群昵称',
    en: 'Members of this kind of group cannot set a nickname of their own',
  },
  'groups.formGroupMembers': {
    zh: '表单群不能手动邀请成员',
    en: 'Nobody can be brought into a form group by hand',
  },
  'groups.planAtWork': {
    zh: '商单进行中，子群群主不能设置管理员',
    en: "While the order is at work, a sub-group's owner cannot set administrators",
  },
  'groups.muteTimeOverlap': {
    zh: '禁言时间已存在请修改后保存',
    en: 'These mute periods overlap: change them and save again',
  },
  'groups.muteTimeTooMany': { zh: '最多设置5个禁言时段', en: 'At most 5 mute periods can be set' },
  'groups.muteTimeEmpty': {
    zh: '禁言时段的开始和结束时间不能相同',
    en: 'A mute period must end at a different time than it starts',
  },
  'groups.muteTargetManager': {
    zh: '不能禁言群主或管理员',
    en: 'The owner and administrators cannot be muted',
  },
  'groups.noWordYet': {
    zh: '进群口令生成失败，请稍后重试',
    en: 'No passphrase could be made; try again later',
  },
  'groups.subOfSub': {
    zh: '子群不能再创建子群',
    en: 'A sub-group cannot have sub-groups of its own',
  },
  'groups.subMembersOutside': {
    zh: '只能选择主群中的成员加入子群',
    en: "A sub-group's members must be members of its main group",
  },
  'groups.logoType': {
    zh: '群头像只支持jpg、jpeg、png格式的图片',
    en: 'The group avatar must be a jpg, jpeg or png picture',
  },
  'groups.lineLogo': { zh: '{actor}修改了群头像', en: "{actor} changed the group's avatar" },
  'groups.lineSubGroupMade': {
    zh: '{actor}创建了子群“{name}”',
    en: '{actor} made the sub-group "{name}"',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type GroupsMessages = typeof groupsMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends GroupsMessages {}
}
