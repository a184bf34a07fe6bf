import { useState } from 'react';
import { Alert, Button, Image } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { openGroupChat } from '../im';
import { DepositPayButton } from './DepositPayButton';
import { RatingAction } from './RatingAction';
import { SettleDialog } from './SettleDialog';
import { WishHeading } from './WishBody';
import { ReceptionStateTag } from './WishTags';
import { minuteOf, yuanText } from './wish-format';
import { taskDetailsPath } from './wish-links';

/**
 * The taker's order page: their order's state, deposit and what they were paid, applying for settlement
 * with what they delivered while at work, and the task group chat.
 */
export function TakerOrder({
  wish,
  reception,
  onChanged,
}: {
  wish: wishes.Wish;
  reception: wishes.Reception;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [settling, setSettling] = useState(false);

  const facts = [
    {
      key: 'state',
      label: t('wishes.detail.stateLabel'),
      value: <ReceptionStateTag state={reception.state} />,
    },
    { key: 'standAmount', label: t('wishes.order.standAmount'), value: `¥${yuanText(wish.standAmount)}` },
    {
      key: 'deposit',
      label: t('wishes.order.myDeposit'),
      value: reception.amount > 0 ? `¥${yuanText(reception.amount)}` : t('wishes.order.noDeposit'),
    },
    ...(reception.settledAmount !== null
      ? [
          {
            key: 'settled',
            label: t('wishes.order.mySettled'),
            value: `¥${yuanText(reception.settledAmount)}`,
          },
        ]
      : []),
    { key: 'deadline', label: t('wishes.deadlineLabel'), value: minuteOf(wish.deliveryDay) },
    { key: 'received', label: t('wishes.order.receivedAt'), value: minuteOf(reception.createTime) },
  ];

  return (
    <div className="wish-order" data-testid="taker-order">
      <section className="page-card">
        <WishHeading wish={wish} />
        <dl className="wish-facts">
          {facts.map((fact) => (
            <div key={fact.key} className="wish-facts__item" data-testid={`taker-${fact.key}`}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {reception.rejectReason && (
          <Alert
            type="warning"
            showIcon
            title={t('wishes.order.rejectReason', { reason: reception.rejectReason })}
          />
        )}
        {reception.state === 'WaitApprove' && (
          <Alert type="info" showIcon title={t('wishes.order.waitApprove')} />
        )}
        {reception.state === 'WaitApproveSettle' && (
          <Alert
            type="info"
            showIcon
            title={t('wishes.order.waitSettle')}
            description={
              reception.autoAcceptTime
                ? t('wishes.order.autoAccept', { time: minuteOf(reception.autoAcceptTime) })
                : undefined
            }
          />
        )}
        <div className="wish-order__actions">
          {reception.state === 'WaitPay' && (
            <div className="wish-order__pay">
              <DepositPayButton taskNumber={wish.taskNumber} reception={reception} onPaid={onChanged} />
            </div>
          )}
          {reception.state === 'Execute' && (
            <Button type="primary" onClick={() => setSettling(true)} data-testid="taker-settle">
              {t('wishes.order.mySettle')}
            </Button>
          )}
          {wish.groupId !== null && (
            <Button
              icon={<MessageOutlined />}
              onClick={() =>
                void openGroupChat(wish.groupId!, { name: wish.title, avatar: '' }).catch(() => undefined)
              }
              data-testid="taker-group-chat"
            >
              {t('wishes.order.openChat')}
            </Button>
          )}
          <Link to={taskDetailsPath(wish, t('promotion.wishSquare'))} data-testid="taker-wish-link">
            {t('wishes.order.toDetails')}
          </Link>
        </div>
        {reception.state === 'OverSettle' && (
          <div className="wish-order__rating">
            <RatingAction
              reception={reception}
              prompt={t('wishes.rating.promptPublisher')}
              label={t('wishes.rating.ratePublisher')}
              title={t('wishes.rating.titlePublisher', { name: wish.nickName || wish.userName })}
              onRated={onChanged}
              testId="taker-rate"
            />
          </div>
        )}
      </section>

      {(reception.applyMsg || reception.deliveryMsg) && (
        <section className="page-card">
          {reception.applyMsg && (
            <>
              <h2 className="wish-order__heading">{t('wishes.order.applyMsg')}</h2>
              <p className="wish-pre">{reception.applyMsg}</p>
              <Gallery urls={reception.applyAnnex} />
            </>
          )}
          {reception.deliveryMsg && (
            <>
              <h2 className="wish-order__heading">{t('wishes.order.deliveryMsg')}</h2>
              <p className="wish-pre">{reception.deliveryMsg}</p>
              <Gallery urls={reception.deliveryAnnex} />
            </>
          )}
        </section>
      )}

      {settling && (
        <SettleDialog taskNumber={wish.taskNumber} onClose={() => setSettling(false)} onDone={onChanged} />
      )}
    </div>
  );
}

function Gallery({ urls }: { urls: string[] }) {
  if (urls.length === 0) return null;
  return (
    <div className="wish-gallery">
      <Image.PreviewGroup>
        {urls.map((url) => (
          <Image key={url} src={url} width={96} height={96} alt="" />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
