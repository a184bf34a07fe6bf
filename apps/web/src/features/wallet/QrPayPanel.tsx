import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, QRCode, Spin } from 'antd';
import { ReloadOutlined, WechatOutlined } from '@ant-design/icons';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { payments } from '@fox/contracts';
import { api } from '../../api';
import { instantOf } from '../../ui/answer-time';
import { useConfirmDialog } from '../../ui/use-confirm-dialog';
import { formatRemaining, useCountdown } from './use-countdown';
import './wallet.css';

/** Spec 002 §4.8: the QR never spins longer than this, whatever the network does. */
export const QR_LOADING_LIMIT_MS = 3000;
/** How often an open order is asked about while its code is shown. */
export const ORDER_POLL_MS = 2000;

export interface QrPayPanelProps {
  /** Places the order whose code is shown; called on mount and again when a closed code is refreshed. */
  placeOrder: () => Promise<payments.Order>;
  /** Called once, with the fulfilled order. */
  onPaid: (order: payments.Order) => void;
  /** What is being paid, shown above the code. */
  amountLabel?: ReactNode;
}

/**
 * The payment QR (spec 002 §2.9, §4.8): places the order, shows its code, polls it until it is fulfilled
 * and lets the payer refresh the code or say they have paid. Failures to fetch are swallowed: the code
 * area then offers a refresh instead of an error.
 */
export function QrPayPanel({ placeOrder, onPaid, amountLabel }: QrPayPanelProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const [order, setOrder] = useState<payments.Order | null>(null);
  const [pending, setPending] = useState(true);
  const [slow, setSlow] = useState(false);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Only the newest fetch may set the order, so a slow first order cannot replace a refreshed one.
  const attempt = useRef(0);
  const alive = useRef(true);
  const paidOrder = useRef<string | null>(null);
  const placeOrderRef = useRef(placeOrder);
  const onPaidRef = useRef(onPaid);
  // The latest callbacks are read at call time, so a parent re-rendering never restarts the order.
  useLayoutEffect(() => {
    placeOrderRef.current = placeOrder;
    onPaidRef.current = onPaid;
  });

  const settle = useCallback((next: payments.Order) => {
    if (!alive.current) return;
    setOrder(next);
    if (next.state === 'fulfilled' && paidOrder.current !== next.masterOrderNo) {
      paidOrder.current = next.masterOrderNo;
      onPaidRef.current(next);
    }
  }, []);

  const load = useCallback(
    (fetchOrder: () => Promise<payments.Order>) => {
      const current = ++attempt.current;
      setPending(true);
      setSlow(false);
      setFailed(false);
      const limit = setTimeout(() => {
        if (alive.current && attempt.current === current) setSlow(true);
      }, QR_LOADING_LIMIT_MS);
      fetchOrder()
        .then((next) => {
          if (attempt.current === current) settle(next);
        })
        .catch(() => {
          if (alive.current && attempt.current === current) setFailed(true);
        })
        .finally(() => {
          clearTimeout(limit);
          if (alive.current && attempt.current === current) setPending(false);
        });
    },
    [settle],
  );

  // One order per mount; the ref survives StrictMode's rehearsal unmount, so no second order is placed.
  const placed = useRef(false);
  useEffect(() => {
    alive.current = true;
    if (!placed.current) {
      placed.current = true;
      load(() => placeOrderRef.current());
    }
    return () => {
      alive.current = false;
    };
  }, [load]);

  const masterOrderNo = order?.masterOrderNo;
  const open = order !== null && (order.state === 'created' || order.state === 'paid');
  useEffect(() => {
    if (!open || !masterOrderNo) return;
    const timer = setInterval(() => {
      api(payments.orderState, { masterOrderNo }, { silent: true })
        .then((next) => {
          if (next.masterOrderNo === masterOrderNo) settle(next);
        })
        .catch(() => undefined);
    }, ORDER_POLL_MS);
    return () => clearInterval(timer);
  }, [open, masterOrderNo, settle]);

  const remaining = useCountdown(open && order?.expireTime ? instantOf(order.expireTime) : null);
  const expired = order?.state === 'closed' || (open && remaining === 0);

  const refresh = () => {
    const current = order;
    if (!current || current.state === 'closed' || expired) {
      load(() => placeOrderRef.current());
      return;
    }
    load(async () => {
      const refreshed = await api(
        payments.payment,
        {
          payType: payments.PAY_TYPE.qr,
          paySource: current.paySource,
          masterOrderNo: current.masterOrderNo,
          payChannel: payments.PAY_CHANNEL,
        },
        { silent: true },
      );
      return refreshed.state === 'closed' ? placeOrderRef.current() : refreshed;
    });
  };

  const confirmPaid = async () => {
    if (!order || confirming) return;
    const sure = await confirm({ title: t('wallet.paidConfirm'), testId: 'pay-confirm' });
    if (!sure) return;
    setConfirming(true);
    try {
      const checked = await api(payments.confirmOrder, { masterOrderNo: order.masterOrderNo });
      settle(checked);
      if (checked.state !== 'fulfilled') void message.info(t('wallet.notArrived'));
    } catch {
      // The request layer already showed why.
    } finally {
      if (alive.current) setConfirming(false);
    }
  };

  const loading = pending && !slow;
  const unavailable = !loading && (failed || (pending && slow) || !order?.codeUrl);
  const status = loading ? 'loading' : expired || unavailable ? 'expired' : 'active';

  return (
    <div className="qr-pay" data-testid="qr-pay-panel">
      {amountLabel !== undefined && <div className="qr-pay__amount">{amountLabel}</div>}
      <div className="qr-pay__code">
        <QRCode
          value={order?.codeUrl ?? 'about:blank'}
          size={payments.QR_SIZE}
          // SVG stays sharp on high-density screens and when the page is zoomed.
          type="svg"
          status={status}
          bordered={false}
          statusRender={({ status: shown }) =>
            shown === 'loading' ? (
              <Spin />
            ) : (
              <div className="qr-pay__overlay" data-testid="qr-pay-overlay">
                <p>{expired ? t('wallet.expired') : t('wallet.loadFailed')}</p>
                <Button type="link" icon={<ReloadOutlined />} onClick={refresh} data-testid="qr-pay-refresh">
                  {t('wallet.refresh')}
                </Button>
              </div>
            )
          }
        />
      </div>
      <p className="qr-pay__hint">
        <WechatOutlined className="qr-pay__wechat" aria-hidden /> {t('wallet.scanHint')}
      </p>
      <div className="qr-pay__meta">
        {status === 'active' && remaining !== null && (
          <span data-testid="qr-pay-expiry">
            {t('wallet.expiresIn', { time: formatRemaining(remaining) })}
          </span>
        )}
        {status === 'active' && order?.codeUrl && (
          <a href={order.codeUrl} target="_blank" rel="noopener noreferrer" data-testid="qr-pay-link">
            {t('wallet.openPayPage')}
          </a>
        )}
        {status === 'active' && (
          <Button type="link" size="small" icon={<ReloadOutlined />} onClick={refresh}>
            {t('wallet.refresh')}
          </Button>
        )}
      </div>
      <Button
        type="primary"
        block
        size="large"
        disabled={!open || expired}
        loading={confirming}
        onClick={() => void confirmPaid()}
        data-testid="qr-pay-done"
      >
        {t('wallet.paid')}
      </Button>
    </div>
  );
}
