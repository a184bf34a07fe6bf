import { useState } from 'react';
import { Button, Image } from 'antd';
import { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { useConfirmDialog } from '../../ui/use-confirm-dialog';
import { api } from '../../api';
import { PublisherLine } from './PublisherLine';
import { RatingAction } from './RatingAction';
import { ReasonDialog } from './ReasonDialog';
import { ReceptionStateTag } from './WishTags';
import { minuteOf, yuanText } from './wish-format';

function Pictures({ urls }: { urls: string[] }) {
  if (urls.length === 0) return null;
  return (
    <div className="wish-gallery">
      <Image.PreviewGroup>
        {urls.map((url) => (
          <Image key={url} src={url} width={72} height={72} alt="" />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}

/**
 * One taker as the publisher sees them: their application (message, pictures, deposit) with accept and
 * decline-with-reason while it waits; their delivery with settle (after a confirmation that it cannot be
 * undone) and refuse-with-reason while it waits for review.
 */
export function ReceptionItem({
  reception,
  onChanged,
}: {
  reception: wishes.Reception;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const [asking, setAsking] = useState<'decline' | 'refuse' | null>(null);
  const [busy, setBusy] = useState(false);
  const name = reception.nickName || reception.userName;

  const act = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      void message.success(done);
    } catch {
      // Shown by the request layer; the list is asked again all the same, in case the state moved.
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const accept = () =>
    void act(() => api(wishes.acceptApplication, { receptionId: reception.id }), t('wishes.order.accepted'));

  const settle = async () => {
    const sure = await confirm({
      title: t('wishes.order.approveTitle', { name }),
      content: t('wishes.order.approveText'),
      testId: 'settle-confirm',
    });
    if (sure) {
      void act(() => api(wishes.approveSettlement, { receptionId: reception.id }), t('wishes.order.settled'));
    }
  };

  return (
    <li className="wish-reception" data-testid="reception-item" data-reception-id={reception.id}>
      <div className="wish-reception__head">
        <PublisherLine
          avatar={reception.userAvatar}
          nickName={reception.nickName}
          userName={reception.userName}
        />
        <ReceptionStateTag state={reception.state} />
        <span className="wish-reception__deposit">
          {reception.amount > 0
            ? t('wishes.order.depositAmount', { amount: yuanText(reception.amount) })
            : t('wishes.order.noDeposit')}
        </span>
        <span className="wish-reception__time">{minuteOf(reception.createTime)}</span>
      </div>
      {reception.applyMsg && (
        <p className="wish-pre wish-reception__text" data-testid="reception-apply-msg">
          <span className="wish-reception__label">{t('wishes.order.applyMsg')}</span>
          {reception.applyMsg}
        </p>
      )}
      <Pictures urls={reception.applyAnnex} />
      {(reception.state === 'WaitApproveSettle' ||
        reception.state === 'OverSettle' ||
        reception.deliveryMsg) && (
        <div className="wish-reception__delivery">
          <p className="wish-pre wish-reception__text" data-testid="reception-delivery">
            <span className="wish-reception__label">{t('wishes.order.deliveryMsg')}</span>
            {reception.deliveryMsg || t('wishes.order.deliveryEmpty')}
          </p>
          <Pictures urls={reception.deliveryAnnex} />
        </div>
      )}
      {reception.rejectReason && (
        <p className="wish-reception__reason">
          {t('wishes.order.rejectReason', { reason: reception.rejectReason })}
        </p>
      )}
      {reception.state === 'WaitApproveSettle' && reception.autoAcceptTime && (
        <p className="wish-reception__hint">
          {t('wishes.order.autoAccept', { time: minuteOf(reception.autoAcceptTime) })}
        </p>
      )}
      {reception.state === 'WaitApprove' && (
        <div className="wish-reception__actions">
          <Button type="primary" loading={busy} onClick={accept} data-testid="reception-accept">
            {t('wishes.order.accept')}
          </Button>
          <Button danger disabled={busy} onClick={() => setAsking('decline')} data-testid="reception-decline">
            {t('wishes.order.decline')}
          </Button>
        </div>
      )}
      {reception.state === 'WaitApproveSettle' && (
        <div className="wish-reception__actions">
          <Button type="primary" loading={busy} onClick={() => void settle()} data-testid="reception-settle">
            {t('wishes.order.approveSettle')}
          </Button>
          <Button danger disabled={busy} onClick={() => setAsking('refuse')} data-testid="reception-refuse">
            {t('wishes.order.refuseSettle')}
          </Button>
        </div>
      )}
      {reception.state === 'OverSettle' && (
        <div className="wish-reception__actions">
          <RatingAction
            reception={reception}
            label={t('wishes.rating.rateTaker')}
            title={t('wishes.rating.titleTaker', { name })}
            onRated={onChanged}
            testId="reception-rate"
          />
        </div>
      )}
      {asking && (
        <ReasonDialog
          title={asking === 'decline' ? t('wishes.order.declineTitle') : t('wishes.order.refuseTitle')}
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => {
            const endpoint = asking === 'decline' ? wishes.declineApplication : wishes.refuseSettlement;
            await api(endpoint, { receptionId: reception.id, reason });
            void message.success(
              asking === 'decline' ? t('wishes.order.declined') : t('wishes.order.refused'),
            );
            onChanged();
          }}
        />
      )}
    </li>
  );
}
