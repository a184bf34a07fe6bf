import { useTranslation } from '../../i18n/use-translation';
import { QuestionCard } from './QuestionCard';
import { ReadingListPage } from './ReadingListPage';
import { useQuestionList } from './reading-queries';

/** /content/questionList: published questions of the chosen site, newest first, loading on scroll. */
export function QuestionListPage({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation();
  return (
    <ReadingListPage
      routeKey={routeKey}
      list={useQuestionList()}
      emptyText={t('reading.questionsEmpty')}
      name="question"
      renderItem={(question) => <QuestionCard key={question.id} question={question} />}
    />
  );
}
