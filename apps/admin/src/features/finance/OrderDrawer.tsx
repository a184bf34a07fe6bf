import { useState } from 'react';
import { Alert, Button, Divider, Space, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { consoleMoney as contract } from '@fox/contracts';
import { consoleMoney } from '@fox/contracts/client';
import { ChinaTime, DetailDrawer, failureText, useRefreshLists } from '../../kit';
import {
  boughtText,
  coins,
  MoneyUser,
  OrderStateTag,
  paySourceName,
  providerName,
  yuan,
} from './money-looks';
import { ledgerKey, orderKey, useMoneyOrder } from './money-queries';
import { RefundHistory } from './RefundHistory';
import { RefundPlanPanel, type RefundDone } from './RefundPlanPanel';

type Refund = contract.Refund;

const RESULT_LOOK = {
  processing: { type: 'info', title: '退款已提交，等待支付渠道确认' },
  succeeded: { type: 'success', title: '退款成功' },
  failed: { type: 'error', title: '退款失败' },
} as const;

/**
 * What the refund just made answered, in the server's words, under the refund's state now: a refund
 * answered 'processing' that the provider has settled since says so, with the answer it got then.
 */
function RefundResult({ done, now }: { done: RefundDone; now: Refund | undefined }) {
  const answered = done.refund.state;
  const state = now?.state ?? answered;
  return (
    <Alert
      type={RESULT_LOOK[state].type}
      showIcon
      closable
      title={RESULT_LOOK[state].title}
      description={state === answered ? done.message : `提交时的答复：${done.message}`}
      className="order-drawer__result"
      data-testid="refund-result"
      data-state={state}
    />
  );
}

/**
 * One order: what it bought, amounts, provider and transaction id, its times, its refunds, and 退款 with
 * the plan the server works out. 刷新 asks again, which also asks the provider about a refund in progress.
 */
export function OrderDrawer({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const detail = useMoneyOrder(orderNo);
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ orderNo: string; done: RefundDone } | null>(null);
  const order = detail.data?.order;

  const refreshLists = useRefreshLists();
  // The list behind the drawer and the buyer's balances follow what the refresh finds.
  const refresh = () =>
    void detail.refetch().then(() => {
      void refreshLists([consoleMoney.orders, consoleMoney.transfers]);
      if (order) void queryClient.invalidateQueries({ queryKey: ledgerKey(order.user.id) });
    });
  const refunded = (done: RefundDone) => {
    setResult({ orderNo: done.order.orderNo, done });
    void queryClient.invalidateQueries({ queryKey: orderKey(done.order.orderNo) });
    void queryClient.invalidateQueries({ queryKey: ledgerKey(done.order.user.id) });
  };

  const resultNow =
    result && detail.data?.refunds.find((refund) => refund.refundNo === result.done.refund.refundNo);

  return (
    <DetailDrawer
      open={orderNo !== null}
      title={orderNo ? `订单 ${orderNo}` : ''}
      onClose={onClose}
      width={760}
      loading={detail.isPending && orderNo !== null}
      error={detail.isError ? failureText(detail.error) : null}
      testId="order-drawer"
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={refresh}
          loading={detail.isFetching}
          data-testid="order-refresh"
        >
          刷新
        </Button>
      }
      items={
        order
          ? [
              {
                label: '订单号',
                value: <Typography.Text copyable>{order.orderNo}</Typography.Text>,
                span: 2,
              },
              {
                label: '状态',
                value: (
                  <span data-testid="order-state" data-state={order.state}>
                    <OrderStateTag state={order.state} />
                  </span>
                ),
              },
              {
                label: '用户',
                value: (
                  <Space size={4}>
                    <MoneyUser user={order.user} />
                    <Link to={`/ledger?userId=${order.user.id}`}>账本</Link>
                  </Space>
                ),
              },
              { label: '购买内容', value: boughtText(order.bought), span: 2 },
              {
                label: '订单金额',
                value: (
                  <span data-testid="order-amount">
                    {yuan(order.amount)}
                    {order.provider === 'coin' && order.bought.coin !== null ? (
                      <Typography.Text type="secondary">
                        （以 {coins(order.bought.coin)} 狐币支付）
                      </Typography.Text>
                    ) : null}
                  </span>
                ),
              },
              {
                label: '已退金额',
                value: (
                  <span data-testid="order-refunded">
                    {order.refundedAmount > 0 ? yuan(order.refundedAmount) : '—'}
                  </span>
                ),
              },
              { label: '支付渠道', value: providerName(order.provider) },
              { label: '订单来源', value: paySourceName(order.paySource) },
              {
                label: '渠道交易号',
                value: order.providerTxnId ? (
                  <Typography.Text copyable>{order.providerTxnId}</Typography.Text>
                ) : (
                  '—'
                ),
                span: 2,
              },
              { label: '创建时间', value: <ChinaTime value={order.createTime} /> },
              { label: '支付时间', value: <ChinaTime value={order.paidTime} /> },
              { label: '到账时间', value: <ChinaTime value={order.fulfilledTime} /> },
              { label: '关闭时间', value: <ChinaTime value={order.closedTime} /> },
            ]
          : []
      }
    >
      {order && detail.data ? (
        <div className="order-drawer">
          {result && result.orderNo === order.orderNo ? (
            <RefundResult done={result.done} now={resultNow ?? undefined} />
          ) : null}
          <Divider titlePlacement="start">退款</Divider>
          <RefundPlanPanel order={order} plan={detail.data.refundPlan} onRefunded={refunded} />
          <Divider titlePlacement="start">退款记录</Divider>
          <RefundHistory refunds={detail.data.refunds} />
        </div>
      ) : null}
    </DetailDrawer>
  );
}
