import { createElement } from 'react';
import { FileSearchOutlined } from '@ant-design/icons';
import { defineConsolePages, lazyPage } from '../../kit';

/** The audit trail: every console action, who did it, why, and the object before and after. */
export const pages = defineConsolePages([
  {
    key: 'audit',
    path: 'audit',
    title: '审计日志',
    icon: createElement(FileSearchOutlined),
    roles: ['superAdmin', 'operationsAdministrator'],
    section: 'system',
    order: 90,
    description:
      '后台的每一次操作都记录在这里：谁、在什么时候、对什么对象、因为什么做了什么，以及操作前后的数据。',
    component: lazyPage(() => import('./AuditLogPage').then((module) => module.AuditLogPage)),
  },
]);
