import { useState } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router';
import { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { useConfirmDialog } from '../../ui/use-confirm-dialog';
import { api, isApiError, isTaskTakenMessage } from '../../api';
import { useSessionStore } from '../auth';
import { useGatedAction } from '../social';
import { useSettlementGate } from '../wallet';
import { ApplyDialog } from './ApplyDialog';
import { DepositPayButton } from './DepositPayButton';
import { ReceptionStateTag } from './WishTags';
import { feePercentOf, isTakeable, placesLeftOf, yuanText } from './wish-format';
import { TASK_AGREEMENT_PATH, takerOrderPath } from './wish-links';

/**
 * What a taker can do on a wish (spec 000 §4, §5, §6): log in first; the publisher is told they cannot take
 * their own wish; the real-name and bank-card check runs; then a wish needing approval or a deposit opens
 * the apply dialog, and any other is taken at once (after accepting the agreement) and the details show
 * the viewer's order. Someone who already took it sees their order instead.
 */
export function TakePanel({ wish, onChanged }: { wish: wishes.Wish; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const gated = useGatedAction();
  const settlementGate = useSettlementGate();
  const [applying, setApplying] = useState(false);
  const [taking, setTaking] = useState(false);
  const reception = wish.myReception;
  const left = placesLeftOf(wish);
  const open = isTakeable(wish) && left > 0;

  const takeDirectly = async () => {
    const sure = await confirm({
      title: t('wishes.detail.take'),
      content: (
        <span>
          {t('wishes.apply.agreement')}
          <a href={TASK_AGREEMENT_PATH} target="_blank" rel="noopener noreferrer">
            {t('wishes.apply.agreementLink')}
          </a>
        </span>
      ),
      testId: 'take-confirm',
    });
    if (!sure) return;
    setTaking(true);
    try {
      await api(wishes.receiveWish, { taskNumber: wish.taskNumber });
      void message.success(t('wishes.detail.takenDone'));
    } catch (error) {
      // The last place went to someone else: nothing is said (spec 000 §8); the refresh shows it full.
      if (!(isApiError(error) && isTaskTakenMessage(error.msg))) return;
    } finally {
      setTaking(false);
    }
    onChanged();
  };

  /** Takes or applies for the wish as the server last described it to this viewer. */
  const proceed = (current: wishes.Wish) => {
    if (current.isReceiving === 1 || current.userId === useSessionStore.getState().userId) {
      void message.warning(t('wishes.detail.ownWish'));
      onChanged();
      return;
    }
    if (
      current.myReception &&
      current.myReception.state !== 'Refuse' &&
      current.myReception.state !== 'Cancel'
    ) {
      // They had taken it already: the refreshed details show their order.
      onChanged();
      return;
    }
    void settlementGate.check().then((ready) => {
      if (!ready) return;
      if (current.isApproveReceive || current.isReceiveDeposit) setApplying(true);
      else void takeDirectly();
    });
  };

  const take = () =>
    gated(({ afterLogin }) => {
      if (!afterLogin) {
        proceed(wish);
        return;
      }
      // A guest who just logged in may be its publisher or a taker already: ask who they are first.
      api(wishes.wishDetail, { taskNumber: wish.taskNumber })
        .then(proceed)
        .catch(() => onChanged());
    });

  // Kept open across the refresh that follows an application (first in both panels, so React keeps it
  // and its state): the details then show the viewer's order while the dialog goes on to the deposit's QR.
  const applyDialog = applying && (
    <ApplyDialog wish={wish} open onClose={() => setApplying(false)} onChanged={onChanged} />
  );

  if (reception && reception.state !== 'Refuse' && reception.state !== 'Cancel') {
    return (
      <div className="wish-take wish-take--mine" data-testid="my-reception">
        {applyDialog}
        <div className="wish-take__title">{t('wishes.detail.myOrder')}</div>
        <ReceptionStateTag state={reception.state} />
        {reception.amount > 0 && (
          <div className="wish-take__line">
            {t('wishes.received.deposit', { amount: yuanText(reception.amount) })}
          </div>
        )}
        {reception.state === 'WaitPay' && (
          <DepositPayButton taskNumber={wish.taskNumber} reception={reception} onPaid={onChanged} />
        )}
        <Link to={takerOrderPath(wish.taskNumber)} className="wish-take__link" data-testid="open-my-order">
          {t('wishes.detail.openMyOrder')}
        </Link>
      </div>
    );
  }

  return (
    <div className="wish-take" data-testid="wish-take">
      {applyDialog}
      {reception?.rejectReason && (
        <div className="wish-take__note">{t('wishes.detail.reason', { reason: reception.rejectReason })}</div>
      )}
      <Button
        type="primary"
        size="large"
        shape="round"
        block
        disabled={!open}
        loading={taking}
        onClick={take}
        data-testid="wish-take-button"
      >
        {/* A full wish is off the shelf too (shelfState), yet the taker must read that it is full. */}
        {left === 0 && wishes.TAKEABLE_STATES.includes(wish.state)
          ? t('wishes.detail.full')
          : !isTakeable(wish)
            ? t('wishes.detail.closed')
            : wish.isApproveReceive
              ? t('wishes.detail.apply')
              : t('wishes.detail.take')}
      </Button>
      {open && <div className="wish-take__line">{t('wishes.placesLeft', { count: left })}</div>}
      <div className="wish-take__note">
        {t('wishes.detail.feeNote', { rate: feePercentOf(wish.platformFee) })}
      </div>
    </div>
  );
}
