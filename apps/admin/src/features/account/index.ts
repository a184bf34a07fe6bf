import { createElement } from 'react';
import { AppstoreOutlined, IdcardOutlined } from '@ant-design/icons';
import { CONSOLE_ROLES } from '@fox/contracts';
import { defineConsolePages, lazyPage } from '../../kit';

export const pages = defineConsolePages([
  {
    key: 'account',
    path: 'account',
    title: '账号信息',
    icon: createElement(IdcardOutlined),
    roles: CONSOLE_ROLES,
    section: 'account',
    order: 10,
    description: '当前登录的后台账号与它拥有的后台角色。',
    component: lazyPage(() => import('./AccountPage').then((module) => module.AccountPage)),
  },
  {
    // Providers and agents have no built back-office parts yet: this page says which arrive with what.
    key: 'merchant-upcoming',
    path: 'merchant',
    title: '商家后台',
    icon: createElement(AppstoreOutlined),
    roles: ['provider', 'agent'],
    section: 'merchant',
    order: 10,
    component: lazyPage(() => import('./MerchantUpcomingPage').then((module) => module.MerchantUpcomingPage)),
  },
]);
