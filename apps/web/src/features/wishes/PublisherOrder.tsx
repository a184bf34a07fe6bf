import { Button } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { payments, wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { useConfirmDialog } from '../../ui/use-confirm-dialog';
import { api } from '../../api';
import { openGroupChat } from '../im';
import { openWishPublish } from './publish-store';
import { ReceptionList } from './ReceptionList';
import { WishHeading } from './WishBody';
import { feePercentOf, minuteOf, yuanText } from './wish-format';
import { taskDetailsPath } from './wish-links';

/** States the publisher may end a wish in: cancel before payment, take off the square before work starts. */
const ENDABLE: readonly wishes.WishState[] = ['Edit', 'WaitPay', 'WaitApprove', 'WaitReceive'];

/**
 * The publisher's order page: the wish's state and money, the takers with their applications and
 * deliveries to decide on, ending it, and the task group chat once there is one.
 */
export function PublisherOrder({ wish, onChanged }: { wish: wishes.Wish; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const settled = wish.deliveryNum;
  const fee = payments.yuanOf(wishes.platformFeeCents(payments.centsOf(wish.standAmount), wish.platformFee));

  const end = async () => {
    const sure = await confirm({
      title: t('wishes.order.endTitle'),
      content: t('wishes.order.endText'),
      danger: true,
      testId: 'end-confirm',
    });
    if (!sure) return;
    try {
      await api(wishes.endWish, { taskNumber: wish.taskNumber });
      void message.success(t('wishes.order.ended'));
    } catch {
      // Shown by the request layer (say, a taker is already at work).
    }
    onChanged();
  };

  const money = [
    { key: 'full', label: t('wishes.order.fullAmount'), value: `¥${yuanText(wish.fullAmount)}` },
    { key: 'paid', label: t('wishes.order.paid'), value: `¥${yuanText(wish.payAmount)}` },
    { key: 'stand', label: t('wishes.order.standAmount'), value: `¥${yuanText(wish.standAmount)}` },
    {
      key: 'fee',
      label: t('wishes.order.fee'),
      value: `${t('wishes.order.feeRate', { rate: feePercentOf(wish.platformFee) })} (¥${yuanText(fee)})`,
    },
    {
      key: 'progress',
      label: t('wishes.order.progress'),
      value: t('wishes.order.progressText', { taken: wish.receiveNum, limit: wish.receiveLimit, settled }),
    },
    { key: 'deadline', label: t('wishes.deadlineLabel'), value: minuteOf(wish.deliveryDay) },
  ];

  return (
    <div className="wish-order" data-testid="publisher-order">
      <section className="page-card">
        <WishHeading wish={wish} />
        {wish.rejectReason && (
          <p className="wish-reception__reason">
            {t('wishes.order.rejectReason', { reason: wish.rejectReason })}
          </p>
        )}
        <dl className="wish-facts" data-testid="order-money">
          {money.map((item) => (
            <div key={item.key} className="wish-facts__item" data-testid={`order-${item.key}`}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
        <div className="wish-order__actions">
          {(wish.state === 'Edit' || wish.state === 'WaitPay') && (
            <Button
              type="primary"
              onClick={() => openWishPublish(wish.taskNumber)}
              data-testid="order-continue"
            >
              {wish.state === 'Edit' ? t('wishes.owner.edit') : t('wishes.owner.pay')}
            </Button>
          )}
          {wish.groupId !== null && (
            <Button
              icon={<MessageOutlined />}
              onClick={() =>
                void openGroupChat(wish.groupId!, { name: wish.title, avatar: '' }).catch(() => undefined)
              }
              data-testid="order-group-chat"
            >
              {t('wishes.order.openChat')}
            </Button>
          )}
          <Link to={taskDetailsPath(wish, t('promotion.wishSquare'))} data-testid="order-wish-link">
            {t('wishes.order.toDetails')}
          </Link>
          {ENDABLE.includes(wish.state) && (
            <Button danger onClick={() => void end()} data-testid="order-end">
              {wish.state === 'Edit' || wish.state === 'WaitPay'
                ? t('wishes.order.endDraft')
                : t('wishes.order.end')}
            </Button>
          )}
        </div>
      </section>

      <section className="page-card">
        <h2 className="wish-order__heading">{t('wishes.order.settlements')}</h2>
        <ReceptionList
          taskNumber={wish.taskNumber}
          state="WaitApproveSettle"
          emptyText={t('wishes.order.settlementsEmpty')}
          onChanged={onChanged}
          testId="order-settlements"
        />
      </section>

      <section className="page-card">
        <h2 className="wish-order__heading">{t('wishes.order.applications')}</h2>
        <ReceptionList
          taskNumber={wish.taskNumber}
          exclude="WaitApproveSettle"
          emptyText={t('wishes.order.applicationsEmpty')}
          onChanged={onChanged}
          testId="order-receptions"
        />
      </section>
    </div>
  );
}
