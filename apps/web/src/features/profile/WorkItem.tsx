import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { FileTextOutlined, PlayCircleFilled, QuestionCircleOutlined, ReadOutlined } from '@ant-design/icons';
import type { profiles } from '@fox/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { publishTimeOf } from '../../ui/text-format';
import { workLinkOf } from './work-links';

const KIND_ICON: Record<profiles.WorkKind, ReactNode> = {
  Video: <PlayCircleFilled />,
  Article: <FileTextOutlined />,
  Question: <QuestionCircleOutlined />,
  Answer: <QuestionCircleOutlined />,
  Poetry: <ReadOutlined />,
  Prose: <ReadOutlined />,
};

const STATE_COLOR: Record<string, string> = {
  OnShelf: 'success',
  WaitApprove: 'processing',
  Refuse: 'error',
  CompelOff: 'error',
};

/**
 * What the author is told of a work others cannot see: that it waits for review, or why the platform
 * refused it or took it down.
 */
export function WorkStateNote({ state, rejectReason }: { state: string; rejectReason: string }) {
  const { t } = useTranslation();
  if (state !== 'WaitApprove' && state !== 'Refuse' && state !== 'CompelOff') return null;
  return (
    <p className={`work-state-note work-state-note--${state}`} data-testid="work-state-note">
      {t(`profile.stateNotes.${state}`, { reason: rejectReason || '—' })}
    </p>
  );
}

/** One work in a profile list: cover or kind icon, title, summary, counts and time; `extra` holds actions. */
export function WorkItem({
  work,
  showState,
  extra,
}: {
  work: profiles.WorkCard;
  showState?: boolean;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const link = workLinkOf(work);
  const title = work.title || t(`profile.kinds.${work.busyType}`);
  return (
    <li className="work-item" data-testid="work-item" data-kind={work.busyType} data-id={work.id}>
      <div className={`work-item__cover work-item__cover--${work.busyType.toLowerCase()}`}>
        {work.coverUrl ? <img src={work.coverUrl} alt="" loading="lazy" /> : KIND_ICON[work.busyType]}
      </div>
      <div className="work-item__main">
        <div className="work-item__head">
          <Tag variant="filled" className="work-item__kind">
            {t(`profile.kinds.${work.busyType}`)}
          </Tag>
          {link ? (
            <Link to={link} className="work-item__title" data-testid="work-item-title">
              {title}
            </Link>
          ) : (
            <span className="work-item__title" data-testid="work-item-title">
              {title}
            </span>
          )}
          {showState && (
            <Tag
              color={STATE_COLOR[work.state] ?? 'default'}
              className="work-item__state"
              data-testid="work-item-state"
            >
              {t(`profile.states.${work.state}`)}
            </Tag>
          )}
        </div>
        {showState && <WorkStateNote state={work.state} rejectReason={work.rejectReason} />}
        {work.summary && <p className="work-item__summary">{work.summary}</p>}
        <div className="work-item__meta">
          <span>{t('profile.counts', { praise: work.praiseCount, comment: work.commentCount })}</span>
          <span>{publishTimeOf(work.createTime)}</span>
        </div>
      </div>
      {extra && <div className="work-item__extra">{extra}</div>}
    </li>
  );
}
