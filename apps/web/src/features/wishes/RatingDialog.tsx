import { useState } from 'react';
import { Rate } from 'antd';
import { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { api } from '../../api';
import { TextInput } from '../../ui';
import { OrderDialog } from './OrderDialog';

const SCORES = Array.from({ length: wishes.RATING_SCORE_MAX }, (_, index) => String(index + 1));

/**
 * Rates the other side of a settled order: 1 to 5 whole stars (required) and an optional comment of up to
 * 200 characters. Answers the rating the server stored; a refusal keeps the dialog open (the request layer
 * said why, say, it was rated already from another tab).
 */
export function RatingDialog({
  receptionId,
  title,
  onClose,
  onRated,
}: {
  receptionId: number;
  title: string;
  onClose: () => void;
  onRated: (rating: wishes.GivenRating) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const complete = () => {
    if (score < 1) setMissing(true);
    return score >= 1;
  };
  const send = async () => {
    const given = await api(wishes.rateReception, { receptionId, score, comment: comment.trim() });
    void message.success(t('wishes.rating.done'));
    onRated(given);
  };

  return (
    <OrderDialog
      title={title}
      okText={t('wishes.rating.submit')}
      testId="rating"
      width={520}
      complete={complete}
      send={send}
      onClose={onClose}
    >
      <div className="wish-form">
        <div className="wish-form__label wish-form__label--required" id="rating-score-label">
          {t('wishes.rating.score')}
        </div>
        <div className="wish-rating__pick" data-testid="rating-stars">
          <Rate
            value={score}
            onChange={(value) => {
              setScore(value);
              if (value > 0) setMissing(false);
            }}
            tooltips={SCORES.map((value) => t(`wishes.rating.scoreNames.${value}`))}
            aria-labelledby="rating-score-label"
          />
          {score > 0 && (
            <span className="wish-rating__name" data-testid="rating-score-name">
              {t(`wishes.rating.scoreNames.${score}`)}
            </span>
          )}
        </div>
        {missing && (
          <div className="wish-field-error" role="alert" data-testid="rating-score-error">
            {t('wishes.rating.scoreRequired')}
          </div>
        )}
        <label className="wish-form__label" htmlFor="rating-comment">
          {t('wishes.rating.comment')}
        </label>
        <TextInput
          id="rating-comment"
          textarea
          rows={4}
          showCount
          maxLength={wishes.RATING_COMMENT_MAX}
          value={comment}
          onChange={setComment}
          placeholder={t('wishes.rating.commentPlaceholder')}
          data-testid="rating-comment"
        />
        <p className="wish-form__hint">{t('wishes.rating.hint')}</p>
      </div>
    </OrderDialog>
  );
}
