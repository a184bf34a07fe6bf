import { useState } from 'react';
import { Button, Modal, Spin } from 'antd';
import { LeftOutlined, RightOutlined, WalletOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { payments, wallet } from '@fox/contracts';
import { api } from '../../api';
import { EmptyState } from '../../ui';
import { CoinBills } from './CoinBills';
import { QrPayPanel } from './QrPayPanel';
import { RechargeTiles } from './RechargeTiles';
import { useTopUpDialog } from './top-up-store';
import { formatYuan, purchaseOf, type TopUpChoice, type TopUpPurchase } from './top-up-amount';
import {
  invalidateWallet,
  setCoinBalance,
  useCoinBalance,
  useRechargeRate,
  walletKeys,
} from './wallet-queries';
import './wallet.css';

/** The top-up dialog (spec 002 §2.9, §4.7), opened from the user menu; its content mounts only while open. */
export function TopUpDialog() {
  const { t } = useTranslation();
  const isOpen = useTopUpDialog((state) => state.isOpen);
  const close = useTopUpDialog((state) => state.close);

  return (
    <Modal
      open={isOpen}
      onCancel={close}
      title={t('topUp.title')}
      footer={null}
      centered
      width={560}
      destroyOnHidden
      modalRender={(node) => <div data-testid="top-up-dialog">{node}</div>}
    >
      {isOpen && <TopUpContent onDone={close} />}
    </Modal>
  );
}

/** Balance, packages, custom amount and the pay step; `onDone` closes the dialog after a paid top-up. */
export function TopUpContent({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const balance = useCoinBalance();
  const rate = useRechargeRate();
  const packages = useQuery({
    queryKey: walletKeys.packages,
    queryFn: () => api(wallet.rechargeList),
    select: (answer) => answer.data.slice(0, wallet.RECHARGE_PACKAGE_COUNT),
  });
  const [view, setView] = useState(() => useTopUpDialog.getState().view);
  const [choice, setChoice] = useState<TopUpChoice | null>(null);
  const [customYuan, setCustomYuan] = useState<number | null>(null);
  const [paying, setPaying] = useState<TopUpPurchase | null>(null);
  const purchase = purchaseOf(choice, packages.data ?? [], customYuan, rate);

  const placeOrder = (bought: TopUpPurchase) => () =>
    api(
      payments.ordersAdded,
      {
        payType: payments.PAY_TYPE.qr,
        paySource: payments.PAY_SOURCE.topUp,
        payChannel: payments.PAY_CHANNEL,
        amount: bought.yuan,
        ...(bought.packageId === undefined ? {} : { packageId: bought.packageId }),
      },
      // Spec 002 §4.8: the QR panel swallows fetch errors and offers a refresh instead.
      { silent: true },
    );

  const paid = (order: payments.Order) => {
    void message.success(t('wallet.paySucceeded'));
    setPaying(null);
    onDone();
    if (order.virtualCoin !== null) setCoinBalance(queryClient, order.virtualCoin);
    // rechargeVirtual credits the coins if the notification has not, and answers the balance.
    api(wallet.rechargeVirtual, { masterOrderNo: order.masterOrderNo }, { silent: true })
      .then((answer) => setCoinBalance(queryClient, answer.virtualCoin))
      .catch(() => undefined)
      .finally(() => void invalidateWallet(queryClient));
  };

  const balanceText =
    balance.data === undefined ? t('wallet.balanceUnknown') : wallet.formatCoin(balance.data);

  return (
    <div className="top-up" data-testid="top-up">
      <div className="top-up__balance">
        <WalletOutlined className="top-up__balance-icon" aria-hidden />
        <span className="top-up__balance-label">{t('wallet.balance')}</span>
        <strong className="top-up__balance-value" data-testid="top-up-balance">
          {balanceText}
        </strong>
        <Button
          type="link"
          size="small"
          className="top-up__switch"
          onClick={() => setView(view === 'topUp' ? 'bills' : 'topUp')}
          data-testid="top-up-switch"
        >
          {view === 'topUp' ? (
            <>
              {t('wallet.bills')} <RightOutlined />
            </>
          ) : (
            <>
              <LeftOutlined /> {t('wallet.backToTopUp')}
            </>
          )}
        </Button>
      </div>

      {view === 'bills' ? (
        <CoinBills />
      ) : packages.isPending ? (
        <div className="top-up__loading">
          <Spin />
        </div>
      ) : (
        <>
          {packages.data?.length === 0 && <EmptyState text={t('wallet.packagesEmpty')} />}
          <RechargeTiles
            packages={packages.data ?? []}
            choice={choice}
            onChoose={setChoice}
            customYuan={customYuan}
            onCustomYuan={(yuan) => {
              setCustomYuan(yuan);
              setChoice({ kind: 'custom' });
            }}
            rate={rate}
          />
          {rate !== undefined && <p className="top-up__rate">{t('wallet.rateHint', { rate })}</p>}
          <Button
            type="primary"
            size="large"
            block
            className="top-up__pay"
            disabled={purchase === null}
            onClick={() => setPaying(purchase)}
            data-testid="top-up-pay"
          >
            {purchase ? t('wallet.pay', { amount: formatYuan(purchase.yuan) }) : t('wallet.payDisabled')}
          </Button>
        </>
      )}

      <Modal
        open={paying !== null}
        onCancel={() => setPaying(null)}
        title={t('wallet.paymentTitle')}
        footer={null}
        centered
        width={400}
        destroyOnHidden
        modalRender={(node) => <div data-testid="payment-qr-dialog">{node}</div>}
      >
        {paying && (
          <QrPayPanel
            placeOrder={placeOrder(paying)}
            onPaid={paid}
            amountLabel={t('wallet.topUpAmount', {
              coin: wallet.formatCoin(paying.coin),
              amount: formatYuan(paying.yuan),
            })}
          />
        )}
      </Modal>
    </div>
  );
}
