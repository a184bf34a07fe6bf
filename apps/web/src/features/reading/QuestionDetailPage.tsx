import { useState } from 'react';
import { Button } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { tracking } from '@fox/contracts';
import { EmptyState } from '../../ui';
import { useGatedAction } from '../social';
import { AnswerForm } from './AnswerForm';
import { AnswerItem } from './AnswerItem';
import { detailIdOf } from './detail-id';
import { ReadingArticle } from './ReadingArticle';
import { detailStateOf, OwnWorkState, ReadingLoadFailed, ReadingSkeleton } from './ReadingStates';
import { useAnswerList, useQuestion } from './reading-queries';
import { useReadTracking } from './use-read-tracking';
import './reading.css';

/** The answers under a question, newest first, with a button for the next page. */
function AnswerList({ questionId, total }: { questionId: number; total: number }) {
  const { t } = useTranslation();
  const answers = useAnswerList(questionId, true);
  if (answers.isPending) return <ReadingSkeleton rows={2} />;
  if (answers.isError && answers.items.length === 0) return <ReadingLoadFailed onRetry={answers.refetch} />;
  if (answers.items.length === 0 && total === 0) {
    return <EmptyState text={t('reading.noAnswers')} data-testid="answers-empty" />;
  }
  return (
    <>
      <ul className="reading-answers" data-testid="answer-list">
        {answers.items.map((answer) => (
          <AnswerItem key={answer.id} answer={answer} />
        ))}
      </ul>
      {answers.hasMore && (
        <div className="reading-more">
          <Button loading={answers.loadingMore} onClick={answers.loadMore} data-testid="answers-more">
            {t('reading.moreAnswers')}
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * /askDetail?id=N: the question with its own actions, then its answers. Questions are answered, answers
 * are commented on, so the comments live under each answer.
 */
export function QuestionDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = detailIdOf(search);
  const question = useQuestion(id);
  const gated = useGatedAction();
  const [writing, setWriting] = useState(false);
  useReadTracking(question.data ? question.data.id : null, 'item', tracking.REC_SCENES.homeQuestion);

  const state = detailStateOf(id, question, {
    backTo: '/content/questionList',
    backText: t('reading.backToQuestions'),
  });
  if (state || !question.data) return state;

  const item = question.data;
  return (
    <div className="reading-detail">
      <OwnWorkState item={item} />
      <ReadingArticle
        item={item}
        kind="question"
        busyType="Question"
        sharePath="/askDetail"
        titleClassName="reading-article__title reading-question__title"
        badge={
          <span className="reading-card__badge reading-card__badge--large">{t('reading.question')}</span>
        }
        bodyOptional
      />
      <section className="page-card reading-answers-card" data-testid="question-answers">
        <div className="reading-answers__head">
          <h2 className="section-title" data-testid="answer-count">
            {t('reading.answerCount', { count: item.answerCount })}
          </h2>
          {!writing && (
            <Button
              type="primary"
              shape="round"
              icon={<EditOutlined />}
              onClick={() => gated(() => setWriting(true))}
              data-testid="write-answer"
            >
              {t('reading.writeAnswer')}
            </Button>
          )}
        </div>
        {writing && <AnswerForm questionId={item.id} onDone={() => setWriting(false)} />}
        <AnswerList questionId={item.id} total={item.answerCount} />
      </section>
    </div>
  );
}
