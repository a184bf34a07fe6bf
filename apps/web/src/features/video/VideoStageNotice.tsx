import type { ReactNode } from 'react';
import { Spin } from 'antd';
import { PlaySquareOutlined } from '@ant-design/icons';

interface VideoStageNoticeProps {
  title?: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  loading?: boolean;
  'data-testid'?: string;
}

/** What the dark stage shows instead of a video: loading, nothing published, a failure, a dead link. */
export function VideoStageNotice({ title, text, action, loading, ...rest }: VideoStageNoticeProps) {
  return (
    <section className="video-player video-player--notice" data-testid={rest['data-testid']}>
      <div className="video-notice">
        {loading ? (
          <Spin size="large" />
        ) : (
          <span className="video-notice__icon" aria-hidden>
            <PlaySquareOutlined />
          </span>
        )}
        {title && <h2 className="video-notice__title">{title}</h2>}
        {text && <p className="video-notice__text">{text}</p>}
        {action}
      </div>
    </section>
  );
}
