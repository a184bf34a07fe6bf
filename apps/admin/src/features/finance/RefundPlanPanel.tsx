import { Alert, Button, Descriptions, Typography } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import type { consoleMoney as contract, EndpointData } from '@fox/contracts';
import { consoleMoney } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import { ConfirmAction } from '../../kit';
import { coins, episodesText, yuan } from './money-looks';

type Plan = EndpointData<typeof contract.order>['refundPlan'];
export type RefundDone = EndpointData<typeof contract.refundOrder>;

/** The plan's figures under its message: what goes back to whom, and what the buyer keeps. */
function planItems(plan: Plan, order: contract.MoneyOrder) {
  const items = [
    { key: 'amount', label: '退款金额', children: `${yuan(plan.amount)}（原付 ${yuan(order.amount)}）` },
  ];
  if (plan.coin !== null)
    items.push({ key: 'coin', label: '扣回狐币', children: `${coins(plan.coin)} 狐币` });
  if (plan.spentCoin !== null) {
    items.push({ key: 'spent', label: '已使用狐币（不退）', children: `${coins(plan.spentCoin)} 狐币` });
  }
  if (order.bought.kind === 'episodes') {
    items.push({ key: 'episodes', label: '收回剧集', children: episodesText(plan.episodes) });
    items.push({
      key: 'watched',
      label: '买家观看进度',
      children: plan.lastWatched === null ? '尚未观看' : `看到第 ${plan.lastWatched} 集`,
    });
  }
  return items;
}

/**
 * 退款: what the server's refund rules would do with this order now (coins spent are not refunded, a
 * drama order's episodes are taken back), shown before the operator confirms with a reason; or why the
 * order cannot be refunded. The refund itself goes to the payment provider and may come back processing.
 */
export function RefundPlanPanel({
  order,
  plan,
  onRefunded,
}: {
  order: contract.MoneyOrder;
  plan: Plan;
  onRefunded: (done: RefundDone) => void;
}) {
  if (!plan.refundable) {
    return (
      <Alert
        type="info"
        showIcon
        title="当前不可退款"
        description={plan.message}
        data-testid="refund-plan-refused"
      />
    );
  }
  return (
    <div className="refund-plan" data-testid="refund-plan">
      <Alert
        type="warning"
        showIcon
        title="退款方案"
        description={plan.message}
        data-testid="refund-plan-message"
      />
      <Descriptions size="small" column={2} items={planItems(plan, order)} className="refund-plan__items" />
      <div className="refund-plan__actions">
        <Typography.Text type="secondary">
          退款经{order.provider === 'wechat' ? '微信支付' : '支付渠道'}原路退回，每笔订单只能退款一次。
        </Typography.Text>
        <ConfirmAction
          title={`确认退款 ${yuan(plan.amount)}？`}
          description={
            <div data-testid="refund-confirm-plan">
              <Typography.Paragraph>
                订单 <Typography.Text code>{order.orderNo}</Typography.Text>
              </Typography.Paragraph>
              <Typography.Paragraph className="refund-plan__confirm-message">
                {plan.message}
              </Typography.Paragraph>
            </div>
          }
          irreversible
          okText="确认退款"
          reasonHint="原因会告知买家，并提交给支付渠道。"
          action={async ({ reason }) => {
            onRefunded(
              await api(consoleMoney.refundOrder, { orderNo: order.orderNo, reason }, { silent: true }),
            );
          }}
          invalidates={[consoleMoney.orders, consoleMoney.transfers]}
          successText="退款已提交"
          testId="refund-confirm"
        >
          <Button type="primary" danger icon={<RollbackOutlined />} data-testid="refund-open">
            退款
          </Button>
        </ConfirmAction>
      </div>
    </div>
  );
}
