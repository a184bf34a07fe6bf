import { createElement } from 'react';
import { CommentOutlined, HistoryOutlined, SendOutlined } from '@ant-design/icons';
import { defineConsolePages, lazyPage } from '../../kit';

/**
 * 通知与反馈: operators write system, shop, wallet and MCN notices to listed users or everyone, follow them
 * as they are delivered, and answer what users sent as feedback.
 */
export const pages = defineConsolePages([
  {
    key: 'notice-compose',
    path: 'notices/compose',
    title: '发送通知',
    icon: createElement(SendOutlined),
    roles: ['operationsAdministrator'],
    section: 'messaging',
    order: 10,
    description:
      '向指定用户或全部用户发送系统、商城、钱包或 MCN 通知，可立即发送或定时发送；用户在门户的通知面板中收到。',
    component: lazyPage(() => import('./compose/ComposeNoticePage').then((m) => m.ComposeNoticePage)),
  },
  {
    key: 'notice-broadcasts',
    path: 'notices/broadcasts',
    title: '通知记录',
    icon: createElement(HistoryOutlined),
    roles: ['operationsAdministrator'],
    section: 'messaging',
    order: 20,
    description: '已发送与定时的通知：状态、送达进度（发送中自动刷新），可取消尚未送达的部分。',
    component: lazyPage(() => import('./broadcasts/BroadcastListPage').then((m) => m.BroadcastListPage)),
  },
  {
    key: 'feedback',
    path: 'feedback',
    title: '用户反馈',
    icon: createElement(CommentOutlined),
    roles: ['operationsAdministrator'],
    section: 'messaging',
    order: 30,
    description: '用户在门户「意见反馈」中提交的内容。回复会以系统通知发送给用户，并显示在其反馈记录中。',
    component: lazyPage(() => import('./feedback/FeedbackQueuePage').then((m) => m.FeedbackQueuePage)),
  },
]);
