import { useMemo } from 'react';
import { Alert, Image, Space, Tag, Typography } from 'antd';
import { ExportOutlined, LockOutlined } from '@ant-design/icons';
import type { consoleReports, content } from '@fox/contracts';
import { CONTENT_STATE_LOOK, ContentStateTag } from '../../kit';
import { ChatContext } from './ChatContext';
import { Person } from './Person';
import { isChatTarget, portalPathOf, targetTypeName } from './report-words';
import { safeHtml } from '../../kit/safe-html';

type Preview = consoleReports.ReportPreview;

/** A link to the object's page on the portal, in a new tab, where the portal has one. */
export function PortalLink({ type, id, text = '在前台查看' }: { type: string; id: number; text?: string }) {
  const path = portalPathOf(type, id);
  if (!path) return null;
  return (
    <Typography.Link href={path} target="_blank" rel="noopener noreferrer" className="report-portal-link">
      {text} <ExportOutlined />
    </Typography.Link>
  );
}

function RichText({ html }: { html: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <div
      className="report-content__html"
      data-testid="report-content-html"
      // safeHtml keeps only the allowlisted tags, attributes and URLs.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** The media of content: a video with its poster, a paid episode by its cover only, or a cover picture. */
function Media({ preview }: { preview: Preview }) {
  if (preview.paidEpisode) {
    return (
      <div className="report-content__paid" data-testid="report-content-paid">
        {preview.coverUrl ? (
          <img src={preview.coverUrl} alt={preview.title} className="report-content__paid-cover" />
        ) : null}
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined />}
          title="付费剧集"
          description="后台只展示付费剧集的封面与标题，不播放正片。"
        />
      </div>
    );
  }
  if (preview.videoUrl) {
    return (
      <div className="report-content__stage">
        <video
          src={preview.videoUrl}
          poster={preview.coverUrl || undefined}
          controls
          preload="metadata"
          className="report-content__video"
          data-testid="report-content-video"
        />
      </div>
    );
  }
  if (preview.coverUrl && !preview.html) {
    return <Image src={preview.coverUrl} width={240} alt={preview.title} className="report-content__cover" />;
  }
  return null;
}

/**
 * The reported object in place, as its owner feature describes it: a video plays, an article's sanitised
 * HTML renders, a comment shows with what it is under, a paid episode only by its cover and title, a chat
 * message among its neighbours. An object deleted since says so.
 */
export function ReportedContent({
  objType,
  objId,
  title,
  preview,
}: {
  objType: string;
  objId: number;
  title: string;
  preview: Preview;
}) {
  if (!preview.found) {
    return (
      <Alert
        type="warning"
        showIcon
        title="被举报的对象已不存在"
        description={`${targetTypeName(objType)} #${objId}「${title}」已被删除，无法预览；仍可驳回或警告。`}
        data-testid="report-content-missing"
      />
    );
  }
  if (preview.chat) return <ChatContext chat={preview.chat} />;
  const shelfState = preview.state in CONTENT_STATE_LOOK ? (preview.state as content.ContentState) : null;
  return (
    <article className="report-content" data-testid="report-content">
      <header className="report-content__head">
        <Typography.Title level={4} className="report-content__title" data-testid="report-content-title">
          {preview.title || title || '（无标题）'}
        </Typography.Title>
        <Space size={8} wrap>
          {shelfState ? <ContentStateTag state={shelfState} /> : null}
          {preview.state && !shelfState && !isChatTarget(objType) ? <Tag>{preview.state}</Tag> : null}
          <PortalLink type={objType} id={objId} />
        </Space>
      </header>
      <div className="report-content__author">
        <Typography.Text type="secondary">作者</Typography.Text>
        <Person person={preview.author} />
      </div>
      {preview.under ? (
        <div className="report-content__under" data-testid="report-content-under">
          <Typography.Text type="secondary">
            发布在{targetTypeName(preview.under.busyType)}下：
          </Typography.Text>
          <span className="report-content__under-title">
            「{preview.under.title || `#${preview.under.busyCode}`}」
          </span>
          <PortalLink type={preview.under.busyType} id={preview.under.busyCode} text="打开" />
        </div>
      ) : null}
      <Media preview={preview} />
      {preview.text ? (
        <Typography.Paragraph
          className={`report-content__text${preview.html ? ' report-content__text--summary' : ''}`}
          data-testid="report-content-text"
        >
          {preview.text}
        </Typography.Paragraph>
      ) : null}
      {preview.html ? <RichText html={preview.html} /> : null}
      {preview.imageUrls.length > 0 ? (
        <Image.PreviewGroup>
          <div className="report-content__images">
            {preview.imageUrls.map((url) => (
              <Image key={url} src={url} width={120} height={120} alt="" className="report-image" />
            ))}
          </div>
        </Image.PreviewGroup>
      ) : null}
    </article>
  );
}
