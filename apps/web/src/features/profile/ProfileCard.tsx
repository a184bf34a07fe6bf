import type { ReactNode } from 'react';
import { Avatar } from 'antd';
import type { profiles } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { shortCount } from '../../ui/format';

/** The top of a profile: avatar, nickname, public ID, intro, the four counts, and the page's own actions. */
export function ProfileCard({ home, actions }: { home: profiles.UserHome; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const counts = [
    { key: 'following', value: home.followCount },
    { key: 'fans', value: home.fansCount },
    { key: 'liked', value: home.likedCount },
    { key: 'works', value: home.worksCount },
  ] as const;
  return (
    <section className="profile-card" data-testid="profile-card">
      <div className="profile-card__band" aria-hidden />
      <div className="profile-card__body">
        <Avatar src={home.avatar || undefined} size={96} className="profile-card__avatar" alt="" />
        <div className="profile-card__main">
          <h1 className="profile-card__name" data-testid="profile-nickname">
            {home.nickName}
          </h1>
          <div className="profile-card__id" data-testid="profile-id">
            {t('profile.id', { id: home.userName })}
          </div>
          <p className="profile-card__intro" data-testid="profile-intro">
            {home.intro || t('profile.noIntro')}
          </p>
          <dl className="profile-card__counts">
            {counts.map((count) => (
              <div key={count.key} className="profile-card__count" data-testid={`profile-count-${count.key}`}>
                <dt>{t(`profile.${count.key}`)}</dt>
                <dd>{shortCount(count.value, i18n.language)}</dd>
              </div>
            ))}
          </dl>
        </div>
        {actions && <div className="profile-card__actions">{actions}</div>}
      </div>
    </section>
  );
}
