import { useEffect } from 'react';
import { Button, Select, Space, Tag, Typography } from 'antd';
import { ClockCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { consoleNotices as contract } from '@fox/contracts';
import { consoleNotices } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import {
  ChinaTime,
  ConfirmAction,
  consoleListKey,
  ConsoleTable,
  PageSection,
  StateTag,
  type ConsoleFilter,
} from '../../../kit';
import { BROADCAST_STATE_LOOK, noticeTypeName, optionsOf, TAB_LOOK } from '../labels';
import { BroadcastDrawer, broadcastKey } from './BroadcastDrawer';
import { BroadcastProgress } from './BroadcastProgress';
import { refreshMsOf, SENDING_REFRESH_MS } from './refresh';
import '../messaging.css';

type Broadcast = contract.Broadcast;

const filters: ConsoleFilter[] = [
  {
    name: 'state',
    label: '状态',
    width: 140,
    input: (
      <Select
        allowClear
        placeholder="全部状态"
        options={optionsOf(BROADCAST_STATE_LOOK)}
        data-testid="broadcast-filter-state"
      />
    ),
  },
];

function CancelButton({ broadcast }: { broadcast: Broadcast }) {
  const queryClient = useQueryClient();
  const scheduled = broadcast.state === 'scheduled';
  return (
    <ConfirmAction
      title={scheduled ? '取消这条定时通知？' : '停止发送这条通知？'}
      description={
        scheduled
          ? `「${broadcast.title}」不会再发送。`
          : `已送达的 ${broadcast.deliveredCount} 位用户会保留「${broadcast.title}」，其余用户不再收到。`
      }
      irreversible
      danger
      reasonHint="原因会记录在审计日志中。"
      okText={scheduled ? '取消发送' : '停止发送'}
      successText="已取消"
      invalidates={[consoleNotices.broadcastList]}
      action={({ reason }) =>
        api(consoleNotices.cancelBroadcast, { id: broadcast.id, reason }, { silent: true })
      }
      onDone={() => void queryClient.invalidateQueries({ queryKey: broadcastKey(broadcast.id) })}
      testId="broadcast-cancel-confirm"
    >
      <Typography.Link type="danger" data-testid={`broadcast-cancel-${broadcast.id}`}>
        {scheduled ? '取消' : '停止'}
      </Typography.Link>
    </ConfirmAction>
  );
}

const columns: ColumnsType<Broadcast> = [
  { title: 'ID', dataIndex: 'id', width: 60, render: (id: number) => `#${id}` },
  {
    title: '通知',
    key: 'notice',
    width: 240,
    render: (_value, row) => (
      <div className="broadcast-cell" data-testid="broadcast-row" data-id={row.id}>
        <Space size={6}>
          <Tag color={TAB_LOOK[row.tab].color} className="broadcast-cell__tab">
            {TAB_LOOK[row.tab].label}
          </Tag>
          {noticeTypeName(row.tab, row.type) ? (
            <Typography.Text type="secondary">{noticeTypeName(row.tab, row.type)}</Typography.Text>
          ) : null}
        </Space>
        <Typography.Text strong ellipsis={{ tooltip: row.title }} className="broadcast-cell__title">
          {row.title}
        </Typography.Text>
      </div>
    ),
  },
  {
    title: '发送对象',
    key: 'audience',
    width: 100,
    render: (_value, row) =>
      row.audience === 'everyone' ? (
        <Tag color="red">全部用户</Tag>
      ) : (
        <span>指定 {row.recipientCount ?? 0} 位</span>
      ),
  },
  {
    title: '状态',
    dataIndex: 'state',
    width: 88,
    render: (state: Broadcast['state']) => <StateTag value={state} looks={BROADCAST_STATE_LOOK} />,
  },
  {
    title: '送达进度',
    key: 'progress',
    width: 170,
    render: (_value, row) => <BroadcastProgress broadcast={row} />,
  },
  {
    title: '时间',
    key: 'times',
    width: 200,
    render: (_value, row) => (
      <div className="broadcast-times">
        <span>
          {/* A time picked ahead of its making was scheduled (China-time texts compare as they sort). */}
          <Typography.Text type="secondary">
            {row.sendAt > row.createTime ? '定时 ' : '发送 '}
          </Typography.Text>
          <ChinaTime value={row.sendAt} />
          {row.state === 'scheduled' ? <ClockCircleOutlined className="broadcast-times__clock" /> : null}
        </span>
        {row.finishTime ? (
          <span>
            <Typography.Text type="secondary">
              {row.state === 'cancelled' ? '取消 ' : '完成 '}
            </Typography.Text>
            <ChinaTime value={row.finishTime} />
          </span>
        ) : null}
      </div>
    ),
  },
  {
    title: '操作人',
    dataIndex: 'operatorName',
    width: 100,
    render: (name: string, row) => name || `#${row.operatorId}`,
  },
  {
    title: '操作',
    key: 'actions',
    width: 90,
    fixed: 'right',
    render: (_value, row) => (
      <Space size={12}>
        <Typography.Link>详情</Typography.Link>
        {row.state === 'scheduled' || row.state === 'sending' ? <CancelButton broadcast={row} /> : null}
      </Space>
    ),
  },
];

/**
 * Fetches the list again while a shown notice is under way (or due), so its progress moves without a
 * click; nothing is fetched while every shown notice is finished.
 */
function useRefreshWhileSending() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setInterval(() => {
      const key = consoleListKey(consoleNotices.broadcastList);
      const queries = queryClient.getQueryCache().findAll({ queryKey: key, type: 'active' });
      for (const query of queries) {
        const rows = (query.state.data as { data?: Broadcast[] } | undefined)?.data ?? [];
        const wait = refreshMsOf(rows);
        const idle = query.state.fetchStatus !== 'fetching';
        if (wait !== false && idle && Date.now() - query.state.dataUpdatedAt >= wait) {
          void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
        }
      }
    }, SENDING_REFRESH_MS / 3);
    return () => clearInterval(timer);
  }, [queryClient]);
}

/** 通知记录: every notice operators sent or scheduled, with its state and progress; a row opens its detail. */
export function BroadcastListPage() {
  const [search, setSearch] = useSearchParams();
  const opened = Number(search.get('id')) || null;
  useRefreshWhileSending();
  const open = (id: number | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('id');
        else next.set('id', String(id));
        return next;
      },
      { replace: true },
    );
  return (
    <PageSection>
      <ConsoleTable
        endpoint={consoleNotices.broadcastList}
        columns={columns}
        filters={filters}
        total="more"
        onOpen={(row) => open(row.id)}
        toolbar={
          <Link to="/notices/compose">
            <Button type="primary" icon={<PlusOutlined />}>
              发送通知
            </Button>
          </Link>
        }
        testId="broadcast-list"
      />
      <BroadcastDrawer id={opened} onClose={() => open(null)} />
    </PageSection>
  );
}
