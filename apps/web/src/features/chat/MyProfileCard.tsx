import { Avatar, Popover, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { account, maskPhone } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { useSessionStore } from '../auth';
import './my-profile-card.css';

/** The viewer's own profile, fresh each time the panel opens (the intro or phone may have changed). */
function useMyProfile() {
  const viewerId = useSessionStore((state) => (state.token ? state.userId : null));
  return useQuery({
    queryKey: ['account', viewerId, 'profile'],
    queryFn: ({ signal }) => api(account.getProfile, undefined, { signal, silent: true }),
    enabled: viewerId !== null,
  });
}

function ProfileFacts() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.userInfo);
  const profile = useMyProfile().data;
  const name = profile?.nickName || user?.nickName || profile?.userName || user?.userName || '';
  return (
    <div className="chat-me" data-testid="chat-me-card">
      <div className="chat-me__head">
        <Avatar size={48} src={(profile?.avatar ?? user?.avatar) || undefined}>
          {name.slice(0, 1)}
        </Avatar>
        <div className="chat-me__who">
          <div className="chat-me__name">{name}</div>
          <div className="chat-me__sub">
            {t('chat.me.id')} {profile?.userName ?? user?.userName}
          </div>
        </div>
      </div>
      {profile ? (
        <>
          <p className="chat-me__intro" data-testid="chat-me-intro">
            {profile.intro || t('chat.me.noIntro')}
          </p>
          <dl className="chat-me__facts">
            <dt>{t('chat.me.site')}</dt>
            <dd data-testid="chat-me-site">{profile.siteId}</dd>
            <dt>{t('chat.me.phone')}</dt>
            <dd data-testid="chat-me-phone">
              {profile.phone ? maskPhone(profile.phone) : t('chat.me.noPhone')}
            </dd>
          </dl>
        </>
      ) : (
        <Spin size="small" className="chat-me__loading" />
      )}
    </div>
  );
}

/** The viewer's avatar at the head of the chat panel; hovering or clicking it shows their card (spec 001 §2). */
export function MyProfileCard() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.userInfo);
  if (!user) return null;
  return (
    <Popover content={<ProfileFacts />} trigger={['hover', 'click']} placement="bottomLeft" arrow={false}>
      <button type="button" className="chat-me__trigger" aria-label={t('chat.me.card')} data-testid="chat-me">
        <Avatar size={32} src={user.avatar || undefined}>
          {(user.nickName || user.userName).slice(0, 1)}
        </Avatar>
      </button>
    </Popover>
  );
}
