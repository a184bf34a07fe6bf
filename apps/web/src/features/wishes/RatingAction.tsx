import { useState } from 'react';
import { Button, Rate } from 'antd';
import { StarOutlined } from '@ant-design/icons';
import type { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { RatingDialog } from './RatingDialog';

/**
 * One side's rating of the other on a settled order: the button that opens the rating dialog until the
 * viewer rated, then the stars and the comment they gave. Nothing before the order is settled.
 */
export function RatingAction({
  reception,
  prompt,
  label,
  title,
  onRated,
  testId,
}: {
  reception: wishes.Reception;
  /** A line before the button, asking for the rating. */
  prompt?: string;
  /** The button's text: 评价 (the publisher, on a taker) or 评价发布者 (the taker). */
  label: string;
  title: string;
  onRated: () => void;
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  // What the server answered is shown at once, before the order is read again.
  const [justGiven, setJustGiven] = useState<wishes.GivenRating | null>(null);
  const given = reception.myRating ?? justGiven;
  if (reception.state !== 'OverSettle') return null;
  if (given) return <GivenRating rating={given} testId={`${testId}-given`} />;
  return (
    <>
      {prompt && <span className="wish-rating__prompt">{prompt}</span>}
      <Button icon={<StarOutlined />} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      {open && (
        <RatingDialog
          receptionId={reception.id}
          title={title}
          onClose={() => setOpen(false)}
          onRated={(rating) => {
            setJustGiven(rating);
            onRated();
          }}
        />
      )}
    </>
  );
}

/** The stars and comment the viewer gave. */
function GivenRating({ rating, testId }: { rating: wishes.GivenRating; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="wish-rating__given" data-testid={testId} data-score={rating.score}>
      <span className="wish-rating__label">{t('wishes.rating.mine')}</span>
      <Rate disabled value={rating.score} className="wish-rating__stars" />
      <span className="wish-rating__name">{t(`wishes.rating.scoreNames.${rating.score}`)}</span>
      {rating.comment && <p className="wish-pre wish-rating__comment">{rating.comment}</p>}
    </div>
  );
}
