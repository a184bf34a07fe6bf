import type { ReactNode } from 'react';
import type { BusyType } from '../social';
import { RichText } from './ArticleBody';
import { AuthorLine } from './AuthorLine';
import { ContentActions } from './ContentActions';

/** What a detail page reads of an article or a question. */
export interface ReadingItem {
  id: number;
  title: string;
  userId: number;
  nickName: string;
  userAvatar: string;
  followObj: boolean;
  createTime: string;
  contentHtml: string;
  praiseObj: boolean;
  praiseCount: number;
  collectObj: boolean;
  collectCount: number;
}

interface ReadingArticleProps {
  item: ReadingItem;
  /** Names the parts for tests: `<kind>-detail`, `<kind>-title`, `<kind>-body`. */
  kind: 'article' | 'question';
  busyType: BusyType;
  /** The page the share link opens, before `?id=`. */
  sharePath: string;
  titleClassName?: string;
  /** Shown before the title (the question badge). */
  badge?: ReactNode;
  /** Shown between the author and the body (the promotion tag). */
  children?: ReactNode;
  /** A question's description is optional: without one no body is shown. */
  bodyOptional?: boolean;
  /** The comment count and the jump to the comments, where they are below. */
  comments?: { count: number; onOpen: () => void };
}

/** The card of a detail page: the title, the author, the body and the action row. */
export function ReadingArticle({
  item,
  kind,
  busyType,
  sharePath,
  titleClassName = 'reading-article__title',
  badge,
  children,
  bodyOptional = false,
  comments,
}: ReadingArticleProps) {
  return (
    <article className="page-card reading-article" data-testid={`${kind}-detail`}>
      <h1 className={titleClassName} data-testid={`${kind}-title`}>
        {badge}
        {item.title}
      </h1>
      <AuthorLine
        userId={item.userId}
        nickName={item.nickName}
        avatar={item.userAvatar}
        followed={item.followObj}
        time={item.createTime}
      />
      {children}
      {(item.contentHtml || !bodyOptional) && (
        <RichText html={item.contentHtml} className="reading-article__body" testId={`${kind}-body`} />
      )}
      <ContentActions
        busyCode={item.id}
        busyType={busyType}
        authorUserId={item.userId}
        liked={item.praiseObj}
        praiseCount={item.praiseCount}
        collected={item.collectObj}
        collectCount={item.collectCount}
        {...(comments ? { commentCount: comments.count, onComment: comments.onOpen } : {})}
        shareUrl={`${window.location.origin}${sharePath}?id=${item.id}`}
      />
    </article>
  );
}
