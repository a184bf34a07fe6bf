import { createElement } from 'react';
import { AlertOutlined } from '@ant-design/icons';
import { defineConsolePages, lazyPage } from '../../kit';

/** The report queue (operations staff): cases by type and reason, each with its object shown in place. */
export const pages = defineConsolePages([
  {
    key: 'reports',
    path: 'reports',
    title: '举报队列',
    icon: createElement(AlertOutlined),
    roles: ['operationsAdministrator'],
    section: 'reports',
    order: 10,
    description:
      '用户在前台提交的举报，按被举报对象归并为案件：查看原内容与每条举报，下架、警告或驳回，举报人会收到处理结果。',
    component: lazyPage(() => import('./ReportQueuePage').then((module) => module.ReportQueuePage)),
  },
  {
    key: 'report-case',
    path: 'reports/:id',
    title: '举报详情',
    roles: ['operationsAdministrator'],
    parent: 'reports',
    component: lazyPage(() => import('./ReportCasePage').then((module) => module.ReportCasePage)),
  },
]);
