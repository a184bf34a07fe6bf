import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { payments, type dramas } from '@fox/contracts';
import { api } from '../../api';
import { CoinBalanceCheck, QrPayPanel, invalidateWallet, useCoinBalance, useRechargeRate } from '../wallet';
import {
  coinOrderOf,
  coversPrice,
  formatCoinsOfCents,
  formatYuan,
  isTakenDown,
  optionPriceCents,
  PAY_AGREEMENT_URL,
  qrOrderOf,
  type PayWay,
  type PriceIndex,
} from './drama-rules';
import { PayWays, PriceOptions } from './PayOptions';
import './pay-dialog.css';

export interface PayDialogProps {
  open: boolean;
  drama: dramas.Drama;
  /** The locked episode the viewer asked to watch. */
  episode: dramas.Episode | null;
  /** Episodes of the drama still locked, this one included. */
  lockedCount: number;
  onClose: () => void;
  /** The purchase went through: the player plays this episode. */
  onUnlocked: (episodeNumber: number) => void;
}

/**
 * The pay dialog (spec 000 §4): buy this episode (priceIndex 1) or every episode still locked (2), with fox
 * coins (pay way 0) or by QR code (1). A coin payment reads 'paying' until, 3 s after the charge, it says
 * it succeeded and hands the episode back to the player.
 */
export function PayDialog(props: PayDialogProps) {
  const { open, drama, lockedCount, onClose, onUnlocked } = props;
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const rate = useRechargeRate();
  const balance = useCoinBalance().data;
  const [priceIndex, setPriceIndex] = useState<PriceIndex>(1);
  const [payWay, setPayWay] = useState<PayWay>(0);
  const [paying, setPaying] = useState(false);
  const successTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The dialog keeps showing its episode while it fades out after the player let go of it.
  const [episode, setEpisode] = useState(props.episode);
  if (props.episode && props.episode !== episode) setEpisode(props.episode);
  // Each opening starts from this episode, paid with coins.
  const openedFor = open && props.episode ? props.episode.id : null;
  const [seenOpenedFor, setSeenOpenedFor] = useState<number | null>(null);
  if (openedFor !== seenOpenedFor) {
    setSeenOpenedFor(openedFor);
    setPriceIndex(1);
    setPayWay(0);
    setPaying(false);
  }

  useEffect(() => () => clearTimeout(successTimer.current), []);

  const takenDown = isTakenDown(drama);
  const canBuyWhole = lockedCount > 1;
  const chosen: PriceIndex = canBuyWhole ? priceIndex : 1;
  const priceCents = optionPriceCents(drama, chosen, lockedCount);
  const enough = rate !== undefined && balance !== undefined && coversPrice(balance, priceCents, rate);
  const short = rate !== undefined && balance !== undefined && !enough;

  const priceText = (cents: number) => {
    if (payWay === 1) return t('dramas.yuan', { price: formatYuan(payments.yuanOf(cents)) });
    if (rate === undefined) return t('dramas.coinsUnknown');
    return t('dramas.coins', { coins: formatCoinsOfCents(cents, rate) });
  };

  const succeed = (episodeNumber: number) => {
    setPaying(false);
    void message.success(t('dramas.paySucceeded'));
    onUnlocked(episodeNumber);
  };

  const payWithCoins = async () => {
    if (!episode || paying) return;
    if (takenDown) {
      void message.warning(t('dramas.offShelf'));
      return;
    }
    if (!enough) {
      if (short) void message.warning(t('dramas.insufficient'));
      return;
    }
    setPaying(true);
    try {
      await api(payments.placeOrder, coinOrderOf(drama, episode, chosen, priceCents));
    } catch {
      // The request layer has shown why; the viewer may try again.
      setPaying(false);
      return;
    }
    void invalidateWallet(queryClient);
    const episodeNumber = episode.episodeNumber;
    successTimer.current = setTimeout(() => succeed(episodeNumber), payments.COIN_SUCCESS_DELAY_MS);
  };

  const placeQrOrder = () => {
    if (!episode) return Promise.reject(new Error('no episode'));
    const order = qrOrderOf(drama, episode, priceCents);
    return chosen === 1
      ? api(payments.placeOrder, { ...order, paySource: payments.PAY_SOURCE.episodeQr })
      : api(payments.ordersAdded, { ...order, paySource: payments.PAY_SOURCE.dramaQr });
  };

  const single = optionPriceCents(drama, 1, lockedCount);
  const whole = optionPriceCents(drama, 2, lockedCount);
  const saving = single * lockedCount - whole;
  const options = [
    { priceIndex: 1 as const, label: t('dramas.priceSingle'), price: priceText(single) },
    ...(canBuyWhole
      ? [
          {
            priceIndex: 2 as const,
            label: t('dramas.priceWhole', { count: lockedCount }),
            price: priceText(whole),
            note:
              saving > 0
                ? t('dramas.priceWholeSaving', { price: formatYuan(payments.yuanOf(saving)) })
                : null,
          },
        ]
      : []),
  ];

  return (
    <Modal
      open={open && props.episode !== null}
      onCancel={onClose}
      title={t('dramas.payTitle')}
      footer={null}
      centered
      width={480}
      // The charge is made; closing now would lose the success the viewer is waiting for.
      closable={!paying}
      mask={{ closable: !paying }}
      keyboard={!paying}
      destroyOnHidden
      className="pay-dialog"
      modalRender={(node) => <div data-testid="pay-dialog">{node}</div>}
    >
      {episode && (
        <p className="pay-dialog__subject" data-testid="pay-subject">
          {t('dramas.paySubject', { title: drama.title, number: episode.episodeNumber })}
        </p>
      )}
      {takenDown && (
        <Alert
          type="warning"
          showIcon
          title={t('dramas.offShelf')}
          className="pay-dialog__alert"
          data-testid="pay-off-shelf"
        />
      )}
      <PriceOptions options={options} value={chosen} onChange={setPriceIndex} disabled={paying} />
      <PayWays value={payWay} onChange={setPayWay} disabled={paying} />
      {payWay === 0 ? (
        <div className="pay-dialog__coins">
          <CoinBalanceCheck
            balance={balance}
            short={short}
            insufficient={t('dramas.insufficient')}
            testId="pay"
            className="pay-dialog"
          />
          <Button
            type="primary"
            size="large"
            block
            shape="round"
            loading={paying}
            disabled={takenDown || rate === undefined || balance === undefined}
            onClick={() => void payWithCoins()}
            data-testid="pay-submit"
          >
            {paying ? t('dramas.paying') : t('dramas.pay')}
          </Button>
        </div>
      ) : (
        !takenDown &&
        episode && (
          <QrPayPanel
            // Another price is another order: the panel places it afresh.
            key={`${episode.id}-${chosen}`}
            placeOrder={placeQrOrder}
            onPaid={() => succeed(episode.episodeNumber)}
            amountLabel={t('dramas.qrAmount', { price: formatYuan(payments.yuanOf(priceCents)) })}
          />
        )
      )}
      <p className="pay-dialog__agreement">
        {t('dramas.agreementNote')}
        <a href={PAY_AGREEMENT_URL} target="_blank" rel="noopener noreferrer" data-testid="pay-agreement">
          {t('dramas.agreement')}
        </a>
      </p>
    </Modal>
  );
}
