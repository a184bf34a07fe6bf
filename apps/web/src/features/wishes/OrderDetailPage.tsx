import { Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { PageProps } from '../../ui/PageHeading';
import { PageHeading } from '../../ui/PageHeading';
import { useIsLoggedIn } from '../auth';
import { LoginNeeded } from './LoginNeeded';
import { PublisherOrder } from './PublisherOrder';
import { TakerOrder } from './TakerOrder';
import { wishStateView } from './WishUnavailable';
import { registerWishMessages } from './wish-i18n';
import { refreshWishes, useWishDetail } from './wish-queries';
import { useTaskNumberParam } from './task-number';
import './wishes.css';

registerWishMessages();

/** Whose order a page opens first when the viewer is both (never: a publisher cannot take their own wish). */
type Side = 'publisher' | 'taker';

/**
 * An order's details by taskNumber: /makeMoney/myBusinessOrder/orderDetail, and the two detail routes the
 * spec names (/makeMoneyDetail, /makeMoney/businessOrsersDetail). The publisher gets the management page,
 * a taker their own order; anyone else is told the order is not theirs.
 */
export function OrderDetailPage({ routeKey }: PageProps) {
  return <WishOrderPage routeKey={routeKey} side="publisher" />;
}

/** An order page for the side it is made for, the other side's view when the viewer is on that one. */
export function WishOrderPage({ routeKey, side }: PageProps & { side: Side }) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    return (
      <section className="page-card">
        <PageHeading routeKey={routeKey} />
        <LoginNeeded />
      </section>
    );
  }
  return <WishOrder side={side} />;
}

function WishOrder({ side }: { side: Side }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const taskNumber = useTaskNumberParam();
  const query = useWishDetail(taskNumber);
  const pending = wishStateView(taskNumber, query);
  if (pending) return pending;
  const wish = query.data!;
  const refresh = () => void refreshWishes(queryClient);
  const publisher = wish.isReceiving === 1 ? <PublisherOrder wish={wish} onChanged={refresh} /> : null;
  const taker = wish.myReception ? (
    <TakerOrder wish={wish} reception={wish.myReception} onChanged={refresh} />
  ) : null;
  const view = side === 'publisher' ? (publisher ?? taker) : (taker ?? publisher);
  return (
    view ?? (
      <NotYourOrder text={t(side === 'publisher' ? 'wishes.order.notPublisher' : 'wishes.order.notTaker')} />
    )
  );
}

export function NotYourOrder({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <section className="page-card" data-testid="wish-not-yours">
      <Result
        status="403"
        title={<h1 className="wish-result-title">{text}</h1>}
        extra={
          <Link to="/makeMoney" className="button-link">
            {t('wishes.detail.backSquare')}
          </Link>
        }
      />
    </section>
  );
}
