import { useMemo, type ReactNode } from 'react';
import { Empty, Image } from 'antd';
import type { ReviewItemDetail } from '../review-data';
import { safeHtml } from '../../../kit/safe-html';

/** A titled part of the drawer: 视频, 正文, 剧集… */
export function ReviewBlock({
  title,
  extra,
  children,
  testId,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="review-block" data-testid={testId}>
      <header className="review-block__head">
        <h4 className="review-block__title">{title}</h4>
        {extra ? <div className="review-block__extra">{extra}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A video the operator plays in place, its poster shown until it starts. */
export function MediaPlayer({
  src,
  poster,
  testId = 'review-player',
}: {
  src: string;
  poster?: string;
  testId?: string;
}) {
  if (!src) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有可播放的视频" />;
  return (
    <video
      key={src}
      className="review-player"
      src={src}
      poster={poster || undefined}
      controls
      preload="metadata"
      playsInline
      data-testid={testId}
    />
  );
}

/** Rich text as readers see it, checked against the allowlist before it is rendered. */
export function RichBody({ html }: { html: string }) {
  const clean = useMemo(() => safeHtml(html, { lazyImages: true }), [html]);
  if (!clean.trim()) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="正文为空" />;
  return (
    <div
      className="review-rich"
      data-testid="review-rich-body"
      // safeHtml keeps only the allowlisted tags, attributes and URLs.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** Plain text with its line breaks kept (poems, prose, intros). */
export function PlainBody({ text, className }: { text: string; className?: string }) {
  if (!text.trim()) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="正文为空" />;
  return (
    <div className={['review-plain', className].filter(Boolean).join(' ')} data-testid="review-plain-body">
      {text}
    </div>
  );
}

/** A picture of the item, enlarged on a click. */
export function CoverImage({ src, alt }: { src: string; alt: string }) {
  return (
    <Image
      src={src}
      alt={alt}
      width={220}
      className="review-cover"
      preview={{ mask: '查看大图' }}
      data-testid="review-cover"
    />
  );
}

/** The item's body as its format says: rich text, plain text, or nothing (media). */
export function BodyOf({ item }: { item: Pick<ReviewItemDetail, 'body' | 'bodyFormat' | 'excerpt'> }) {
  if (item.bodyFormat === 'html') return <RichBody html={item.body} />;
  if (item.bodyFormat === 'text') return <PlainBody text={item.body || item.excerpt} />;
  return null;
}

/** A field of a kind's `detail`, read without trusting its type. */
export const textIn = (detail: Record<string, unknown>, key: string): string => {
  const value = detail[key];
  return typeof value === 'string' ? value : '';
};

export const numberIn = (detail: Record<string, unknown>, key: string): number | null => {
  const value = detail[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** 1:05, 12:30, 1:02:03 for a duration in seconds. */
export function durationText(seconds: number | null): string {
  // 0 is what a work published without its length stores: unknown, not empty.
  if (seconds === null || seconds <= 0) return '—';
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
