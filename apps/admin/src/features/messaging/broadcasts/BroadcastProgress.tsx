import { Progress, Typography } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import type { consoleNotices } from '@fox/contracts';

type Broadcast = Pick<consoleNotices.Broadcast, 'state' | 'deliveredCount' | 'recipientCount' | 'audience'>;

const number = (value: number) => value.toLocaleString('zh-CN');

/**
 * How far a broadcast has come: delivered of the listed recipients as a bar. A notice to everyone has no
 * total until it is sent (the server counts the accounts as it delivers), so while it is being sent only
 * what has been delivered is said; once sent, every account has it.
 */
export function BroadcastProgress({ broadcast, wide = false }: { broadcast: Broadcast; wide?: boolean }) {
  const { state, deliveredCount: delivered, recipientCount: total } = broadcast;
  const className = wide ? 'broadcast-progress broadcast-progress--wide' : 'broadcast-progress';
  if (total === null && state !== 'sent') {
    return (
      <div className={className} data-testid="broadcast-progress" data-delivered={delivered}>
        <Typography.Text type="secondary">
          {state === 'sending' ? <LoadingOutlined className="broadcast-progress__spin" /> : null}
          {state === 'scheduled'
            ? '全部用户 · 尚未开始'
            : state === 'cancelled'
              ? `全部用户 · 停止前已送达 ${number(delivered)} 人`
              : `全部用户 · 已送达 ${number(delivered)} 人`}
        </Typography.Text>
      </div>
    );
  }
  const of = total ?? delivered;
  const percent = of === 0 ? (state === 'sent' ? 100 : 0) : Math.floor((delivered / of) * 100);
  const status =
    state === 'sent'
      ? 'success'
      : state === 'cancelled'
        ? 'exception'
        : state === 'sending'
          ? 'active'
          : 'normal';
  return (
    <div className={className} data-testid="broadcast-progress" data-delivered={delivered}>
      <Progress percent={percent} status={status} size="small" showInfo={false} />
      <Typography.Text type="secondary" className="broadcast-progress__text">
        {number(delivered)} / {number(of)}
        {total === null ? ' 人（全部用户）' : ' 人'}
      </Typography.Text>
    </div>
  );
}
