import { useState } from 'react';
import { Avatar, Button, Dropdown, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { CONSOLE_ROLES, type ConsoleRole, type consolePeople as contract } from '@fox/contracts';
import { consolePeople } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import {
  ChinaTime,
  confirmAction,
  ConsoleTable,
  PageSection,
  ROLE_NAMES,
  RoleTag,
  StateTag,
  type ConsoleFilter,
} from '../../kit';
import { GrantRoleDialog } from './GrantRoleDialog';
import { ACCOUNT_STATE_LOOK, consoleRolesIn } from './people-looks';
import { useRefreshPeople } from './people-queries';
import { UserDrawer } from './UserDrawer';
import './people.css';

type User = contract.ConsoleUser;

const filters: ConsoleFilter[] = [
  {
    name: 'role',
    label: '后台角色',
    width: 200,
    input: (
      <Select
        allowClear
        placeholder="全部角色"
        options={CONSOLE_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] }))}
        data-testid="operators-filter-role"
      />
    ),
  },
];

/** Asks for the reason, then takes one console role away from the account. */
function revoke(user: User, role: ConsoleRole, refresh: () => Promise<void>) {
  void confirmAction({
    title: `收回「${user.nickName || user.userName}」的「${ROLE_NAMES[role]}」角色？`,
    description: '从该账号的下一个请求起生效：它将无法再使用该角色的后台页面与接口，并会收到系统通知。',
    reason: 'required',
    reasonHint: '原因会记录在审计日志中。',
    danger: true,
    okText: '收回角色',
    successText: `已收回「${ROLE_NAMES[role]}」角色`,
    action: ({ reason }) => api(consolePeople.revokeRole, { id: user.id, role, reason }),
    testId: 'confirm-revoke',
  }).then((done) => {
    if (done) void refresh();
  });
}

/**
 * 角色权限 (super operator only): the accounts holding console roles, by role; a role is granted to an
 * account found by its public ID or phone, and revoked from a row, each with the reason.
 */
export function RolesPage() {
  const [openId, setOpenId] = useState<number | null>(null);
  const [granting, setGranting] = useState(false);
  const refresh = useRefreshPeople();

  const columns: ColumnsType<User> = [
    {
      title: '账号',
      key: 'user',
      width: 240,
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
      width: 140,
      render: (phone: string | null) => phone ?? <Typography.Text type="secondary">未绑定</Typography.Text>,
    },
    {
      title: '后台角色',
      key: 'roles',
      render: (_value, user) => (
        <Space size={[0, 4]} wrap>
          {consoleRolesIn(user.roles).map((role) => (
            <RoleTag key={role} role={role} />
          ))}
        </Space>
      ),
    },
    {
      title: '账号状态',
      key: 'state',
      width: 100,
      render: (_value, user) => <StateTag value={user.state} looks={ACCOUNT_STATE_LOOK} />,
    },
    {
      title: '注册时间',
      dataIndex: 'createTime',
      width: 170,
      render: (time: string) => <ChinaTime value={time} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_value, user) => (
        <Space size={12} onClick={(event) => event.stopPropagation()}>
          <Dropdown
            trigger={['click']}
            menu={{
              items: consoleRolesIn(user.roles).map((role) => ({
                key: role,
                label: `收回「${ROLE_NAMES[role]}」`,
                danger: true,
              })),
              onClick: ({ key }) => revoke(user, key as ConsoleRole, refresh),
            }}
          >
            <Typography.Link data-testid={`operator-revoke-${user.userName}`}>
              收回角色 <DownOutlined />
            </Typography.Link>
          </Dropdown>
          <Typography.Link onClick={() => setOpenId(user.id)}>详情</Typography.Link>
        </Space>
      ),
    },
  ];

  return (
    <PageSection>
      <ConsoleTable
        endpoint={consolePeople.operatorList}
        columns={columns}
        filters={filters}
        total="more"
        onOpen={(user) => setOpenId(user.id)}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setGranting(true)}
            data-testid="grant-role"
          >
            授予角色
          </Button>
        }
        testId="operators-table"
      />
      <UserDrawer userId={openId} onClose={() => setOpenId(null)} />
      {granting ? (
        <GrantRoleDialog
          onClose={() => setGranting(false)}
          onDone={() => {
            setGranting(false);
            void refresh();
          }}
        />
      ) : null}
    </PageSection>
  );
}
