import { useState } from 'react';
import { Alert, Button, Divider, Space, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
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

/** What the refund just made answered: the server's own words. */
function RefundResult({ done }: { done: RefundDone }) {
  const state = done.refund.state;
  return (
    <Alert
      type={state === 'succeeded' ? 'success' : state === 'failed' ? 'error' : 'info'}
      showIcon
      closable
      title={state === 'succeeded' ? '退款成功' : state === 'failed' ? '退款失败' : '退款已提交'}
      description={done.message}
      className="order-drawer__result"
      data-testid="refund-result"
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

  // The answer of the refund just made, while the order still says what it said: once the provider
  // settled it, the refund's own card tells the outcome.
  const settledSince =
    result && detail.data?.refunds.find((refund) => refund.refundNo === result.done.refund.refundNo);
  const showResult =
    result !== null &&
    order?.orderNo === result.orderNo &&
    (!settledSince || settledSince.state === result.done.refund.state);

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
          {showResult ? <RefundResult done={result!.done} /> : null}
          <Divider titlePlacement="start">退款</Divider>
          <RefundPlanPanel order={order} plan={detail.data.refundPlan} onRefunded={refunded} />
          <Divider titlePlacement="start">退款记录</Divider>
          <RefundHistory refunds={detail.data.refunds} />
        </div>
      ) : null}
    </DetailDrawer>
  );
}
