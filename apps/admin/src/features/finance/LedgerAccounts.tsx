import { Card, Empty, Skeleton, Statistic, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { accountName } from './money-looks';
import { useLedger } from './money-queries';

const ACCOUNT_HINTS = {
  wallet: '用户充值获得、解锁短剧花费的狐币',
  creatorRevenue: '用户作为创作者，其短剧被解锁所得的收入（收益分成之前的销售）',
  earnings: '短剧分成与商单结算的收益中，已过结算期、可以提现的部分',
  earningsPending: '短剧分成与商单结算的收益中，仍在结算期内的部分',
  earningsFrozen: '正在提现、等待打款结果的收益',
} as const;

/**
 * A user's ledger accounts as cards with their balances; a card picks the account whose transfers the
 * list below shows (全部账户 shows them all).
 */
export function LedgerAccounts({
  userId,
  selected,
  onSelect,
}: {
  userId: number;
  selected: number | null;
  onSelect: (accountId: number | null) => void;
}) {
  const ledger = useLedger(userId);
  if (ledger.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  // The bar above says what went wrong with the same answer.
  if (ledger.isError) return null;
  const { accounts } = ledger.data;
  if (accounts.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="该用户还没有账本账户（从未充值、也没有收入）。"
        data-testid="ledger-no-accounts"
      />
    );
  }
  return (
    <div className="ledger-accounts" data-testid="ledger-accounts">
      <Card
        size="small"
        hoverable
        className={`ledger-account ledger-account--all${selected === null ? ' ledger-account--selected' : ''}`}
        onClick={() => onSelect(null)}
        data-testid="ledger-account-all"
      >
        <Statistic title="全部账户" value={accounts.length} suffix="个" />
        <Typography.Text type="secondary">显示所有账户的转账</Typography.Text>
        {selected === null ? <CheckCircleFilled className="ledger-account__check" /> : null}
      </Card>
      {accounts.map((account) => (
        <Card
          key={account.id}
          size="small"
          hoverable
          className={`ledger-account${selected === account.id ? ' ledger-account--selected' : ''}`}
          onClick={() => onSelect(account.id)}
          data-testid={`ledger-account-${account.kind}-${account.currency}`}
          data-balance={account.balance}
        >
          <Statistic
            title={`${accountName(account.kind, account.currency)} · #${account.id}`}
            value={account.balance}
            precision={account.currency === 'cny' ? 2 : undefined}
            prefix={account.currency === 'cny' ? '¥' : undefined}
            suffix={account.currency === 'coin' ? '狐币' : undefined}
          />
          <Typography.Text type="secondary">{ACCOUNT_HINTS[account.kind]}</Typography.Text>
          {selected === account.id ? <CheckCircleFilled className="ledger-account__check" /> : null}
        </Card>
      ))}
    </div>
  );
}
