import { useState } from 'react';
import { Button, Input } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentQa } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { trimSpacesAndTabs } from '../../ui';
import { paragraphsHtml } from '../../ui/text-format';
import { readingKeys } from './reading-queries';

/**
 * Longest answer the box takes. Ours, not the spec's: escaped as HTML it always stays under the server's
 * 50,000-character body limit.
 */
export const ANSWER_TEXT_MAX = 5000;

/** The box a logged-in user writes an answer in; the list and the question's count refresh after it. */
export function AnswerForm({ questionId, onDone }: { questionId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const post = useMutation({
    mutationFn: (contentHtml: string) => api(contentQa.answerQuestion, { id: questionId, contentHtml }),
    onSuccess: async () => {
      void message.success(t('reading.answerPosted'));
      setText('');
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: readingKeys.answers(questionId) }),
        queryClient.invalidateQueries({ queryKey: readingKeys.question(questionId) }),
      ]);
    },
  });

  const submit = () => {
    const trimmed = trimSpacesAndTabs(text).trim();
    if (!trimmed) {
      setError(t('reading.answerEmpty'));
      return;
    }
    setError(null);
    post.mutate(paragraphsHtml(trimmed));
  };

  return (
    <div className="reading-answer-form" data-testid="answer-form">
      <Input.TextArea
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        placeholder={t('reading.answerPlaceholder')}
        autoSize={{ minRows: 4, maxRows: 12 }}
        maxLength={ANSWER_TEXT_MAX}
        showCount
        status={error ? 'error' : undefined}
        autoFocus
        data-testid="answer-input"
      />
      {error && (
        <div className="reading-answer-form__error" role="alert" data-testid="answer-error">
          {error}
        </div>
      )}
      <div className="reading-answer-form__actions">
        <Button onClick={onDone}>{t('reading.cancel')}</Button>
        <Button type="primary" loading={post.isPending} onClick={submit} data-testid="answer-submit">
          {t('reading.submitAnswer')}
        </Button>
      </div>
    </div>
  );
}
