import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { PageProps } from '../../ui/PageHeading';
import { PageHeading } from '../../ui/PageHeading';
import { useIsLoggedIn } from '../auth';
import { LoginNeeded } from './LoginNeeded';
import { NotYourOrder } from './OrderDetailPage';
import { PublisherOrder } from './PublisherOrder';
import { TakerOrder } from './TakerOrder';
import { wishStateView } from './WishUnavailable';
import { registerWishMessages } from './wish-i18n';
import { refreshWishes, useWishDetail } from './wish-queries';
import { useTaskNumberParam } from './task-number';
import './wishes.css';

registerWishMessages();

/** /makeMoney/myTaskDetails?taskNumber: the taker's own order on a wish (its publisher gets theirs). */
export function MyTaskPage({ routeKey }: PageProps) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    return (
      <section className="page-card">
        <PageHeading routeKey={routeKey} />
        <LoginNeeded />
      </section>
    );
  }
  return <MyTask />;
}

function MyTask() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const taskNumber = useTaskNumberParam();
  const query = useWishDetail(taskNumber);
  const pending = wishStateView(taskNumber, query);
  if (pending) return pending;
  const wish = query.data!;
  const refresh = () => void refreshWishes(queryClient);
  if (wish.myReception) return <TakerOrder wish={wish} reception={wish.myReception} onChanged={refresh} />;
  if (wish.isReceiving === 1) return <PublisherOrder wish={wish} onChanged={refresh} />;
  return <NotYourOrder text={t('wishes.order.notTaker')} />;
}
