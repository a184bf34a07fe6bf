import { Avatar, Button, Popconfirm, Select, Space, Tooltip, Typography } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { ConsoleRole } from '@fox/contracts';
import { useNavigate } from 'react-router';
import { ROLE_NAMES, RoleTag } from '../kit';
import { logoutConsole, switchRole, useConsoleSession } from '../session';
import { homePathOf } from './page-registry';

/** antd hands data attributes on to the button, though its props do not name them. */
const LOGOUT_CONFIRM_PROPS: Record<string, string> = { 'data-testid': 'logout-confirm' };

/** Who is working and as what: the role (a switcher when several are held), the name, and logout. */
export function ConsoleHeader() {
  const navigate = useNavigate();
  const operator = useConsoleSession((state) => state.operator);
  const role = useConsoleSession((state) => state.role);
  if (!operator || !role) return null;
  const name = operator.nickName || operator.userName;

  const changeRole = (next: ConsoleRole) => {
    switchRole(next);
    void navigate(homePathOf(next));
  };

  return (
    <Space size={16} className="console-header__account">
      {operator.roles.length > 1 ? (
        <Space size={8}>
          <Typography.Text type="secondary">当前角色</Typography.Text>
          <Select
            value={role}
            onChange={changeRole}
            options={operator.roles.map((held) => ({ value: held, label: ROLE_NAMES[held] }))}
            style={{ minWidth: 132 }}
            data-testid="role-switcher"
          />
        </Space>
      ) : (
        <RoleTag role={role} />
      )}
      <Space size={8} className="console-header__operator" data-testid="console-operator">
        <Avatar size={30} src={operator.avatar || undefined} icon={<UserOutlined />} />
        <Tooltip title={`账号 ID ${operator.userName}`}>
          <span className="console-header__name">{name}</span>
        </Tooltip>
      </Space>
      <Popconfirm
        title="确认退出登录？"
        okText="退出"
        cancelText="取消"
        placement="bottomRight"
        onConfirm={() => logoutConsole()}
        okButtonProps={LOGOUT_CONFIRM_PROPS}
      >
        <Button type="text" icon={<LogoutOutlined />} data-testid="console-logout">
          退出登录
        </Button>
      </Popconfirm>
    </Space>
  );
}
