import type { KeyboardEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { content } from '@fox/contracts';
import { useGatedAction } from '../social';
import { wishTaskPath } from './wish-link';
import './promotion.css';

export type Relation = content.Relation;

export interface PromotionTagProps {
  relation: Relation;
  /** The video variant sits over a dark player, so it is translucent; content tags sit on white pages. */
  variant: 'video' | 'content';
}

function KindIcon({ kind }: { kind: Relation['busyType'] }) {
  // Small glyphs drawn inline so the tag needs no icon font: shop, bag, star, flag, book.
  const paths: Record<Relation['busyType'], ReactNode> = {
    Window: <path d="M2 6l1.5-3.5h9L14 6v1a2 2 0 01-4 0 2 2 0 01-4 0 2 2 0 01-4 0zM3 9v5h10V9" />,
    GoodsWindow: <path d="M3 5h10l-1 9H4zM6 5V4a2 2 0 014 0v1" />,
    BusyTask: <path d="M8 2l1.8 3.7 4 .6-2.9 2.8.7 4L8 11.2 4.4 13.1l.7-4L2.2 6.3l4-.6z" />,
    EntryRole: <path d="M4 14V2m0 1h8l-2 3 2 3H4" />,
    SohuLesson: <path d="M2 3h5a1 1 0 011 1v10a1 1 0 00-1-1H2zM14 3H9a1 1 0 00-1 1v10a1 1 0 011-1h5z" />,
  };
  return (
    <svg className="promotion-tag__icon" viewBox="0 0 16 16" aria-hidden>
      {paths[kind]}
    </svg>
  );
}

/**
 * The promotion tag attached to a video or an article (spec 000 §4, spec 002 §2.13). Window tags name the
 * owner's shop window, goods and wish tags their title, entry and lesson tags the title alone. Only the
 * wish tag acts: it needs a login, then opens the wish's task details as seen from the wish square.
 */
export function PromotionTag({ relation, variant }: PromotionTagProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gated = useGatedAction();
  const kind = relation.busyType;
  const text =
    kind === 'Window' ? t('promotion.windowName', { name: relation.userName }) : relation.busyTitle;
  const taskNumber = kind === 'BusyTask' ? relation.childTaskNumber : null;
  const className = `promotion-tag promotion-tag--${variant} promotion-tag--${kind}`;

  const body = (
    <>
      <span className="promotion-tag__kind">
        <KindIcon kind={kind} />
        {t(`promotion.kind.${kind}`)}
      </span>
      <span className="promotion-tag__text">{text}</span>
    </>
  );

  if (!taskNumber) {
    return (
      <span className={className} data-testid="promotion-tag" data-kind={kind}>
        {body}
      </span>
    );
  }

  // A guest logs in first; the wish opens once they have (spec 002 §2.13).
  const open = () => gated(() => void navigate(wishTaskPath(taskNumber, t('promotion.wishSquare'))));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  return (
    <span
      className={`${className} promotion-tag--link`}
      role="link"
      tabIndex={0}
      title={t('promotion.openWish')}
      data-testid="promotion-tag"
      data-kind={kind}
      onClick={(event) => {
        // The tag often sits inside a clickable card or over a video that pauses on click.
        event.stopPropagation();
        open();
      }}
      onKeyDown={onKeyDown}
    >
      {body}
      <svg className="promotion-tag__arrow" viewBox="0 0 16 16" aria-hidden>
        <path d="M6 3l5 5-5 5" />
      </svg>
    </span>
  );
}
