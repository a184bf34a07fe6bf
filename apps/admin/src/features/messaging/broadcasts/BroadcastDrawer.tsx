import type { ReactNode } from 'react';
import { Button, Image, Space, Tag, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { consoleNotices as contract } from '@fox/contracts';
import { consoleNotices } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import { ChinaTime, ConfirmAction, DetailDrawer, failureText, StateTag, type DetailItem } from '../../../kit';
import { BROADCAST_STATE_LOOK, noticeTypeName, TAB_LOOK } from '../labels';
import { NoticePreview } from '../compose/NoticePreview';
import { BroadcastProgress } from './BroadcastProgress';
import { refreshMsOf } from './refresh';

type Broadcast = contract.Broadcast;

export const broadcastKey = (id: number) => ['console-notices', 'broadcast', id] as const;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The tab's own fields, as the user's notice carries them (spec 001 §3). */
function tabFields(broadcast: Broadcast): DetailItem[] {
  const { extra } = broadcast;
  switch (broadcast.tab) {
    case 'system':
      return extra.linkUrl
        ? [{ label: '链接', value: `${text(extra.linkTitle)}（${text(extra.linkUrl)}）`, span: 2 }]
        : [];
    case 'shop': {
      const attrs = Object.entries((extra.attrValue as Record<string, string> | undefined) ?? {});
      return [
        { label: '价格', value: extra.price ? `¥${text(extra.price)}` : '—' },
        {
          label: '封面',
          value: extra.coverImage ? (
            <Image src={text(extra.coverImage)} width={64} height={64} alt="封面" />
          ) : (
            '—'
          ),
        },
        {
          label: '规格',
          span: 2,
          value:
            attrs.length > 0 ? (
              <Space size={[4, 4]} wrap>
                {attrs.map(([name, value]) => (
                  <Tag key={name}>
                    {name}：{value}
                  </Tag>
                ))}
              </Space>
            ) : (
              '—'
            ),
        },
      ];
    }
    case 'wallet':
      return [
        { label: '金额', value: `¥${Number(extra.amount ?? 0).toFixed(2)}` },
        { label: '支付方式', value: text(extra.payTypeName) || '—' },
        { label: '明细', value: text(extra.payDetail) || '—', span: 2 },
      ];
    default:
      return [];
  }
}

function audienceOf(detail: contract.Broadcast & { userNames?: string[] }): ReactNode {
  if (detail.audience === 'everyone') return <Tag color="red">全部用户</Tag>;
  const names = detail.userNames ?? [];
  return (
    <div className="broadcast-users" data-testid="broadcast-users">
      <Typography.Text type="secondary">
        指定的 {detail.recipientCount ?? names.length} 位用户：
      </Typography.Text>
      <div className="broadcast-users__list">
        {names.map((name) => (
          <Tag key={name}>{name}</Tag>
        ))}
      </div>
    </div>
  );
}

/** One broadcast: what it says and to whom, its progress (refreshed while it is under way), and cancel. */
export function BroadcastDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: broadcastKey(id ?? 0),
    queryFn: ({ signal }) => api(consoleNotices.broadcastDetail, { id: id! }, { signal, silent: true }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data ? refreshMsOf([query.state.data]) : false),
  });
  const broadcast = detail.data;
  const open = id !== null;
  const cancellable = broadcast && (broadcast.state === 'scheduled' || broadcast.state === 'sending');

  const items: DetailItem[] = broadcast
    ? [
        { label: '状态', value: <StateTag value={broadcast.state} looks={BROADCAST_STATE_LOOK} /> },
        {
          label: '通知类型',
          value: (
            <Space size={4}>
              <Tag color={TAB_LOOK[broadcast.tab].color}>{TAB_LOOK[broadcast.tab].label}</Tag>
              {noticeTypeName(broadcast.tab, broadcast.type)}
            </Space>
          ),
        },
        { label: '送达进度', value: <BroadcastProgress broadcast={broadcast} wide />, span: 2 },
        { label: '发送对象', value: audienceOf(broadcast), span: 2 },
        { label: '标题', value: broadcast.title, span: 2 },
        {
          label: '正文',
          value: <div className="broadcast-content">{broadcast.content}</div>,
          span: 2,
        },
        ...tabFields(broadcast),
        {
          label: broadcast.state === 'scheduled' ? '定时发送' : '发送时间',
          value: <ChinaTime value={broadcast.sendAt} />,
        },
        {
          label: broadcast.state === 'cancelled' ? '取消时间' : '完成时间',
          value: <ChinaTime value={broadcast.finishTime} />,
        },
        { label: '操作人', value: `${broadcast.operatorName || '—'} #${broadcast.operatorId}` },
        { label: '创建时间', value: <ChinaTime value={broadcast.createTime} /> },
      ]
    : [];

  return (
    <DetailDrawer
      open={open}
      title={broadcast ? `通知 #${broadcast.id}` : '通知详情'}
      onClose={onClose}
      loading={open && detail.isPending}
      error={detail.isError ? failureText(detail.error) : null}
      items={items}
      testId="broadcast-drawer"
      extra={
        cancellable ? (
          <ConfirmAction
            title={broadcast.state === 'scheduled' ? '取消这条定时通知？' : '停止发送这条通知？'}
            description={
              broadcast.state === 'scheduled'
                ? '取消后这条通知不会再发送。'
                : `已送达的 ${broadcast.deliveredCount} 位用户会保留这条通知，其余用户不再收到。`
            }
            irreversible
            reasonHint="原因会记录在审计日志中。"
            danger
            okText={broadcast.state === 'scheduled' ? '取消发送' : '停止发送'}
            successText="已取消"
            invalidates={[consoleNotices.broadcastList]}
            action={({ reason }) =>
              api(consoleNotices.cancelBroadcast, { id: broadcast.id, reason }, { silent: true })
            }
            onDone={() => void queryClient.invalidateQueries({ queryKey: broadcastKey(broadcast.id) })}
            testId="broadcast-cancel-confirm"
          >
            <Button danger icon={<StopOutlined />} data-testid="broadcast-cancel">
              {broadcast.state === 'scheduled' ? '取消发送' : '停止发送'}
            </Button>
          </ConfirmAction>
        ) : null
      }
    >
      {broadcast ? (
        <div className="broadcast-preview">
          <div className="broadcast-preview__label">用户看到的样子</div>
          <NoticePreview
            notice={{
              tab: broadcast.tab,
              title: broadcast.title,
              content: broadcast.content,
              linkTitle: text(broadcast.extra.linkTitle),
              linkUrl: text(broadcast.extra.linkUrl),
              time: broadcast.sendAt,
            }}
            testId="broadcast-preview"
          />
        </div>
      ) : null}
    </DetailDrawer>
  );
}
