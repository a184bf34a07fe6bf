import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/pages/PageHeading';
import { EmptyState, InfiniteScroll } from '../../ui';
import { QuestionCard } from './QuestionCard';
import { ReadingLoadFailed, ReadingSkeleton } from './ReadingStates';
import { useQuestionList } from './reading-queries';
import './reading.css';

/** /content/questionList: published questions of the chosen site, newest first, loading on scroll. */
export function QuestionListPage({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation();
  const list = useQuestionList();
  return (
    <section className="reading-page">
      <PageHeading routeKey={routeKey} />
      {list.isPending ? (
        <ReadingSkeleton />
      ) : list.isError && list.items.length === 0 ? (
        <ReadingLoadFailed onRetry={list.refetch} />
      ) : list.items.length === 0 ? (
        <EmptyState text={t('reading.questionsEmpty')} data-testid="questions-empty" />
      ) : (
        <InfiniteScroll
          className="reading-scroll"
          height="calc(100vh - 190px)"
          hasMore={list.hasMore}
          loading={list.loadingMore}
          loadMore={list.loadMore}
          endText={t('reading.listEnd')}
          data-testid="question-list"
        >
          <ul className="reading-cards">
            {list.items.map((question) => (
              <QuestionCard key={question.id} question={question} />
            ))}
          </ul>
        </InfiniteScroll>
      )}
    </section>
  );
}
