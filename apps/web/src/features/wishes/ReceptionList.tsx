import { Button } from 'antd';
import type { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui';
import { ReceptionItem } from './ReceptionItem';
import { useApplications } from './wish-queries';

/** A wish's takers in one state (or all), oldest first, paged on by id. */
export function ReceptionList({
  taskNumber,
  state,
  exclude,
  emptyText,
  onChanged,
  testId,
}: {
  taskNumber: string;
  state?: wishes.ReceptionState;
  /** Takers in this state are listed elsewhere on the page (deliveries to review have their own list). */
  exclude?: wishes.ReceptionState;
  emptyText: string;
  onChanged: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const list = useApplications(taskNumber, state);
  const items = list.items.filter((reception) => reception.state !== exclude);
  if (list.isPending) return null;
  if (items.length === 0 && !list.hasMore)
    return <EmptyState text={emptyText} data-testid={`${testId}-empty`} />;
  return (
    <>
      <ul className="wish-receptions" data-testid={testId}>
        {items.map((reception) => (
          <ReceptionItem key={reception.id} reception={reception} onChanged={onChanged} />
        ))}
      </ul>
      {list.hasMore && (
        <Button block loading={list.loadingMore} onClick={list.loadMore}>
          {t('wishes.order.loadMore')}
        </Button>
      )}
    </>
  );
}
