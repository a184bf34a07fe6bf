import { Button, Skeleton } from 'antd';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import type { profiles } from '@fox/contracts';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../api';
import { EmptyState } from '../../ui';
import { useFollowToggle } from '../social';
import { LoadFailed } from './LoadFailed';
import { ProfileCard } from './ProfileCard';
import { useUserHome } from './profile-queries';
import { WorksPanel } from './WorksPanel';
import './profile.css';

function FollowButton({ home }: { home: profiles.UserHome }) {
  const { t } = useTranslation();
  const follow = useFollowToggle({ userId: home.id, followed: home.followed });
  return (
    <Button
      type={follow.followed ? 'default' : 'primary'}
      icon={follow.followed ? <CheckOutlined /> : <PlusOutlined />}
      loading={follow.busy}
      onClick={follow.toggle}
      data-testid="others-follow"
      data-followed={follow.followed}
    >
      {t(follow.followed ? 'social.following' : 'social.follow')}
    </Button>
  );
}

const userIdOf = (raw: string | null): number | null => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /othersHome?userId: another user's card with the follow button, and their works on shelf. */
export function OthersHomePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userId = userIdOf(params.get('userId'));
  const home = useUserHome(userId);

  if (userId === null) return <EmptyState text={t('profile.userMissing')} data-testid="others-missing" />;
  if (home.isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} className="profile-page" />;
  if (home.isError) {
    const missing = isApiError(home.error) && home.error.code === 404;
    return (
      <div className="profile-page">
        {missing ? (
          <EmptyState text={t('profile.userMissing')} data-testid="others-missing" />
        ) : (
          <LoadFailed onRetry={() => void home.refetch()} />
        )}
      </div>
    );
  }
  // Spec 000 §2: one's own avatar leads to /my.
  if (home.data.self) return <Navigate to="/my" replace />;

  return (
    <div className="profile-page" data-testid="others-page">
      <ProfileCard home={home.data} actions={<FollowButton home={home.data} />} />
      <section className="profile-tabs profile-tabs--plain">
        <h2 className="profile-tabs__title">{t('profile.tabs.works')}</h2>
        <WorksPanel userId={userId} own={false} />
      </section>
    </div>
  );
}
