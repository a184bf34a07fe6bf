import type { HTMLAttributes } from 'react';
import { Table } from 'antd';
import type { EndpointResult, finance } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { yuanText } from './finance-format';

type TransferLine = EndpointResult<typeof finance.record>['transfers'][number];

/** Every ledger transfer behind a record, its accounts named in the viewer's words: proof of the money. */
export function TransferTable({ transfers }: { transfers: TransferLine[] }) {
  const { t } = useTranslation();
  return (
    <section className="finance-transfers" data-testid="detail-transfers">
      <h2 className="finance-section-head__title">{t('finance.detail.transfers')}</h2>
      <Table<TransferLine>
        rowKey="id"
        size="medium"
        pagination={false}
        dataSource={transfers}
        locale={{ emptyText: t('finance.detail.transfersEmpty') }}
        scroll={{ x: 640 }}
        onRow={() => ({ 'data-testid': 'transfer-row' }) as HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'label', title: t('finance.detail.label'), dataIndex: 'label' },
          { key: 'from', title: t('finance.detail.from'), dataIndex: 'from' },
          { key: 'to', title: t('finance.detail.to'), dataIndex: 'to' },
          {
            key: 'amount',
            title: t('finance.detail.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (amount: number) => (
              <span className="finance-transfers__amount">¥{yuanText(amount)}</span>
            ),
          },
          { key: 'time', title: t('finance.detail.time'), dataIndex: 'createTime', width: 180 },
        ]}
      />
    </section>
  );
}
