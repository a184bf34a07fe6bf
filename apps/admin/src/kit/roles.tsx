import { Tag } from 'antd';
import type { ConsoleRole } from '@fox/contracts';

/** The console roles' names as operators know them. */
export const ROLE_NAMES: Record<ConsoleRole, string> = {
  superAdmin: '超级管理员',
  operationsAdministrator: '运营管理员',
  copyright: '版权审核',
  article: '内容审核',
  finance: '财务',
  provider: '内容提供方',
  agent: '代理商',
};

/** What each role is for, on the account page. */
export const ROLE_DUTIES: Record<ConsoleRole, string> = {
  superAdmin: '可使用后台的全部功能，并为账号授予或收回后台角色。',
  operationsAdministrator: '处理举报，管理用户与群组，发送通知，回复反馈，查看数据概览与审计日志。',
  copyright: '审核视频与短剧：通过、驳回、强制下架与恢复上架。',
  article: '审核图文、问题、回答、诗词与散文：通过、驳回、强制下架与恢复上架。',
  finance: '查询订单、狐币账本与转账，处理退款。',
  provider: '管理自己提供的作品与心愿任务的后台。',
  agent: '代理商（分单）后台。',
};

const ROLE_COLORS: Record<ConsoleRole, string> = {
  superAdmin: 'volcano',
  operationsAdministrator: 'orange',
  copyright: 'geekblue',
  article: 'cyan',
  finance: 'gold',
  provider: 'purple',
  agent: 'magenta',
};

/** A role as a coloured tag. */
export function RoleTag({ role }: { role: ConsoleRole }) {
  return (
    <Tag color={ROLE_COLORS[role]} data-testid={`role-tag-${role}`}>
      {ROLE_NAMES[role]}
    </Tag>
  );
}
