import { Avatar, Button } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { instantOf } from '../../ui/answer-time';
import { usePanelsStore } from '../../ui/panels-store';
import { openChatWith } from '../im';
import { useFollowToggle } from '../social';
import { interactTextHtml } from './interact-text';
import { noticeObjectKey, noticeTargetPath, plainNoticeTargetPath } from './notice-links';
import type { FansNotice, FriendNotice, InteractNotice, PlainNotice } from './notice-types';

const timeOf = (time: string) => dayjs(instantOf(time)).format('YYYY-MM-DD HH:mm');

function NewDot({ readState }: { readState: number }) {
  const { t } = useTranslation();
  return readState === 0 ? <span className="notice-item__dot" aria-label={t('notices.new')} /> : null;
}

/** A like, collect or comment on the viewer's content; the whole card leads to that content. */
export function InteractItem({ notice }: { notice: InteractNotice }) {
  const { t } = useTranslation();
  const close = usePanelsStore((state) => state.close);
  const action = t(`notices.action.${notice.type}`, { object: t(noticeObjectKey(notice)) });
  return (
    <Link
      to={noticeTargetPath(notice)}
      className="notice-item notice-item--link"
      onClick={close}
      data-testid="notice-interact-item"
    >
      <Avatar
        src={notice.operatorUserAvatar || undefined}
        icon={<UserOutlined />}
        size={40}
        className="notice-item__avatar"
      />
      <div className="notice-item__body">
        <div className="notice-item__head">
          <span className="notice-item__name">{notice.operatorUserName}</span>
          <span className="notice-item__action">{action}</span>
          <NewDot readState={notice.readState} />
        </div>
        <div
          className="notice-item__text"
          // Escaped before any markup is added: see interactTextHtml.
          dangerouslySetInnerHTML={{ __html: interactTextHtml(notice.content, t('notices.imageMark')) }}
        />
        <div className="notice-item__time">{timeOf(notice.createTime)}</div>
      </div>
      {notice.objCoverImage ? <img className="notice-item__cover" src={notice.objCoverImage} alt="" /> : null}
    </Link>
  );
}

/** A new follower, with follow back; once following back, a message button opens the chat. */
export function FansItem({ notice }: { notice: FansNotice }) {
  const { t } = useTranslation();
  const { followed, busy, toggle } = useFollowToggle({ userId: notice.userId, followed: notice.meFollowHim });
  return (
    <div className="notice-item" data-testid="notice-fans-item">
      <Link to={`/othersHome?userId=${notice.userId}`} className="notice-item__avatar-link">
        <Avatar
          src={notice.userAvatar || undefined}
          icon={<UserOutlined />}
          size={40}
          className="notice-item__avatar"
        />
      </Link>
      <div className="notice-item__body">
        <div className="notice-item__head">
          <span className="notice-item__name">{notice.userName}</span>
          <span className="notice-item__action">{t('notices.followedYou')}</span>
          <NewDot readState={notice.readState} />
        </div>
        <div className="notice-item__time">{timeOf(notice.createTime)}</div>
      </div>
      {followed ? (
        <Button
          size="small"
          onClick={() =>
            void openChatWith(notice.userId, {
              id: notice.userId,
              name: notice.userName,
              avatar: notice.userAvatar,
            })
          }
          data-testid="notice-fans-message"
        >
          {t('notices.message')}
        </Button>
      ) : (
        <Button size="small" type="primary" loading={busy} onClick={toggle} data-testid="notice-fans-follow">
          {t('notices.followBack')}
        </Button>
      )}
    </div>
  );
}

/** A friend request received; it is answered under new friends in the chat panel. */
export function FriendItem({ notice }: { notice: FriendNotice }) {
  const { t } = useTranslation();
  return (
    <div className="notice-item" data-testid="notice-friend-item">
      <Avatar
        src={notice.userAvatar || undefined}
        icon={<UserOutlined />}
        size={40}
        className="notice-item__avatar"
      />
      <div className="notice-item__body">
        <div className="notice-item__head">
          <span className="notice-item__name">{notice.userName}</span>
          <span className="notice-item__action">{t('notices.friendRequest')}</span>
          <NewDot readState={notice.readState} />
        </div>
        {notice.content ? <div className="notice-item__text">{notice.content}</div> : null}
        <div className="notice-item__time">{timeOf(notice.createTime)}</div>
      </div>
    </div>
  );
}

/**
 * A system, shop, wallet, mcn or task notice: a title, its text and a time. One about something that
 * opens (a wallet notice of bought episodes, a system notice's portal link) leads there.
 */
export function PlainItem({ notice }: { notice: PlainNotice }) {
  const close = usePanelsStore((state) => state.close);
  const target = plainNoticeTargetPath(notice.extra);
  const linkTitle = typeof notice.extra.linkTitle === 'string' ? notice.extra.linkTitle : '';
  const body = (
    <div className="notice-item__body">
      <div className="notice-item__head">
        <span className="notice-item__name">{notice.title}</span>
        <NewDot readState={notice.readState} />
      </div>
      {notice.content ? <div className="notice-item__text">{notice.content}</div> : null}
      {target && linkTitle ? <div className="notice-item__link-title">{linkTitle}</div> : null}
      <div className="notice-item__time">{timeOf(notice.updateTime)}</div>
    </div>
  );
  return target ? (
    <Link
      to={target}
      className="notice-item notice-item--link"
      onClick={close}
      data-testid="notice-plain-item"
    >
      {body}
    </Link>
  ) : (
    <div className="notice-item" data-testid="notice-plain-item">
      {body}
    </div>
  );
}
