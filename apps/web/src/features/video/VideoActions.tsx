import { useEffect, useRef, type ReactNode } from 'react';
import { Avatar, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import {
  CheckOutlined,
  EllipsisOutlined,
  HeartFilled,
  MessageFilled,
  PlusOutlined,
  ShareAltOutlined,
  StarFilled,
  UserOutlined,
} from '@ant-design/icons';
import type { content } from '@fox/contracts';
import {
  useCollectToggle,
  useDislike,
  useFollowToggle,
  useGatedAction,
  useLikeToggle,
  useShareLink,
} from '../social';
import { ActionButton } from './ActionButton';
import { busyTypeOf, shareLinkOf } from './video-links';
import type { VideoBehaviour } from './video-tracking';

interface VideoActionsProps {
  video: content.Video;
  /** The logged-in viewer, or null for a guest. */
  viewerId: number | null;
  commentCount: number;
  onOpenComments: () => void;
  onReport?: () => void;
  onBehaviour?: (behaviour: VideoBehaviour) => void;
  /** Only the current video's bar takes part in tests and the tab order. */
  active: boolean;
  /** What share copies; a plain video's share page by default. */
  shareUrl?: string;
  /** Buttons of the embedding player, placed after share (a drama's episode list). */
  extraActions?: ReactNode;
  /** The more menu (report, not interested); a drama player has no use for it. */
  showMore?: boolean;
}

/**
 * Calls back when a request of a toggle ends with its state changed: the server's answer, not the click
 * (which may wait for a login, or fail), and not a refetch that brings new flags.
 */
function useAnsweredChange(busy: boolean, on: boolean, onChange: (on: boolean) => void) {
  const before = useRef<boolean | null>(null);
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  useEffect(() => {
    if (busy) {
      before.current = on;
    } else if (before.current !== null) {
      if (before.current !== on) callback.current(on);
      before.current = null;
    }
    // Only the end of a request matters; `on` is read as it stands then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy]);
}

/**
 * The vertical action bar beside a video (spec 000 §2): the author with the follow toggle, like, comment,
 * collect, share and more (report, not interested). Every action asks a guest to log in first.
 */
export function VideoActions(props: VideoActionsProps) {
  const { video, viewerId, commentCount, onOpenComments, onReport, active, extraActions } = props;
  const { onBehaviour = () => undefined, shareUrl = shareLinkOf(video.id), showMore = true } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const busyType = busyTypeOf(video);
  const target = { busyCode: video.id, busyType, authorUserId: video.userId };
  const like = useLikeToggle({ ...target, liked: video.praiseObj, count: video.praiseCount });
  const collect = useCollectToggle({ ...target, collected: video.collectObj, count: video.collectCount });
  const follow = useFollowToggle({ userId: video.userId, followed: video.followObj });
  const share = useShareLink();
  const gated = useGatedAction();
  useAnsweredChange(like.busy, like.liked, (liked) => onBehaviour(liked ? 'like' : 'unlike'));
  useAnsweredChange(collect.busy, collect.collected, (collected) => collected && onBehaviour('collect'));
  const dislike = useDislike();
  const own = viewerId !== null && viewerId === video.userId;
  // Spec 000 §2 and §6: no report on one's own videos nor on drama episodes.
  const canReport = !own && video.episodeRelevance === null;
  const testId = (name: string) => (active ? `video-${name}` : undefined);
  const author = video.nickName || video.userName;

  const openAuthor = () => {
    if (own) navigate('/my');
    else window.open(`/othersHome?userId=${video.userId}`, '_blank', 'noopener');
  };

  const moreItems = [
    ...(canReport ? [{ key: 'report', label: t('video.report') }] : []),
    { key: 'dislike', label: t('video.dislike') },
  ];

  return (
    <div className="video-actions">
      <div className="video-actions__author">
        <button
          type="button"
          className="video-actions__avatar"
          onClick={openAuthor}
          aria-label={t('video.authorHome', { name: author })}
          data-testid={testId('avatar')}
        >
          <Avatar size={48} src={video.userAvatar || undefined} icon={<UserOutlined />} />
        </button>
        {!own && (
          <button
            type="button"
            className={`video-actions__follow${follow.followed ? ' video-actions__follow--on' : ''}`}
            onClick={follow.toggle}
            aria-label={follow.followed ? t('video.followed') : t('video.follow')}
            aria-pressed={follow.followed}
            title={follow.followed ? t('video.followed') : t('video.follow')}
            data-testid={testId('follow')}
          >
            {follow.followed ? <CheckOutlined /> : <PlusOutlined />}
          </button>
        )}
      </div>
      <ActionButton
        label={t('video.like')}
        count={like.count}
        on={like.liked}
        busy={like.busy}
        icon={<HeartFilled />}
        className="video-action--liked"
        onClick={like.toggle}
        testId={testId('like')}
      />
      <ActionButton
        label={t('video.comment')}
        count={commentCount}
        icon={<MessageFilled />}
        onClick={onOpenComments}
        testId={testId('comment')}
      />
      <ActionButton
        label={t('video.collect')}
        count={collect.count}
        on={collect.collected}
        busy={collect.busy}
        icon={<StarFilled />}
        onClick={collect.toggle}
        testId={testId('collect')}
      />
      <ActionButton
        label={t('video.share')}
        icon={<ShareAltOutlined />}
        onClick={() =>
          gated(() => {
            share(shareUrl);
            onBehaviour('share');
          })
        }
        testId={testId('share')}
      />
      {extraActions}
      {showMore && (
        <Dropdown
          trigger={['click']}
          placement="topRight"
          menu={{
            items: moreItems.map((item) => ({ ...item, 'data-testid': testId(`more-${item.key}`) })),
            onClick: ({ key }) => {
              if (key === 'report') onReport?.();
              else dislike({ busyCode: video.id, busyType });
            },
          }}
        >
          <button
            type="button"
            className="video-action"
            aria-label={t('video.more')}
            data-testid={testId('more')}
          >
            <span className="video-action__icon">
              <EllipsisOutlined />
            </span>
            <span className="video-action__count">{t('video.more')}</span>
          </button>
        </Dropdown>
      )}
    </div>
  );
}
