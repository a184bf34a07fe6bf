import type { ReactNode } from 'react';
import { Alert, Avatar, Button, Skeleton, Space, Tag, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { failureText } from '../../kit';
import { accountName, money } from './money-looks';
import { useLedger } from './money-queries';

/**
 * The user a money page is showing: nickname, public ID and internal id, with their balances read from
 * their ledger, and the page's links for them (their orders, their ledger) and a way back to everyone.
 */
export function MoneyUserBar({
  userId,
  links,
  onClear,
  clearText = '清除',
  balances = true,
}: {
  userId: number;
  /** Its balances as tags (a page that shows the accounts itself leaves them out). */
  balances?: boolean;
  links?: ReactNode;
  onClear: () => void;
  clearText?: string;
}) {
  const ledger = useLedger(userId);
  if (ledger.isPending) {
    return <Skeleton.Input active block className="money-user-bar money-user-bar--loading" />;
  }
  if (ledger.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={`用户 #${userId}：${failureText(ledger.error)}`}
        action={
          <Button size="small" onClick={onClear}>
            {clearText}
          </Button>
        }
        className="money-user-bar"
        data-testid="money-user-error"
      />
    );
  }
  const { user, accounts } = ledger.data;
  return (
    <div className="money-user-bar" data-testid="money-user-bar">
      <Space size={12} wrap>
        <Avatar icon={<UserOutlined />} className="money-user-bar__avatar" />
        <span className="money-user-bar__name" data-testid="money-user-name">
          {user.nickName || '（无昵称）'}
        </span>
        <Typography.Text type="secondary">
          公开 ID <Typography.Text copyable>{user.userName}</Typography.Text>
        </Typography.Text>
        <Typography.Text type="secondary">内部 ID {user.id}</Typography.Text>
        {!balances ? null : accounts.length === 0 ? (
          <Tag>尚无账户</Tag>
        ) : (
          accounts.map((account) => (
            <Tag key={account.id} color={account.kind === 'wallet' ? 'gold' : 'blue'}>
              {accountName(account.kind, account.currency)} {money(account.balance, account.currency)}
            </Tag>
          ))
        )}
      </Space>
      <Space size={4} wrap>
        {links}
        <Button type="link" onClick={onClear} data-testid="money-user-clear">
          {clearText}
        </Button>
      </Space>
    </div>
  );
}
