import { useState, type CSSProperties } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { consoleMoney } from '@fox/contracts';
import { failureText } from '../../kit';
import { findUser } from './money-queries';

type MoneyUser = consoleMoney.MoneyOrder['user'];

/** Names a user by public ID or phone number (exact); what is not found is said under the field. */
export function UserLookupForm({ onUser }: { onUser: (user: MoneyUser) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const search = async ({ account }: { account?: string }) => {
    const key = account?.trim() ?? '';
    setError(null);
    if (!key) {
      setError('请输入用户的公开 ID 或手机号');
      return;
    }
    setBusy(true);
    try {
      onUser(await findUser(key));
    } catch (caught) {
      setError(`用户「${key}」：${failureText(caught)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Form
        layout="inline"
        className="console-table__filters money-search"
        onFinish={(values: { account?: string }) => void search(values)}
        data-testid="user-lookup"
      >
        <Form.Item name="account" label="用户" style={{ '--filter-width': '240px' } as CSSProperties}>
          <Input allowClear maxLength={32} placeholder="公开 ID 或手机号" data-testid="user-lookup-account" />
        </Form.Item>
        <Form.Item className="console-table__filter-buttons">
          <Button
            type="primary"
            htmlType="submit"
            icon={<SearchOutlined />}
            loading={busy}
            data-testid="user-lookup-submit"
          >
            查询
          </Button>
        </Form.Item>
      </Form>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          className="money-search__error"
          data-testid="user-lookup-error"
        />
      ) : null}
    </>
  );
}
