/** Texts of the conversation search, the viewer's own card and the not-a-friend bar, under `chat.`. */
export const chatPanelMessages = {
  zh: {
    search: {
      placeholder: '搜索',
      contacts: '联系人',
      groups: '群聊',
      expand: '展开全部',
      collapse: '收起',
      searching: '搜索中...',
      none: '没有找到相关的联系人或群聊',
      members: '{{count}}人',
    },
    me: {
      card: '我的资料',
      id: 'ID',
      noIntro: '暂无简介',
      site: '站点ID',
      phone: '手机号',
      noPhone: '未绑定',
    },
    notFriend: { text: '对方不是你的好友', add: '添加好友' },
  },
  en: {
    search: {
      placeholder: 'Search',
      contacts: 'Contacts',
      groups: 'Groups',
      expand: 'Expand all',
      collapse: 'Collapse all',
      searching: 'Searching...',
      none: 'No matching contacts or groups',
      members: 'Members: {{count}}',
    },
    me: {
      card: 'My profile',
      id: 'ID',
      noIntro: 'No intro yet',
      site: 'Site ID',
      phone: 'Mobile',
      noPhone: 'Not bound',
    },
    notFriend: { text: 'The other party is not your friend', add: 'Add friend' },
  },
};
