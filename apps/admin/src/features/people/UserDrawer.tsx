import { Avatar, Col, Row, Space, Statistic, Tag, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { consolePeople as contract } from '@fox/contracts';
import { ChinaTime, DetailDrawer, failureText, RoleTag, StateTag, type DetailItem } from '../../kit';
import { ACCOUNT_STATE_LOOK, consoleRolesIn, muteUntilText } from './people-looks';
import { useUserDetail } from './people-queries';
import { RecentAudit } from './RecentAudit';
import { UserActions } from './UserActions';

function itemsOf(user: contract.ConsoleUserDetail): DetailItem[] {
  const roles = consoleRolesIn(user.roles);
  return [
    { label: '账号 ID', value: <Typography.Text copyable>{user.userName}</Typography.Text> },
    { label: '内部 ID', value: user.id },
    { label: '昵称', value: user.nickName || '—' },
    {
      label: '手机号',
      value: user.phone ? <Typography.Text copyable>{user.phone}</Typography.Text> : '未绑定',
    },
    { label: '注册时间', value: <ChinaTime value={user.createTime} /> },
    { label: '登录密码', value: user.hasPassword ? '已设置' : '未设置' },
    {
      label: '后台角色',
      value: roles.length > 0 ? roles.map((role) => <RoleTag key={role} role={role} />) : '无（普通用户）',
      span: 2,
    },
    {
      label: '账号状态',
      value: (
        <Space size={4} wrap>
          <StateTag value={user.state} looks={ACCOUNT_STATE_LOOK} />
          {user.stateTime ? (
            <Typography.Text type="secondary">
              {user.state === 'disabled' ? '停用于' : '变更于'} {user.stateTime}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      label: user.state === 'disabled' ? '停用原因' : '最近变更原因',
      value: user.stateReason || '—',
    },
    {
      label: '禁言',
      value: user.mute ? (
        <Space orientation="vertical" size={2}>
          <span>
            <Tag color="orange">禁言中</Tag>
            {muteUntilText(user.mute)}
          </span>
          <Typography.Text type="secondary">
            原因：{user.mute.reason}（{user.mute.createTime} 起）
          </Typography.Text>
        </Space>
      ) : (
        '未禁言'
      ),
      span: 2,
    },
    { label: '个人简介', value: user.intro || '—', span: 2 },
  ];
}

/** 用户详情: the profile, roles, state and its reason, the mute, counts and the actions on the account. */
export function UserDrawer({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const detail = useUserDetail(userId);
  const user = detail.data;
  return (
    <DetailDrawer
      open={userId !== null}
      onClose={onClose}
      width={760}
      testId="user-drawer"
      title={
        user ? (
          <Space size={10}>
            <Avatar src={user.avatar || undefined} icon={<UserOutlined />} />
            <span>{user.nickName || user.userName}</span>
            <StateTag value={user.state} looks={ACCOUNT_STATE_LOOK} />
          </Space>
        ) : (
          '用户详情'
        )
      }
      loading={detail.isPending && userId !== null}
      error={detail.isError ? failureText(detail.error) : null}
      extra={user ? <UserActions user={user} liveSessions={user.counts.liveSessions} /> : null}
      items={user ? itemsOf(user) : []}
    >
      {user ? (
        <>
          <div className="people-drawer__counts" data-testid="user-counts">
            <Row gutter={16}>
              <Col span={6}>
                <Statistic title="关注" value={user.counts.followCount} />
              </Col>
              <Col span={6}>
                <Statistic title="粉丝" value={user.counts.fansCount} />
              </Col>
              <Col span={6}>
                <Statistic title="获赞" value={user.counts.likedCount} />
              </Col>
              <Col span={6}>
                <Statistic title="在线会话" value={user.counts.liveSessions} />
              </Col>
            </Row>
          </div>
          <RecentAudit targetType="user" id={user.id} />
        </>
      ) : null}
    </DetailDrawer>
  );
}
