import { Alert, Descriptions, Empty, Typography } from 'antd';
import type { consoleMoney } from '@fox/contracts';
import { ChinaTime } from '../../kit';
import { coins, episodesText, RefundStateTag, yuan } from './money-looks';

type Refund = consoleMoney.Refund;

/** One refund of an order: how much, what it took back, why, who, and what the provider said. */
function RefundCard({ refund }: { refund: Refund }) {
  return (
    <div className="refund-card" data-testid="refund-card" data-state={refund.state}>
      <div className="refund-card__head">
        <RefundStateTag state={refund.state} />
        <Typography.Text strong className="refund-card__amount">
          {yuan(refund.amount)}
        </Typography.Text>
        <Typography.Text type="secondary" copyable={{ text: refund.refundNo }}>
          退款单号 {refund.refundNo}
        </Typography.Text>
      </div>
      {refund.state === 'processing' ? (
        <Alert
          type="info"
          showIcon
          title="支付渠道尚未确认这笔退款。渠道确认后状态会自动更新；点「刷新」立即向渠道查询。"
          className="refund-card__note"
          data-testid="refund-processing"
        />
      ) : null}
      {refund.note ? (
        <Alert
          type={refund.state === 'failed' ? 'error' : 'warning'}
          showIcon
          title={refund.note}
          className="refund-card__note"
        />
      ) : null}
      <Descriptions
        size="small"
        column={2}
        items={[
          {
            key: 'taken',
            label: '扣回',
            children:
              refund.coin !== null
                ? `${coins(refund.coin)} 狐币`
                : refund.episodes.length > 0
                  ? `剧集：${episodesText(refund.episodes)}`
                  : '—',
          },
          {
            key: 'operator',
            label: '操作人',
            children: refund.operator
              ? `${refund.operator.nickName || '—'}（${refund.operator.userName || `#${refund.operator.id}`}）`
              : '—',
          },
          { key: 'reason', label: '原因', span: 2, children: refund.reason || '—' },
          { key: 'status', label: '渠道状态', children: refund.providerStatus ?? '—' },
          {
            key: 'providerId',
            label: '渠道退款号',
            children: refund.providerRefundId ? (
              <Typography.Text copyable>{refund.providerRefundId}</Typography.Text>
            ) : (
              '—'
            ),
          },
          { key: 'created', label: '发起时间', children: <ChinaTime value={refund.createTime} /> },
          { key: 'completed', label: '完成时间', children: <ChinaTime value={refund.completeTime} /> },
        ]}
      />
    </div>
  );
}

/** The refunds of an order, newest first (an order is refunded once; a failed refund may be retried). */
export function RefundHistory({ refunds }: { refunds: readonly Refund[] }) {
  if (refunds.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该订单没有退款记录" />;
  }
  return (
    <div className="refund-history" data-testid="refund-history">
      {refunds.map((refund) => (
        <RefundCard key={refund.refundNo} refund={refund} />
      ))}
    </div>
  );
}
