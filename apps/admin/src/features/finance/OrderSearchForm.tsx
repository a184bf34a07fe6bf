import { useState, type CSSProperties } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { consoleMoney } from '@fox/contracts';
import { failureText } from '../../kit';
import { findUser, orderQuery } from './money-queries';

type MoneyUser = consoleMoney.MoneyOrder['user'];

const width = (px: number) => ({ '--filter-width': `${px}px` }) as CSSProperties;

/**
 * The order page's search: an order number (exact) opens that order; a user, named by public ID or phone
 * number, narrows the list to their orders. What is not found is said under the fields.
 */
export function OrderSearchForm({
  onUser,
  onOrder,
  onReset,
}: {
  onUser: (user: MoneyUser) => void;
  onOrder: (orderNo: string) => void;
  onReset: () => void;
}) {
  const [form] = Form.useForm<{ orderNo?: string; account?: string }>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const search = async (values: { orderNo?: string; account?: string }) => {
    const orderNo = values.orderNo?.trim() ?? '';
    const account = values.account?.trim() ?? '';
    setError(null);
    if (!orderNo && !account) {
      onReset();
      return;
    }
    setBusy(true);
    try {
      if (account) {
        try {
          onUser(await findUser(account));
        } catch (caught) {
          setError(`用户「${account}」：${failureText(caught)}`);
          return;
        }
      }
      if (orderNo) {
        try {
          await queryClient.fetchQuery(orderQuery(orderNo));
          onOrder(orderNo);
        } catch (caught) {
          setError(`订单「${orderNo}」：${failureText(caught)}`);
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Form
        form={form}
        layout="inline"
        className="console-table__filters money-search"
        onFinish={(values) => void search(values)}
        data-testid="order-search"
      >
        <Form.Item name="orderNo" label="订单号" style={width(260)}>
          <Input
            allowClear
            maxLength={64}
            placeholder="完整订单号，直接打开订单"
            data-testid="order-search-no"
          />
        </Form.Item>
        <Form.Item name="account" label="用户" style={width(220)}>
          <Input allowClear maxLength={32} placeholder="公开 ID 或手机号" data-testid="order-search-user" />
        </Form.Item>
        <Form.Item className="console-table__filter-buttons">
          <Button
            type="primary"
            htmlType="submit"
            icon={<SearchOutlined />}
            loading={busy}
            data-testid="order-search-submit"
          >
            查询
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              setError(null);
              onReset();
            }}
            data-testid="order-search-reset"
          >
            重置
          </Button>
        </Form.Item>
      </Form>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          className="money-search__error"
          data-testid="order-search-error"
        />
      ) : null}
    </>
  );
}
