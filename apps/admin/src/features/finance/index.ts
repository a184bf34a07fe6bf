import { createElement } from 'react';
import { AuditOutlined, ProfileOutlined, WalletOutlined } from '@ant-design/icons';
import { defineConsolePages, lazyPage } from '../../kit';

/** 财务: orders and refunds, and a user's coin ledger; the endpoints serve the finance role. */
export const pages = defineConsolePages([
  {
    key: 'money-orders',
    path: 'orders',
    title: '订单查询',
    icon: createElement(ProfileOutlined),
    roles: ['finance'],
    section: 'finance',
    order: 10,
    description:
      '按订单号或用户（公开 ID、手机号）查询订单：购买内容、金额、支付渠道与交易号、退款记录；已支付的扫码订单可在详情中退款。',
    component: lazyPage(() => import('./OrderSearchPage').then((module) => module.OrderSearchPage)),
  },
  {
    key: 'money-ledger',
    path: 'ledger',
    title: '账本',
    icon: createElement(WalletOutlined),
    roles: ['finance'],
    section: 'finance',
    order: 20,
    description: '用户的狐币钱包与创作者收入账户余额，以及每一笔转入、转出的用途和所属订单、退款。',
    component: lazyPage(() => import('./LedgerPage').then((module) => module.LedgerPage)),
  },
  {
    key: 'money-reconcile',
    path: 'reconcile',
    title: '对账',
    icon: createElement(AuditOutlined),
    roles: ['finance'],
    section: 'finance',
    order: 30,
    description:
      '按日核对账本与支付渠道账单、提现渠道记录：已支付订单、成功退款和已完成提现，列出每一条差异；对账从不改动资金。',
    component: lazyPage(() => import('./ReconcilePage').then((module) => module.ReconcilePage)),
  },
]);
