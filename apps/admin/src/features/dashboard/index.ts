import { createElement } from 'react';
import { DashboardOutlined } from '@ant-design/icons';
import { defineConsolePages, lazyPage } from '../../kit';

/**
 * 数据概览: the first page of operations and finance (the first of their menus). Its chart library is
 * loaded with this page alone.
 */
export const pages = defineConsolePages([
  {
    key: 'dashboard',
    path: 'dashboard',
    title: '数据概览',
    icon: createElement(DashboardOutlined),
    roles: ['operationsAdministrator', 'finance'],
    section: 'overview',
    order: 10,
    description: '今日与近 7 日的新增用户、活跃用户、消息、上传、订单与收入，以及等待处理的举报和审核。',
    component: lazyPage(() => import('./DashboardPage').then((module) => module.DashboardPage)),
  },
]);
