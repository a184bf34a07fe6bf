import { useState } from 'react';
import { Avatar, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { TeamOutlined } from '@ant-design/icons';
import type { consolePeople as contract } from '@fox/contracts';
import { consolePeople } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import { ChinaTime, ConsoleTable, PageSection, type BatchAction, type ConsoleFilter } from '../../kit';
import { runForEach } from './batch';
import { GroupDrawer, GroupStateTags } from './GroupDrawer';
import { groupStateOptions, groupTypeName } from './people-looks';
import { useRefreshPeople } from './people-queries';
import { SearchKeyInput, searchKeyQuery, type SearchKey } from './SearchKeyInput';
import './people.css';

type Group = contract.ConsoleGroup;

/** The keys the server finds groups by, one at a time. */
const GROUP_KEYS: SearchKey[] = [
  { value: 'name', label: '群名称', placeholder: '群名称开头的文字', maxLength: 64 },
  { value: 'groupId', label: '群 ID', placeholder: '完整群 ID', maxLength: 20, numeric: true },
  { value: 'state', label: '群状态', placeholder: '选择状态', choices: groupStateOptions },
];

const filters: ConsoleFilter[] = [
  {
    name: 'search',
    label: '查找群聊',
    width: 400,
    input: <SearchKeyInput keys={GROUP_KEYS} testId="group-search" />,
  },
];

const columns: ColumnsType<Group> = [
  {
    title: '群聊',
    key: 'group',
    width: 220,
    render: (_value, group) => (
      <Space size={10} className="people-cell">
        <Avatar shape="square" size={36} src={group.logo || undefined} icon={<TeamOutlined />} />
        <span className="people-cell__text">
          <span className="people-cell__name">{group.name}</span>
          <Typography.Text type="secondary" className="people-cell__sub">
            #{group.id} · {groupTypeName(group.groupType)}
          </Typography.Text>
        </span>
      </Space>
    ),
  },
  {
    title: '群主',
    key: 'owner',
    width: 150,
    render: (_value, group) => (
      <span className="people-cell__text">
        <span>{group.owner.nickName || '—'}</span>
        <Typography.Text type="secondary" className="people-cell__sub">
          ID {group.owner.userName || group.owner.id}
        </Typography.Text>
      </span>
    ),
  },
  { title: '成员数', dataIndex: 'memberCount', width: 80, align: 'right' },
  {
    title: '状态',
    key: 'state',
    width: 120,
    render: (_value, group) => <GroupStateTags group={group} />,
  },
  {
    title: '创建时间',
    dataIndex: 'createTime',
    width: 165,
    render: (time: string) => <ChinaTime value={time} />,
  },
  {
    title: '最后消息',
    dataIndex: 'lastMessageTime',
    width: 165,
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
 * 群组管理: groups found by one key (the start of a name, an id, or state), newest first without one; a
 * row opens the group's detail with its actions. Selected groups may be banned together.
 */
export function GroupsPage() {
  const [openId, setOpenId] = useState<number | null>(null);
  const refresh = useRefreshPeople();
  const batchActions: BatchAction<Group>[] = [
    {
      key: 'ban',
      label: '批量封禁',
      danger: true,
      reason: 'required',
      description: '所选群聊立即无法发送消息，成员会看到封禁提示，群主会收到带原因的通知。',
      reasonHint: '同一原因会告知每个所选群聊的群主，并记录在审计日志中。',
      successText: '所选群聊已封禁',
      run: (rows, { reason }) =>
        runForEach(
          rows,
          (group) => group.name,
          (group) => api(consolePeople.banGroup, { id: group.id, reason }),
          refresh,
        ),
    },
  ];
  return (
    <PageSection>
      <ConsoleTable
        endpoint={consolePeople.searchGroups}
        columns={columns}
        filters={filters}
        initialFilters={{ search: { key: 'name' } }}
        toInput={(values) => searchKeyQuery(GROUP_KEYS, values.search)}
        total="more"
        batchActions={batchActions}
        onOpen={(group) => setOpenId(group.id)}
        testId="groups-table"
      />
      <GroupDrawer groupId={openId} onClose={() => setOpenId(null)} />
    </PageSection>
  );
}
