import { useState } from 'react';
import { Avatar, Modal } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { groupChannels } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { CHANNEL_USER_PAGE_SIZE, useChannelUsers } from './community-queries';
import { communityPageClasses, PagedRows } from '../PagedRows';

interface ChannelUsersDialogProps {
  channel: groupChannels.Channel;
  onClose: () => void;
}

/** The channel member list (spec 002 §2.7): who joined through one channel, newest first, a page at a time. */
export function ChannelUsersDialog({ channel, onClose }: ChannelUsersDialogProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const users = useChannelUsers(channel.groupId, channel.id, page);

  return (
    <Modal
      open
      title={t('groupCommunity.channels.usersTitle', { name: channel.channelName })}
      onCancel={onClose}
      footer={null}
      width={420}
      centered
      modalRender={(node) => <div data-testid="channel-users">{node}</div>}
    >
      <PagedRows
        classes={communityPageClasses}
        pending={users.isPending}
        emptyText={t('groupCommunity.channels.usersEmpty')}
        page={page}
        pageSize={CHANNEL_USER_PAGE_SIZE}
        total={users.data?.total ?? 0}
        onPage={setPage}
        testId="channel-user-list"
      >
        {(users.data?.data ?? []).map((user) => (
          <div key={user.userId} className="community-person" data-testid="channel-user">
            <Avatar size={36} src={user.userAvatar || undefined} icon={<UserOutlined />} />
            <span className="community-person__name">{user.userName}</span>
            <span className="community-person__meta">
              {t('groupCommunity.channels.joinedAt', { time: user.joinTime })}
            </span>
          </div>
        ))}
      </PagedRows>
    </Modal>
  );
}
