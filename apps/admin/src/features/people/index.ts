import { createElement } from 'react';
import { SafetyOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { defineConsolePages, lazyPage } from '../../kit';

/** The people pages: users and groups for operations, console roles for the super operator. */
export const pages = defineConsolePages([
  {
    key: 'users',
    path: 'users',
    title: '用户管理',
    icon: createElement(UserOutlined),
    roles: ['operationsAdministrator'],
    section: 'community',
    order: 10,
    description:
      '按手机号、账号 ID、昵称开头或账号状态查找用户；停用账号会立即结束其所有登录，禁言只影响聊天。',
    component: lazyPage(() => import('./UsersPage').then((module) => module.UsersPage)),
  },
  {
    key: 'groups',
    path: 'groups',
    title: '群组管理',
    icon: createElement(TeamOutlined),
    roles: ['operationsAdministrator'],
    section: 'community',
    order: 20,
    description: '按群名称开头、群 ID 或状态查找群聊；封禁后群内立即无法发言，解散无法撤销。',
    component: lazyPage(() => import('./GroupsPage').then((module) => module.GroupsPage)),
  },
  {
    key: 'roles',
    path: 'roles',
    title: '角色权限',
    icon: createElement(SafetyOutlined),
    roles: ['superAdmin'],
    section: 'system',
    order: 10,
    description:
      '拥有后台角色的账号。为账号授予或收回角色会从它的下一个请求起生效，每次变更都记录在审计日志中。',
    component: lazyPage(() => import('./RolesPage').then((module) => module.RolesPage)),
  },
]);
