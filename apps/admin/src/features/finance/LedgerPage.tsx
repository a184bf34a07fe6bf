import type { MouseEvent } from 'react';
import { Empty, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { consoleMoney } from '@fox/contracts/client';
import { Link } from 'react-router';
import { ChinaTime, ConsoleTable, PageSection, type RowOf } from '../../kit';
import { LedgerAccounts } from './LedgerAccounts';
import { accountName, counterpartName, money, transferKindName } from './money-looks';
import { orderHref, useMoneyAddress } from './money-queries';
import { MoneyUserBar } from './MoneyUserBar';
import { UserLookupForm } from './UserLookupForm';
import './finance.css';

type Transfer = RowOf<typeof consoleMoney.transfers>;

/** The order a transfer belongs to, and its refund when it is one's: each opens the order. */
function RelatedNumbers({ transfer }: { transfer: Transfer }) {
  if (!transfer.orderNo) return <Typography.Text type="secondary">—</Typography.Text>;
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <span className="ledger-related">
      <Link to={orderHref(transfer.orderNo)} className="money-order-no" onClick={stop}>
        {transfer.orderNo}
      </Link>
      {transfer.refundNo ? (
        <Link
          to={orderHref(transfer.orderNo)}
          className="money-order-no ledger-related__refund"
          onClick={stop}
        >
          退款 {transfer.refundNo}
        </Link>
      ) : null}
    </span>
  );
}

// Sized to fit a 1366 px screen: the order and refund numbers share a column.
const columns: ColumnsType<Transfer> = [
  {
    title: '时间',
    dataIndex: 'createTime',
    width: 165,
    render: (time: string) => <ChinaTime value={time} />,
  },
  {
    title: '账户',
    key: 'account',
    width: 130,
    render: (_value, transfer) => accountName(transfer.accountKind, transfer.currency),
  },
  {
    title: '变动',
    dataIndex: 'amount',
    align: 'right',
    width: 120,
    render: (_value, transfer) => (
      <span className={transfer.amount < 0 ? 'money-delta money-delta--out' : 'money-delta money-delta--in'}>
        {money(transfer.amount, transfer.currency, true)}
      </span>
    ),
  },
  { title: '类型', dataIndex: 'kind', width: 90, render: transferKindName },
  { title: '用途', dataIndex: 'purpose', ellipsis: true },
  { title: '对方账户', dataIndex: 'counterpart', width: 96, render: counterpartName },
  {
    title: '关联订单 / 退款',
    key: 'related',
    width: 250,
    render: (_value, transfer) => <RelatedNumbers transfer={transfer} />,
  },
];

/**
 * 账本: a user's ledger accounts with their balances, and every transfer in or out of them, newest first,
 * each with what it was for and the order or refund it belongs to (a link opens the order).
 */
export function LedgerPage() {
  const { userId, accountId, update } = useMoneyAddress();
  return (
    <PageSection>
      <UserLookupForm onUser={(user) => update({ userId: user.id, accountId: null })} />
      {userId === null ? (
        <Empty
          className="money-empty"
          description="输入用户的公开 ID 或手机号，查看其狐币钱包、创作者收入和每一笔转账。"
          data-testid="ledger-empty"
        />
      ) : (
        <>
          <MoneyUserBar
            userId={userId}
            balances={false}
            clearText="清除"
            onClear={() => update({ userId: null, accountId: null })}
            links={<Link to={`/orders?userId=${userId}`}>查看订单</Link>}
          />
          <LedgerAccounts userId={userId} selected={accountId} onSelect={(id) => update({ accountId: id })} />
          <Typography.Title level={5} className="ledger__title">
            转账记录
          </Typography.Title>
          <ConsoleTable
            endpoint={consoleMoney.transfers}
            columns={columns}
            params={accountId === null ? { userId } : { userId, accountId }}
            total="more"
            testId="ledger-transfers"
          />
        </>
      )}
    </PageSection>
  );
}
