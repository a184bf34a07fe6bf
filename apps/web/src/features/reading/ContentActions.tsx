import { useState } from 'react';
import {
  HeartFilled,
  HeartOutlined,
  MessageOutlined,
  ShareAltOutlined,
  StarFilled,
  StarOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { useSessionStore } from '../auth';
import {
  ReportDialog,
  useCollectToggle,
  useGatedAction,
  useLikeToggle,
  useShareLink,
  type BusyType,
} from '../social';
import { shortCount } from '../../ui/format';

export interface ContentActionsProps {
  busyCode: number;
  busyType: BusyType;
  authorUserId: number;
  liked: boolean;
  praiseCount: number;
  collected: boolean;
  collectCount: number;
  /** Link copied by share; omitted where the item has no page of its own (an answer). */
  shareUrl?: string;
  /** Shown with a button that jumps to the comments, when the item has them below. */
  commentCount?: number;
  onComment?: () => void;
  size?: 'large' | 'small';
}

/**
 * The action row of an article, question or answer: like, collect, comment, share, and report except on
 * one's own content (spec 000 §6). Every action asks a guest to log in first.
 */
export function ContentActions(props: ContentActionsProps) {
  const { busyCode, busyType, authorUserId, shareUrl, commentCount, onComment, size = 'large' } = props;
  const { t, i18n } = useTranslation();
  const own = useSessionStore((state) => state.userId) === authorUserId;
  const like = useLikeToggle({
    busyCode,
    busyType,
    authorUserId,
    liked: props.liked,
    count: props.praiseCount,
  });
  const collect = useCollectToggle({
    busyCode,
    busyType,
    authorUserId,
    collected: props.collected,
    count: props.collectCount,
  });
  const share = useShareLink();
  const gated = useGatedAction();
  const [reporting, setReporting] = useState(false);
  const count = (value: number) => shortCount(value, i18n.language);

  return (
    <div className={`reading-actions reading-actions--${size}`} data-testid="content-actions">
      <button
        type="button"
        className={`reading-action${like.liked ? ' reading-action--on' : ''}`}
        aria-pressed={like.liked}
        aria-label={t('social.like')}
        disabled={like.busy}
        onClick={like.toggle}
        data-testid="action-like"
      >
        {like.liked ? <HeartFilled /> : <HeartOutlined />}
        <span data-testid="action-like-count">{count(like.count)}</span>
      </button>
      <button
        type="button"
        className={`reading-action${collect.collected ? ' reading-action--on' : ''}`}
        aria-pressed={collect.collected}
        aria-label={t('social.collect')}
        disabled={collect.busy}
        onClick={collect.toggle}
        data-testid="action-collect"
      >
        {collect.collected ? <StarFilled /> : <StarOutlined />}
        <span data-testid="action-collect-count">{count(collect.count)}</span>
      </button>
      {onComment && (
        <button
          type="button"
          className="reading-action"
          aria-label={t('reading.comment')}
          onClick={onComment}
          data-testid="action-comment"
        >
          <MessageOutlined />
          <span>{count(commentCount ?? 0)}</span>
        </button>
      )}
      {shareUrl && (
        <button
          type="button"
          className="reading-action"
          onClick={() => share(shareUrl)}
          data-testid="action-share"
        >
          <ShareAltOutlined />
          <span>{t('social.share')}</span>
        </button>
      )}
      {!own && (
        <button
          type="button"
          className="reading-action reading-action--quiet"
          onClick={() => gated(() => setReporting(true))}
          data-testid="action-report"
        >
          <WarningOutlined />
          <span>{t('social.report')}</span>
        </button>
      )}
      {reporting && (
        <ReportDialog open busyCode={busyCode} busyType={busyType} onClose={() => setReporting(false)} />
      )}
    </div>
  );
}
