import { createElement } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import { defineConsolePages, lazyPage } from '../../kit';

/** 游戏管理: the game centre's catalogue, its shelf and its rebate rules; the endpoints serve operations. */
export const pages = defineConsolePages([
  {
    key: 'games',
    path: 'games',
    title: '游戏管理',
    icon: createElement(AppstoreOutlined),
    roles: ['operationsAdministrator'],
    section: 'community',
    order: 30,
    description:
      '游戏中心的全部游戏：下架后游戏从首页、列表、搜索和最近在玩中消失，无法再进入；玩家已购道具保留，已提交的返利申请照常审核发放。返利规则修改后，尚未申请的周期按新规则计算。',
    component: lazyPage(() => import('./GamesPage').then((module) => module.GamesPage)),
  },
]);
