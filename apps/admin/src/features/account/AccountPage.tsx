import { Avatar, Button, Descriptions, List, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { PageSection, ROLE_DUTIES, ROLE_NAMES, RoleTag } from '../../kit';
import { switchRole, useConsoleSession } from '../../session';

/** 账号信息: who is logged in, and each console role it holds with what that role is for. */
export function AccountPage() {
  const operator = useConsoleSession((state) => state.operator);
  const current = useConsoleSession((state) => state.role);
  if (!operator) return null;
  return (
    <div className="account-page">
      <PageSection testId="account-profile">
        <div className="account-page__profile">
          <Avatar size={64} src={operator.avatar || undefined} icon={<UserOutlined />} />
          <Descriptions
            column={2}
            size="small"
            className="account-page__facts"
            items={[
              { key: 'nick', label: '昵称', children: operator.nickName || '—' },
              { key: 'name', label: '账号 ID', children: operator.userName },
              { key: 'id', label: '内部 ID', children: operator.id },
              { key: 'role', label: '当前角色', children: current ? ROLE_NAMES[current] : '—' },
            ]}
          />
        </div>
      </PageSection>
      <PageSection title="我的后台角色" testId="account-roles">
        <List
          dataSource={operator.roles}
          renderItem={(role) => (
            <List.Item
              data-testid={`account-role-${role}`}
              actions={[
                role === current ? (
                  <Typography.Text type="secondary" key="current">
                    当前使用中
                  </Typography.Text>
                ) : (
                  <Button key="switch" size="small" onClick={() => switchRole(role)}>
                    切换到此角色
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta title={<RoleTag role={role} />} description={ROLE_DUTIES[role]} />
            </List.Item>
          )}
        />
        <Typography.Paragraph type="secondary" className="account-page__note">
          后台角色由超级管理员授予或收回：服务器对每个请求按当前角色放行，菜单在重新进入后台时更新。
        </Typography.Paragraph>
      </PageSection>
    </div>
  );
}
