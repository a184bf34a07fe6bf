import { Avatar, Button } from 'antd';
import { CheckOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useSessionStore } from '../auth';
import { useFollowToggle } from '../social';
import { publishTimeOf } from '../../ui/text-format';

interface AuthorLineProps {
  userId: number;
  nickName: string;
  avatar: string;
  followed: boolean;
  /** As the answer carried it (China time). */
  time: string;
}

/** Where an author's avatar leads: one's own profile, or the other user's home in a new tab (spec 000 §2). */
function AuthorLink({ userId, own, children }: { userId: number; own: boolean; children: React.ReactNode }) {
  if (own) {
    return (
      <Link to="/my" className="reading-author__link">
        {children}
      </Link>
    );
  }
  return (
    <Link
      to={`/othersHome?userId=${userId}`}
      target="_blank"
      rel="noopener noreferrer"
      className="reading-author__link"
    >
      {children}
    </Link>
  );
}

/** The author row of a detail: avatar, name and time, with a follow toggle for anyone but oneself. */
export function AuthorLine({ userId, nickName, avatar, followed, time }: AuthorLineProps) {
  const { t } = useTranslation();
  const own = useSessionStore((state) => state.userId) === userId;
  const follow = useFollowToggle({ userId, followed });
  return (
    <div className="reading-author" data-testid="author-line">
      <AuthorLink userId={userId} own={own}>
        <Avatar size={44} src={avatar || undefined} icon={<UserOutlined />} alt={nickName} />
      </AuthorLink>
      <div className="reading-author__text">
        <AuthorLink userId={userId} own={own}>
          <span className="reading-author__name" data-testid="author-name">
            {nickName}
          </span>
        </AuthorLink>
        <span className="reading-author__time">
          {t('reading.publishedAt', { time: publishTimeOf(time) })}
        </span>
      </div>
      {!own && (
        <Button
          className="reading-author__follow"
          type={follow.followed ? 'default' : 'primary'}
          shape="round"
          icon={follow.followed ? <CheckOutlined /> : <PlusOutlined />}
          loading={follow.busy}
          onClick={follow.toggle}
          data-testid="follow-toggle"
          data-followed={follow.followed}
        >
          {follow.followed ? t('social.following') : t('social.follow')}
        </Button>
      )}
    </div>
  );
}
