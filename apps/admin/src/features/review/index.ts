import { createElement } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import { consoleReview, SUPER_OPERATOR } from '@fox/contracts';
import { defineConsolePages, lazyPage } from '../../kit';

/*
 * Content review (内容审核): one page for every review queue the server declares. The queues, their pending
 * counts, views, actions (with their reason rules and what undoes them) and common reasons all come from
 * GET /admin/api/console/review/queues, so a queue added on the server shows up here by itself. What the
 * console adds per kind is a presenter of the item in the drawer: see README.md in this folder.
 */

/** The roles some review queue serves, as the contract lists them (the super operator sees every page). */
const REVIEW_PAGE_ROLES = consoleReview.REVIEW_ROLES.filter((role) => role !== SUPER_OPERATOR);

export const pages = defineConsolePages([
  {
    key: 'review',
    path: 'review',
    title: '内容审核',
    icon: createElement(AuditOutlined),
    roles: REVIEW_PAGE_ROLES,
    section: 'review',
    order: 10,
    component: lazyPage(() => import('./ReviewQueuePage').then((module) => module.ReviewHomePage)),
  },
  {
    key: 'review-queue',
    path: 'review/:queue',
    title: '审核队列',
    roles: REVIEW_PAGE_ROLES,
    parent: 'review',
    description: '处理各队列中等待审核的内容。每次操作都记入审计日志，并通过系统通知告知作者。',
    component: lazyPage(() => import('./ReviewQueuePage').then((module) => module.ReviewQueuePage)),
  },
]);
