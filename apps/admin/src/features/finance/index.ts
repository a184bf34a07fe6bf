import { createElement } from 'react';
import { ProfileOutlined, WalletOutlined } from '@ant-design/icons';
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
]);
