import type { Lang } from '../../platform/http/lang.js';

/** The friends feature's part of the server catalogue (registered by the app). */
export const friendsMessages = {
  'friends.self': { zh: '不能添加自己为好友', en: 'You cannot add yourself as a friend' },
  'friends.userMissing': { zh: '用户不存在', en: 'No such user' },
  'friends.already': { zh: '你们已经是好友了', en: 'You are already friends' },
  'friends.requestMissing': { zh: '好友申请不存在', en: 'No such friend request' },
  'friends.notReceiver': {
    zh: '只有被申请人可以处理该好友申请',
    en: 'Only the person asked can answer this friend request',
  },
  'friends.requestExpired': { zh: '好友申请已过期', en: 'This friend request has expired' },
  'friends.requestHandled': { zh: '该好友申请已处理', en: 'This friend request was already answered' },
  'friends.notFriend': { zh: '对方不是你的好友', en: 'This user is not your friend' },
  'friends.tooManyImages': { zh: '最多上传 {max} 张图片', en: 'At most {max} images' },
  'friends.badImage': { zh: '图片地址无效', en: 'An image address is not valid' },
  'friends.labelNameEmpty': { zh: '标签名称不能为空', en: 'The label name cannot be empty' },
  'friends.labelLimit': { zh: '最多只能创建 {max} 个标签', en: 'You can create at most {max} labels' },
  'friends.labelNameTaken': { zh: '标签名称已存在', en: 'You already have a label with this name' },
  'friends.labelMissing': { zh: '标签不存在', en: 'No such label' },
  'friends.labelNotFriend': {
    zh: '标签中只能添加自己的好友',
    en: 'A label can only hold your own friends',
  },
  'friends.passGreeting': {
    zh: '我已通过你的好友申请，现在我们可以开始聊天了',
    en: 'I have accepted your friend request, now we can start chatting',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type FriendsMessages = typeof friendsMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends FriendsMessages {}
}
