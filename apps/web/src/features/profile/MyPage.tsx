import { Suspense, useState } from 'react';
import { Button, Skeleton, Tabs } from 'antd';
import { CloudUploadOutlined, EditOutlined, MessageOutlined, UserAddOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useSessionStore } from '../auth';
import { BookshelfPanel } from '../novels';
import { openPublishDialog } from '../publish';
import { WalletSummary } from '../wallet';
import { EditProfileDialog } from './EditProfileDialog';
import { FeedbackDialog } from './FeedbackDialog';
import { LoadFailed } from './LoadFailed';
import { ProfileCard } from './ProfileCard';
import { useUserHome } from './profile-queries';
import { DramasPanel } from './DramasPanel';
import { CollectionsPanel, LikesPanel } from './ReactedPanel';
import { WorksPanel } from './WorksPanel';
import './profile.css';

/** /my: the own profile (the route requires login): card, works, dramas, likes, collections, feedback, invite. */
export function MyPage() {
  const { t } = useTranslation();
  const userId = useSessionStore((state) => state.userId);
  const home = useUserHome(userId);
  const [editing, setEditing] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  if (home.isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} className="profile-page" />;
  if (home.isError || userId === null) {
    return (
      <div className="profile-page">
        <LoadFailed onRetry={() => void home.refetch()} />
      </div>
    );
  }

  return (
    <div className="profile-page" data-testid="my-page">
      <ProfileCard
        home={home.data}
        actions={
          <>
            <Button
              type="primary"
              icon={<CloudUploadOutlined />}
              onClick={() => openPublishDialog()}
              data-testid="my-publish"
            >
              {t('profile.publish')}
            </Button>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="my-edit-profile">
              {t('profile.editProfile')}
            </Button>
            <div className="profile-card__links">
              <Button
                type="link"
                icon={<MessageOutlined />}
                onClick={() => setFeedbackOpen(true)}
                data-testid="my-feedback"
              >
                {t('profile.feedback')}
              </Button>
              <Link to="/inviteFriendsIndex" className="ant-btn ant-btn-link" data-testid="my-invite">
                <UserAddOutlined /> {t('profile.invite')}
              </Link>
            </div>
          </>
        }
      />
      <WalletSummary />
      <section className="profile-tabs">
        <Tabs
          items={[
            { key: 'works', label: t('profile.tabs.works'), children: <WorksPanel userId={userId} own /> },
            {
              key: 'dramas',
              label: <span data-testid="my-tab-dramas">{t('profile.tabs.dramas')}</span>,
              children: <DramasPanel />,
            },
            {
              key: 'bookshelf',
              label: <span data-testid="my-tab-bookshelf">{t('profile.tabs.bookshelf')}</span>,
              children: (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                  <BookshelfPanel />
                </Suspense>
              ),
            },
            { key: 'likes', label: t('profile.tabs.likes'), children: <LikesPanel /> },
            { key: 'collections', label: t('profile.tabs.collections'), children: <CollectionsPanel /> },
          ]}
          destroyOnHidden
        />
      </section>
      <EditProfileDialog home={home.data} open={editing} onClose={() => setEditing(false)} />
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </div>
  );
}
