import type { users } from '@fox/contracts';
import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { Highlight } from './Highlight';

/** A user found by ID or nickname; opens their home in a new tab (spec 000 §2). */
export function UserResult({ user, words }: { user: users.PublicUser; words: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <li>
      <a
        href={`/othersHome?userId=${user.id}`}
        target="_blank"
        rel="noopener noreferrer"
        className="search-user"
        data-testid="search-user"
      >
        <Avatar size={40} src={user.avatar || undefined} icon={<UserOutlined />} />
        <span className="search-user__text">
          <span className="search-user__name">
            <Highlight text={user.nickName || user.userName} words={words} />
          </span>
          <span className="search-user__sub">{t('discovery.userId', { value: user.userName })}</span>
          <span className="search-user__sub">{user.intro || t('discovery.noIntro')}</span>
        </span>
      </a>
    </li>
  );
}
