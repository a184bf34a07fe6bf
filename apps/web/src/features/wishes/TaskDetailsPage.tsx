import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { PageProps } from '../../ui/PageHeading';
import { useDocumentTitle } from '../../ui/use-document-title';
import { OwnerPanel } from './OwnerPanel';
import { TakePanel } from './TakePanel';
import { WishContent, WishFacts, WishHeading } from './WishBody';
import { useReportWanted, WishReportEntry } from './WishReportEntry';
import { isMissingWish, wishStateView } from './WishUnavailable';
import { registerWishMessages } from './wish-i18n';
import { refreshWishes, useWishDetail } from './wish-queries';
import { useLegacyIdRedirect, useTaskNumberParam } from './task-number';
import './wishes.css';

registerWishMessages();

/**
 * /makeMoney/taskDetails?taskNumber&type&source&isReceiving&title: everything a taker needs and the take
 * or apply button; the publisher gets their management view instead. Who the viewer is comes from the
 * server's answer (isReceiving), never from the link, which anyone can edit.
 */
export function TaskDetailsPage(_props: PageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const taskNumber = useTaskNumberParam();
  const query = useWishDetail(taskNumber);
  const [reporting, setReporting] = useReportWanted();
  useLegacyIdRedirect(taskNumber, query.isError && isMissingWish(query.error));
  // The link's title names the tab while the wish loads (spec 000 §2: title); the server's wins after.
  const [params] = useSearchParams();
  useDocumentTitle(query.data?.title ?? (params.get('title') || t('route.taskDetails')));

  const pending = wishStateView(taskNumber, query);
  if (pending) return pending;
  const wish = query.data!;
  const refresh = () => void refreshWishes(queryClient);

  return (
    <div className="wish-detail" data-testid="wish-detail" data-task-number={wish.taskNumber}>
      <article className="page-card wish-detail__main">
        <WishHeading wish={wish} />
        <WishFacts wish={wish} />
        <WishContent wish={wish} />
      </article>
      <aside className="wish-detail__side">
        {wish.isReceiving === 1 ? <OwnerPanel wish={wish} /> : <TakePanel wish={wish} onChanged={refresh} />}
        <WishReportEntry wish={wish} reporting={reporting} setReporting={setReporting} />
      </aside>
    </div>
  );
}
