import { useState, type ReactNode } from 'react';
import { Avatar } from 'antd';
import type { im } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { AppOnlyDialog } from '../AppOnlyDialog';
import { formatShareAmount, SHARE_KIND, shareCover, shareRoute } from './share-route';

/**
 * A shared wish, video, article, answer, drama, book, game, person, invitation or good. Cards with a page on the web
 * open it in a new tab; goods and merchant cards exist only in the app, so they offer the app instead.
 */
export function ShareCard({ share }: { share: im.Share }) {
  const { t } = useTranslation();
  const [appOnly, setAppOnly] = useState(false);
  const route = shareRoute(share);
  const kind = t(`chat.bubble.share.kind.${SHARE_KIND[share.type]}`);
  const cover = shareCover(share);
  const title = share.title || share.name || kind;
  const person = share.type === 'person';
  // A book reads as a book: its portrait cover beside the title and the writer, not a wide banner.
  const book = share.type === 'novel';
  const className = `chat-share-card chat-share-card--${person ? 'person' : book ? 'book' : 'content'}`;
  const showOrigin =
    share.amount !== undefined && share.originAmount !== undefined && share.originAmount > share.amount;

  const content: ReactNode = (
    <>
      {person ? (
        <Avatar size={48} src={cover ?? undefined} className="chat-share-card__avatar">
          {title.slice(0, 1)}
        </Avatar>
      ) : book ? (
        cover ? (
          <img className="chat-share-card__book-cover" src={cover} alt="" loading="lazy" />
        ) : (
          // A book without a cover picture gets the plain cover the bookstore draws: its title, set upright.
          <span className="chat-share-card__book-cover chat-share-card__book-cover--plain" aria-hidden>
            {title.slice(0, 6)}
          </span>
        )
      ) : cover ? (
        <img className="chat-share-card__cover" src={cover} alt="" loading="lazy" />
      ) : null}
      <span className="chat-share-card__body">
        <span className="chat-share-card__title">{title}</span>
        {book && share.title && share.name ? (
          <span className="chat-share-card__byline" data-testid="chat-share-byline">
            {share.name}
          </span>
        ) : null}
        {share.amount !== undefined ? (
          <span className="chat-share-card__amount" data-testid="chat-share-amount">
            {t('chat.bubble.share.amount', { amount: formatShareAmount(share.amount) })}
            {showOrigin ? (
              <s className="chat-share-card__origin">
                {t('chat.bubble.share.amount', { amount: formatShareAmount(share.originAmount!) })}
              </s>
            ) : null}
          </span>
        ) : null}
        <span className="chat-share-card__kind" data-testid="chat-share-kind">
          {kind}
        </span>
      </span>
    </>
  );

  if (route) {
    return (
      <a
        className={className}
        href={route}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chat.bubble.share.open', { kind: `${kind} ${title}` })}
        data-testid="chat-share"
        data-share-type={share.type}
      >
        {content}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setAppOnly(true)}
        data-testid="chat-share"
        data-share-type={share.type}
      >
        {content}
      </button>
      <AppOnlyDialog open={appOnly} onClose={() => setAppOnly(false)} />
    </>
  );
}
