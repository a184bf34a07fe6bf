import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Spin, type InputRef } from 'antd';
import type { comments } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState, InfiniteScroll } from '../../ui';
import { useGatedAction, type BusyType } from '../social';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { onCommentSent, panelKey, sendComment } from './comment-sending';
import { useCommentList } from './use-comment-list';
import { PageEndSentinel } from './PageEndSentinel';
import './comments.css';

type Comment = comments.Comment;

export interface CommentPanelProps {
  busyCode: number;
  busyType: BusyType;
  /** The author of the commented object: their comments carry the '作者' badge; sent as busyUser. */
  authorUserId: number;
  /** The heading's total whenever it is known or rises. */
  onTotalChange?: (total: number) => void;
  /**
   * 'inline' (default) sits in a page: composer on top, more comments as the page scrolls. 'fill' fills
   * a fixed-height container (the drawer): the list scrolls in its own box, the composer stays at the
   * bottom.
   */
  layout?: 'inline' | 'fill';
}

function CommentPanelFor({
  busyCode,
  busyType,
  authorUserId,
  onTotalChange,
  layout = 'inline',
}: CommentPanelProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const gated = useGatedAction();
  const list = useCommentList({ busyCode, busyType });
  const [text, setText] = useState('');
  const [target, setTarget] = useState<Comment | null>(null);
  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  const input = useRef<InputRef>(null);
  const key = panelKey(busyType, busyCode);

  const { total, afterSent } = list;
  const reportTotal = useRef(onTotalChange);
  reportTotal.current = onTotalChange;
  useEffect(() => {
    if (total !== null) reportTotal.current?.(total);
  }, [total]);

  // Spec 000 §4: after a successful send the input and target clear and the list or thread reloads.
  useEffect(
    () =>
      onCommentSent((sent) => {
        if (sent.key !== key) return;
        setText('');
        setTarget(null);
        void afterSent(sent.parentId, sent.newId);
      }),
    [key, afterSent],
  );

  const chooseTarget = useCallback((comment: Comment) => {
    // Choosing the same comment again drops the target (spec: click on the target again cancels).
    setTarget((before) => (before?.id === comment.id ? null : comment));
    input.current?.focus();
  }, []);

  const send = () => {
    const content = text.trim();
    if (!content) {
      void message.warning(t('comments.emptyContent'));
      return;
    }
    // What is sent is what the person wrote when pressing send, even if it goes out after a login.
    const draft = { busyCode, busyType, authorUserId, content, target };
    gated(() => {
      if (sendingNow.current) return;
      sendingNow.current = true;
      setSending(true);
      sendComment(draft)
        // The request layer showed the server's message; the text stays for another try.
        .catch(() => undefined)
        .finally(() => {
          sendingNow.current = false;
          setSending(false);
        });
    });
  };

  const composer = (
    <CommentComposer
      ref={input}
      value={text}
      onChange={setText}
      replyName={target ? target.commentUserName : null}
      onSend={send}
      onCancelReply={() => setTarget(null)}
      sending={sending}
    />
  );

  const showEmpty = busyType !== 'Answer' && list.total === 0 && list.items.length === 0 && !list.loading;

  const body = (
    <>
      {list.failed && list.items.length === 0 && (
        <div className="comment-panel__failed" data-testid="comment-failed">
          <span>{t('comments.loadFailed')}</span>
          <Button size="small" onClick={list.reload}>
            {t('comments.retry')}
          </Button>
        </div>
      )}
      {showEmpty && !list.failed && (
        <EmptyState className="comment-panel__empty" text={t('comments.empty')} data-testid="comment-empty" />
      )}
      {list.items.map((comment) => {
        const thread = list.threadOf(comment);
        const replyTotal = Math.max(thread.total, comment.replyCount);
        return (
          <CommentItem
            key={comment.id}
            comment={comment}
            authorUserId={authorUserId}
            targeted={target?.id === comment.id}
            onReply={chooseTarget}
          >
            {thread.replies.length > 0 && (
              <div className="comment-thread" data-testid="comment-thread">
                {thread.replies.map((reply) => (
                  <CommentItem
                    key={reply.id}
                    reply
                    comment={reply}
                    authorUserId={authorUserId}
                    threadStarterId={comment.commentUser}
                    targeted={target?.id === reply.id}
                    onReply={chooseTarget}
                  />
                ))}
              </div>
            )}
            {(replyTotal > thread.replies.length || thread.page > 0) && (
              <div className="comment-thread__actions">
                {replyTotal > thread.replies.length && (
                  <button
                    type="button"
                    className="comment-thread__toggle"
                    onClick={() => void list.expand(comment)}
                    disabled={thread.loading}
                    data-testid="comment-expand"
                  >
                    <span className="comment-thread__rule" aria-hidden />
                    {t('comments.expand')}
                    {thread.loading && <Spin size="small" />}
                  </button>
                )}
                {thread.page > 0 && (
                  <button
                    type="button"
                    className="comment-thread__toggle"
                    onClick={() => list.collapse(comment)}
                    data-testid="comment-collapse"
                  >
                    {t('comments.collapse')}
                  </button>
                )}
              </div>
            )}
          </CommentItem>
        );
      })}
    </>
  );

  const heading =
    busyType !== 'Video' && list.total !== null ? (
      <div className="comment-panel__heading" data-testid="comment-heading">
        {t('comments.heading', { count: list.total })}
      </div>
    ) : null;

  const endText = list.items.length > 0 ? t('comments.end') : undefined;

  if (layout === 'fill') {
    return (
      <div className="comment-panel comment-panel--fill" data-testid="comment-panel">
        {heading}
        <InfiniteScroll
          className="comment-panel__scroll"
          hasMore={list.hasMore}
          loading={list.loading}
          loadMore={list.loadMore}
          endText={endText}
          data-testid="comment-list"
        >
          {body}
        </InfiniteScroll>
        <div className="comment-panel__footer">{composer}</div>
      </div>
    );
  }

  return (
    <div className="comment-panel comment-panel--inline" data-testid="comment-panel">
      {heading}
      {composer}
      <div className="comment-panel__list" data-testid="comment-list">
        {body}
        <PageEndSentinel hasMore={list.hasMore} loading={list.loading} onReached={list.loadMore} />
        {list.loading && (
          <div className="infinite-scroll__status">
            <Spin size="small" />
          </div>
        )}
        {!list.hasMore && !list.loading && endText && (
          <div className="infinite-scroll__status">{endText}</div>
        )}
      </div>
    </div>
  );
}

/**
 * The comment panel of spec 000 §2: heading '共N条评论' (not for videos), the list with reply threads,
 * the empty state (not for answers) and the composer. A new object starts a fresh panel.
 */
export function CommentPanel(props: CommentPanelProps) {
  return <CommentPanelFor key={`${props.busyType}:${props.busyCode}`} {...props} />;
}
