import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { consoleMoney as contract } from '@fox/contracts';
import { consoleMoney } from '@fox/contracts/client';
import { Link } from 'react-router';
import { ConsoleTable, PageSection } from '../../kit';
import { boughtText, coins, MoneyUser, OrderStateTag, providerName, yuan } from './money-looks';
import { useMoneyAddress } from './money-queries';
import { MoneyUserBar } from './MoneyUserBar';
import { OrderDrawer } from './OrderDrawer';
import { OrderSearchForm } from './OrderSearchForm';
import './finance.css';

type MoneyOrder = contract.MoneyOrder;

// Sized to fit a 1366 px screen without scrolling: the refunded amount sits under the amount, the
// payment's times are in the drawer, long titles end in an ellipsis (whole on hover).
const columns: ColumnsType<MoneyOrder> = [
  {
    title: '订单号',
    dataIndex: 'orderNo',
    width: 224,
    render: (orderNo: string) => <Typography.Text className="money-order-no">{orderNo}</Typography.Text>,
  },
  {
    title: '用户',
    key: 'user',
    width: 136,
    render: (_value, order) => <MoneyUser user={order.user} />,
  },
  {
    title: '购买内容',
    key: 'bought',
    width: 168,
    render: (_value, order) => {
      const text = boughtText(order.bought);
      return (
        <span className="money-bought" title={text}>
          {text}
        </span>
      );
    },
  },
  {
    title: '金额',
    dataIndex: 'amount',
    align: 'right',
    width: 110,
    render: (_value, order) => (
      <span className="money-amount">
        {yuan(order.amount)}
        {order.refundedAmount > 0 ? (
          <Typography.Text type="danger" className="money-amount__note">
            已退 {yuan(order.refundedAmount)}
          </Typography.Text>
        ) : order.provider === 'coin' && order.bought.coin !== null ? (
          <Typography.Text type="secondary" className="money-amount__note">
            {coins(order.bought.coin)} 狐币
          </Typography.Text>
        ) : null}
      </span>
    ),
  },
  {
    title: '状态',
    dataIndex: 'state',
    width: 88,
    render: (state: MoneyOrder['state']) => <OrderStateTag state={state} />,
  },
  { title: '支付渠道', dataIndex: 'provider', width: 88, render: providerName },
  {
    title: '创建时间',
    dataIndex: 'createTime',
    width: 112,
    // Date over time: the list stays within a 1366 px screen.
    render: (time: string) => (
      <span className="money-time" title="北京时间（UTC+8）">
        <span>{time.slice(0, 10)}</span>
        <Typography.Text type="secondary">{time.slice(11)}</Typography.Text>
      </span>
    ),
  },
  {
    title: '',
    key: 'open',
    width: 56,
    fixed: 'right',
    render: () => <Typography.Link>详情</Typography.Link>,
  },
];

/**
 * 订单查询: every order newest first, or one user's (named by public ID or phone), paged by key; an order
 * number opens the order at once. A row opens its drawer: what it bought, amounts, provider, times,
 * refunds, and 退款.
 */
export function OrderSearchPage() {
  const { userId, orderNo, update } = useMoneyAddress();
  return (
    <>
      <PageSection>
        <OrderSearchForm
          onUser={(user) => update({ userId: user.id })}
          onOrder={(found) => update({ orderNo: found })}
          onReset={() => update({ userId: null, orderNo: null })}
        />
        {userId !== null ? (
          <MoneyUserBar
            userId={userId}
            clearText="查看全部订单"
            onClear={() => update({ userId: null })}
            links={<Link to={`/ledger?userId=${userId}`}>查看账本</Link>}
          />
        ) : null}
        <ConsoleTable
          endpoint={consoleMoney.orders}
          columns={columns}
          params={userId === null ? {} : { userId }}
          total="more"
          onOpen={(order) => update({ orderNo: order.orderNo })}
          testId="money-orders"
        />
      </PageSection>
      <OrderDrawer orderNo={orderNo} onClose={() => update({ orderNo: null })} />
    </>
  );
}
