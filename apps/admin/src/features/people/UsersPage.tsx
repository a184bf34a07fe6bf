import { useMemo, useState } from 'react';
import { Avatar, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { UserOutlined } from '@ant-design/icons';
import type { consolePeople as contract } from '@fox/contracts';
import { consolePeople } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import { useSearchParams } from 'react-router';
import {
  ChinaTime,
  ConsoleTable,
  PageSection,
  RoleTag,
  StateTag,
  type BatchAction,
  type ConsoleFilter,
} from '../../kit';
import { runForEach } from './batch';
import { ACCOUNT_STATE_LOOK, accountStateOptions, consoleRolesIn, muteUntilText } from './people-looks';
import { useRefreshPeople } from './people-queries';
import { SearchKeyInput, searchKeyQuery, type SearchKey } from './SearchKeyInput';
import { UserDrawer } from './UserDrawer';
import './people.css';

type User = contract.ConsoleUser;

/** The keys the server finds users by, one at a time. */
const USER_KEYS: SearchKey[] = [
  { value: 'phone', label: '手机号', placeholder: '完整手机号', maxLength: 20 },
  { value: 'userName', label: '账号 ID', placeholder: '完整账号 ID', maxLength: 32 },
  { value: 'nickName', label: '昵称', placeholder: '昵称开头的文字', maxLength: 64 },
  { value: 'state', label: '账号状态', placeholder: '选择状态', choices: accountStateOptions },
];

const filters: ConsoleFilter[] = [
  {
    name: 'search',
    label: '查找用户',
    width: 400,
    input: <SearchKeyInput keys={USER_KEYS} testId="user-search" />,
  },
];

const columns: ColumnsType<User> = [
  {
    title: '用户',
    key: 'user',
    width: 200,
    render: (_value, user) => (
      <Space size={10} className="people-cell">
        <Avatar size={36} src={user.avatar || undefined} icon={<UserOutlined />} />
        <span className="people-cell__text">
          <span className="people-cell__name">{user.nickName || '—'}</span>
          <Typography.Text type="secondary" className="people-cell__sub">
            ID {user.userName}
          </Typography.Text>
        </span>
      </Space>
    ),
  },
  {
    title: '手机号',
    dataIndex: 'phone',
    width: 124,
    render: (phone: string | null) => phone ?? <Typography.Text type="secondary">未绑定</Typography.Text>,
  },
  {
    title: '后台角色',
    key: 'roles',
    render: (_value, user) => {
      const roles = consoleRolesIn(user.roles);
      return roles.length > 0 ? (
        <Space size={[0, 4]} wrap>
          {roles.map((role) => (
            <RoleTag key={role} role={role} />
          ))}
        </Space>
      ) : (
        <Typography.Text type="secondary">普通用户</Typography.Text>
      );
    },
  },
  {
    title: '账号状态',
    key: 'state',
    width: 96,
    render: (_value, user) =>
      user.state === 'disabled' && user.stateReason ? (
        <Tooltip title={`停用原因：${user.stateReason}`}>
          <span>
            <StateTag value={user.state} looks={ACCOUNT_STATE_LOOK} />
          </span>
        </Tooltip>
      ) : (
        <StateTag value={user.state} looks={ACCOUNT_STATE_LOOK} />
      ),
  },
  {
    title: '禁言',
    key: 'mute',
    width: 150,
    render: (_value, user) =>
      user.mute ? (
        <Tooltip title={`原因：${user.mute.reason}`}>
          <Tag color="orange" data-testid="user-muted">
            {muteUntilText(user.mute)}
          </Tag>
        </Tooltip>
      ) : (
        <Typography.Text type="secondary">—</Typography.Text>
      ),
  },
  {
    title: '注册时间',
    dataIndex: 'createTime',
    width: 170,
    render: (time: string) => <ChinaTime value={time} />,
  },
  {
    title: '操作',
    key: 'open',
    width: 64,
    fixed: 'right',
    render: () => <Typography.Link>详情</Typography.Link>,
  },
];

/**
 * 用户管理: accounts found by one key (phone, public ID, the start of a nickname, or state), newest first
 * without one; a row opens the account's detail with its actions. Selected accounts may be disabled
 * together.
 */
export function UsersPage() {
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(null);
  const refresh = useRefreshPeople();
  // A link from elsewhere (a group's owner) opens the list searched for that account.
  const initialFilters = useMemo(() => {
    const userName = params.get('userName');
    return { search: userName ? { key: 'userName', text: userName } : { key: 'phone' } };
  }, [params]);

  const batchActions: BatchAction<User>[] = [
    {
      key: 'disable',
      label: '批量停用',
      danger: true,
      reason: 'required',
      description: '所选账号的所有登录会立即结束，之后的请求与登录都会被拒绝，并看到停用原因。',
      reasonHint: '同一原因会展示给每个所选用户，并记录在审计日志中。',
      successText: '所选账号已停用',
      run: (rows, { reason }) =>
        runForEach(
          rows,
          (user) => user.nickName || user.userName,
          (user) => api(consolePeople.disableUser, { id: user.id, reason }),
          refresh,
        ),
    },
  ];

  return (
    <PageSection>
      <ConsoleTable
        endpoint={consolePeople.searchUsers}
        columns={columns}
        filters={filters}
        initialFilters={initialFilters}
        toInput={(values) => searchKeyQuery(USER_KEYS, values.search)}
        total="more"
        batchActions={batchActions}
        onOpen={(user) => setOpenId(user.id)}
        testId="users-table"
      />
      <UserDrawer userId={openId} onClose={() => setOpenId(null)} />
    </PageSection>
  );
}
