import { useState } from 'react';
import { Spin } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from '../../i18n/use-translation';
import { wallet } from '@fox/contracts';
import { api } from '../../api';
import { EmptyState, Pagination } from '../../ui';
import { instantOf } from '../../ui/answer-time';
import { walletKeys } from './wallet-queries';

/** The statement shows ten lines a page unless the reader picks another size. */
export const BILL_PAGE_SIZE = 10;

const timeOf = (time: string) => dayjs(instantOf(time)).format('YYYY-MM-DD HH:mm');

/** The viewer's coin statement, newest first: top-ups in, drama unlocks out, income in. */
export function CoinBills() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(BILL_PAGE_SIZE);
  const bills = useQuery({
    queryKey: [...walletKeys.bills(pageNum), pageSize],
    queryFn: () => api(wallet.billPage, { pageNum, pageSize }),
    // The old page stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

  if (bills.isPending) {
    return (
      <div className="top-up__loading">
        <Spin />
      </div>
    );
  }
  const rows = bills.data?.data ?? [];
  if (rows.length === 0) return <EmptyState text={t('wallet.billsEmpty')} data-testid="coin-bills-empty" />;

  return (
    <div className="coin-bills" data-testid="coin-bills">
      <ul className="coin-bills__list">
        {rows.map((bill) => (
          <li key={bill.id} className="coin-bills__row">
            <div className="coin-bills__what">
              <span className="coin-bills__title">{bill.title || t(`wallet.billKind.${bill.kind}`)}</span>
              <span className="coin-bills__time">
                {t(`wallet.billKind.${bill.kind}`)} · {timeOf(bill.createTime)}
              </span>
            </div>
            <span className={`coin-bills__coin${bill.coin < 0 ? ' coin-bills__coin--out' : ''}`}>
              {bill.coin > 0 ? '+' : ''}
              {wallet.formatCoin(bill.coin)}
            </span>
          </li>
        ))}
      </ul>
      <Pagination
        className="coin-bills__pager"
        current={pageNum}
        total={bills.data?.total ?? 0}
        pageSize={pageSize}
        onChange={(page, size) => {
          setPageNum(size === pageSize ? page : 1);
          setPageSize(size);
        }}
      />
    </div>
  );
}
