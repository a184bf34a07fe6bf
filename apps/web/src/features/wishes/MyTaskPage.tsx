import type { PageProps } from '../../ui/PageHeading';
import { WishOrderPage } from './OrderDetailPage';

/** /makeMoney/myTaskDetails?taskNumber: the taker's own order on a wish (its publisher gets theirs). */
export function MyTaskPage({ routeKey }: PageProps) {
  return <WishOrderPage routeKey={routeKey} side="taker" />;
}
