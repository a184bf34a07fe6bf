import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import type { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { openWishPublish } from './publish-store';
import { publisherOrderPath } from './wish-links';

/**
 * The publisher's view of their own wish (spec 000 §2: isReceiving 1): no take button — they cannot take
 * their own wish — but its state, the applications waiting, and the way to the order page, the payment
 * or the draft.
 */
export function OwnerPanel({ wish }: { wish: wishes.Wish }) {
  const { t } = useTranslation();
  return (
    <div className="wish-take wish-take--owner" data-testid="owner-panel">
      <div className="wish-take__title">{t('wishes.owner.title')}</div>
      <p className="wish-take__line">{t('wishes.detail.ownWishHint')}</p>
      {wish.state === 'Refuse' && wish.rejectReason && (
        <Alert type="error" showIcon title={t('wishes.owner.refuseReason', { reason: wish.rejectReason })} />
      )}
      {wish.state === 'CompelOff' && wish.rejectReason && (
        <Alert type="error" showIcon title={t('wishes.owner.compelReason', { reason: wish.rejectReason })} />
      )}
      {wish.applyNum > 0 && (
        <div className="wish-take__badge" data-testid="owner-applications">
          {t('wishes.owner.applications', { count: wish.applyNum })}
        </div>
      )}
      {(wish.state === 'Edit' || wish.state === 'WaitPay') && (
        <Button
          type="primary"
          block
          onClick={() => openWishPublish(wish.taskNumber)}
          data-testid="owner-continue"
        >
          {wish.state === 'Edit' ? t('wishes.owner.edit') : t('wishes.owner.pay')}
        </Button>
      )}
      <Link
        to={publisherOrderPath(wish.taskNumber)}
        className="wish-take__link"
        data-testid="owner-order-link"
      >
        {t('wishes.owner.openOrder')}
      </Link>
    </div>
  );
}
