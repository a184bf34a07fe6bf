import { Avatar, Space, Tag, Typography } from 'antd';
import { TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { consolePeople as contract } from '@fox/contracts';
import { Link } from 'react-router';
import { ChinaTime, DetailDrawer, failureText, StateTag, type DetailItem } from '../../kit';
import { GroupActions } from './GroupActions';
import { GROUP_STATE_LOOK, groupTypeName } from './people-looks';
import { useGroupDetail } from './people-queries';
import { RecentAudit } from './RecentAudit';

/** A group's state with its dissolution, which ends it whatever the state says. */
export function GroupStateTags({ group }: { group: Pick<contract.ConsoleGroup, 'state' | 'dissolved'> }) {
  return (
    <Space size={4}>
      <StateTag value={String(group.state) as '0' | '1' | '2'} looks={GROUP_STATE_LOOK} />
      {group.dissolved ? (
        <Tag color="default" data-testid="group-dissolved">
          已解散
        </Tag>
      ) : null}
    </Space>
  );
}

function itemsOf(group: contract.ConsoleGroup): DetailItem[] {
  return [
    { label: '群 ID', value: <Typography.Text copyable>{group.id}</Typography.Text> },
    { label: '类型', value: groupTypeName(group.groupType) },
    {
      label: '群主',
      value: (
        <Space size={8}>
          <Avatar size="small" src={group.owner.avatar || undefined} icon={<UserOutlined />} />
          <span>{group.owner.nickName || '—'}</span>
          {group.owner.userName ? (
            <Link to={`/users?userName=${encodeURIComponent(group.owner.userName)}`}>
              ID {group.owner.userName}
            </Link>
          ) : null}
        </Space>
      ),
      span: 2,
    },
    { label: '成员数', value: `${group.memberCount} 人` },
    { label: '状态', value: <GroupStateTags group={group} /> },
    { label: '创建时间', value: <ChinaTime value={group.createTime} /> },
    { label: '最后消息', value: <ChinaTime value={group.lastMessageTime} /> },
  ];
}

/** 群聊详情: owner, members, state, created and last message, with the actions on the group. */
export function GroupDrawer({ groupId, onClose }: { groupId: number | null; onClose: () => void }) {
  const detail = useGroupDetail(groupId);
  const group = detail.data;
  return (
    <DetailDrawer
      open={groupId !== null}
      onClose={onClose}
      width={720}
      testId="group-drawer"
      title={
        group ? (
          <Space size={10}>
            <Avatar shape="square" src={group.logo || undefined} icon={<TeamOutlined />} />
            <span>{group.name}</span>
            <GroupStateTags group={group} />
          </Space>
        ) : (
          '群聊详情'
        )
      }
      loading={detail.isPending && groupId !== null}
      error={detail.isError ? failureText(detail.error) : null}
      extra={group ? <GroupActions group={group} /> : null}
      items={group ? itemsOf(group) : []}
    >
      {group ? <RecentAudit targetType="group" id={group.id} /> : null}
    </DetailDrawer>
  );
}
