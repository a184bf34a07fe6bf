import type { ReactNode } from 'react';
import { HeartFilled, HeartOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { comments } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useSessionStore } from '../auth';
import { useLikeToggle } from '../social';
import { commentTimeOf } from './comment-time';

type Comment = comments.Comment;

export interface CommentItemProps {
  comment: Comment;
  /** The author of the commented object: their comments carry the '作者' badge. */
  authorUserId: number;
  /** A reply: smaller avatar, and the name it answers when that is not the thread's starter. */
  reply?: boolean;
  threadStarterId?: number;
  /** This comment is the current reply target. */
  targeted: boolean;
  onReply: (comment: Comment) => void;
  children?: ReactNode;
}

/** The home page of a commenter: one's own profile, or theirs in a new tab (spec 000 §2). */
function profileHref(userId: number, viewerId: number | null): string {
  return userId === viewerId ? '/my' : `/othersHome?userId=${userId}`;
}

export function CommentItem({
  comment,
  authorUserId,
  reply = false,
  threadStarterId,
  targeted,
  onReply,
  children,
}: CommentItemProps) {
  const { t } = useTranslation();
  const viewerId = useSessionStore((state) => state.userId);
  const like = useLikeToggle({
    busyCode: comment.id,
    busyType: 'Comment',
    authorUserId: comment.commentUser,
    liked: comment.praiseObj,
    count: comment.praiseCount,
  });
  const time = commentTimeOf(comment.commentTime);
  const isAuthor = comment.isAuthor || comment.commentUser === authorUserId;
  const href = profileHref(comment.commentUser, viewerId);
  const newTab = comment.commentUser === viewerId ? {} : { target: '_blank', rel: 'noopener noreferrer' };
  const answersSomeoneElse =
    reply &&
    comment.replyUserName &&
    comment.replyUser !== undefined &&
    comment.replyUser !== threadStarterId;

  return (
    <div
      className={['comment-item', reply ? 'comment-item--reply' : ''].filter(Boolean).join(' ')}
      data-testid={reply ? 'comment-reply-item' : 'comment-item'}
      data-comment-id={comment.id}
    >
      <a className="comment-item__avatar" href={href} {...newTab}>
        <Avatar size={reply ? 24 : 36} src={comment.commentUserAvatar || undefined} icon={<UserOutlined />} />
      </a>
      <div className="comment-item__body">
        <div className="comment-item__who">
          <a className="comment-item__name" href={href} {...newTab} data-testid="comment-name">
            {comment.commentUserName}
          </a>
          {isAuthor && (
            <span className="comment-item__badge" data-testid="comment-author-badge">
              {t('comments.author')}
            </span>
          )}
          {answersSomeoneElse && (
            <>
              <span className="comment-item__arrow" aria-hidden>
                ▸
              </span>
              <span className="comment-item__name comment-item__name--plain">{comment.replyUserName}</span>
            </>
          )}
        </div>
        <div className="comment-item__content" data-testid="comment-content">
          {comment.content}
        </div>
        <div className="comment-item__meta">
          <span data-testid="comment-time">
            {'date' in time ? time.date : t(time.key, { count: time.count })}
          </span>
          {comment.ipAddress && (
            <span className="comment-item__ip" data-testid="comment-ip">
              {comment.ipAddress}
            </span>
          )}
          <button
            type="button"
            className={['comment-item__reply', targeted ? 'is-active' : ''].filter(Boolean).join(' ')}
            onClick={() => onReply(comment)}
            aria-pressed={targeted}
            data-testid="comment-reply"
          >
            {t('comments.reply')}
          </button>
          <button
            type="button"
            className={['comment-item__like', like.liked ? 'is-liked' : ''].filter(Boolean).join(' ')}
            onClick={like.toggle}
            aria-pressed={like.liked}
            aria-label={t('comments.like')}
            data-testid="comment-like"
          >
            {like.liked ? <HeartFilled /> : <HeartOutlined />}
            <span data-testid="comment-like-count">{like.count}</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
