import { Alert, Button, DatePicker, Descriptions, Empty, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { SyncOutlined } from '@ant-design/icons';
import type { finance } from '@fox/contracts';
import { useSearchParams } from 'react-router';
import { ChinaTime, failureText, PageSection } from '../../kit';
import { chinaDay, useReconcileNow, useReconcileRun } from './reconcile-queries';
import './finance.css';

type Run = finance.ReconcileRun;
type MismatchRow = Run['mismatches'][number];

/** Each kind of mismatch in the operator's words: which side lacks the line, or what differs. */
export const MISMATCH_NAMES: Record<MismatchRow['kind'], string> = {
  orderMissingAtProvider: '订单：渠道无记录',
  orderMissingInLedger: '订单：账本无记录',
  orderAmount: '订单：金额不一致',
  refundMissingAtProvider: '退款：渠道无记录',
  refundMissingInLedger: '退款：账本无记录',
  refundAmount: '退款：金额不一致',
  payoutMissingAtProvider: '提现：渠道无记录',
  payoutMissingInLedger: '提现：账本无记录',
  payoutAmount: '提现：金额不一致',
  payoutState: '提现：状态不一致',
};

const yuan = (value: number | null) => (value === null ? '—' : `¥${value.toFixed(2)}`);

const columns: ColumnsType<MismatchRow> = [
  {
    title: '类型',
    dataIndex: 'kind',
    width: 170,
    render: (kind: MismatchRow['kind']) => <Tag color="error">{MISMATCH_NAMES[kind]}</Tag>,
  },
  {
    title: '单号',
    dataIndex: 'ref',
    width: 270,
    render: (ref: string) => <span className="money-order-no">{ref}</span>,
  },
  { title: '账本', dataIndex: 'ledger', align: 'right', width: 110, render: yuan },
  { title: '渠道', dataIndex: 'provider', align: 'right', width: 110, render: yuan },
  { title: '说明', dataIndex: 'note', ellipsis: true },
];

function RunFigures({ run }: { run: Run }) {
  return (
    <Descriptions size="small" column={5} data-testid="reconcile-figures">
      <Descriptions.Item label="对账时间">
        <ChinaTime value={run.startTime} />
      </Descriptions.Item>
      <Descriptions.Item label="订单">{run.orders}</Descriptions.Item>
      <Descriptions.Item label="退款">{run.refunds}</Descriptions.Item>
      <Descriptions.Item label="提现">{run.payouts}</Descriptions.Item>
      <Descriptions.Item label="差异">
        <Typography.Text type={run.mismatchCount > 0 ? 'danger' : 'success'} strong>
          {run.mismatchCount}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * 对账: one China-time day (yesterday unless chosen) of the ledger against the payment and payout
 * providers' records: the last run's figures and every mismatch it found, and 立即对账 to check the day
 * again. Reconciling only reads and records; it never moves money.
 */
export function ReconcilePage() {
  const [params, setParams] = useSearchParams();
  const today = chinaDay(Date.now());
  const day = /^\d{4}-\d{2}-\d{2}$/.test(params.get('day') ?? '')
    ? params.get('day')!
    : chinaDay(Date.now(), -1);
  const run = useReconcileRun(day);
  const now = useReconcileNow(day);
  const shown = run.data?.run ?? null;
  return (
    <PageSection>
      <Space className="reconcile__bar" wrap>
        <DatePicker
          allowClear={false}
          value={dayjs(day)}
          disabledDate={(date) => date.format('YYYY-MM-DD') > today}
          onChange={(date) => {
            if (date) setParams({ day: date.format('YYYY-MM-DD') });
            now.reset();
          }}
          data-testid="reconcile-day"
        />
        <Button
          type="primary"
          icon={<SyncOutlined />}
          loading={now.isPending}
          onClick={() => now.mutate()}
          data-testid="reconcile-now"
        >
          立即对账
        </Button>
        <Typography.Text type="secondary">
          对账只核对账本与支付渠道、提现渠道的记录，不会改动任何资金；每日凌晨 2 点后自动核对前一天。
        </Typography.Text>
      </Space>
      {now.isError ? (
        <Alert type="error" showIcon title={failureText(now.error)} data-testid="reconcile-failure" />
      ) : null}
      {run.isError ? <Alert type="error" showIcon title={failureText(run.error)} /> : null}
      {shown ? (
        <>
          <RunFigures run={shown} />
          {shown.mismatchCount > shown.mismatches.length ? (
            <Alert
              type="warning"
              showIcon
              title={`共 ${shown.mismatchCount} 条差异，这里列出前 ${shown.mismatches.length} 条；全部差异可用命令行 npm run reconcile 查看。`}
            />
          ) : null}
          <Table
            rowKey={(row) => `${row.kind}-${row.ref}`}
            columns={columns}
            dataSource={shown.mismatches}
            pagination={false}
            size="middle"
            locale={{ emptyText: <Empty description="账本与渠道记录一致，没有差异" /> }}
            data-testid="reconcile-mismatches"
          />
        </>
      ) : run.isSuccess ? (
        <Empty description={`${day} 尚未对账`} data-testid="reconcile-never" />
      ) : null}
    </PageSection>
  );
}
