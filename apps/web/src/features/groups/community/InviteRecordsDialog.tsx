import { useState } from 'react';
import { Avatar, Button, Modal, Tabs } from 'antd';
import { DownOutlined, UpOutlined, UserOutlined } from '@ant-design/icons';
import type { groupChannels } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import type { CommunityDialogProps } from './ChannelsDialog';
import { INVITE_PAGE_SIZE, useInviteRecords } from './community-queries';
import { communityPageClasses, PagedRows } from '../PagedRows';
import './community.css';

type ChannelType = (typeof groupChannels.CHANNEL_TYPES)[number];

function InviterRow({ record }: { record: groupChannels.InviteRecord }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  return (
    <div className="community-card" data-testid="invite-row" data-user={record.userId}>
      <div className="community-person community-person--flat">
        <Avatar size={40} src={record.userAvatar || undefined} icon={<UserOutlined />} />
        <span className="community-person__name">{record.userName}</span>
        <span className="community-person__badge" data-testid="invite-count">
          {t('groupCommunity.invites.count', { count: record.inviteCount })}
        </span>
        {record.inviteList.length > 0 ? (
          <Button
            type="link"
            size="small"
            onClick={() => setExpanded(!expanded)}
            icon={expanded ? <UpOutlined /> : <DownOutlined />}
            iconPlacement="end"
            data-testid="invite-expand"
          >
            {t(expanded ? 'groupCommunity.invites.collapse' : 'groupCommunity.invites.expand')}
          </Button>
        ) : null}
      </div>
      {expanded ? (
        <div className="community-invitees" data-testid="invitees">
          {record.inviteList.map((person) => (
            <div
              key={person.userId}
              className="community-person community-person--small"
              data-testid="invitee"
            >
              <Avatar size={28} src={person.userAvatar || undefined} icon={<UserOutlined />} />
              <span className="community-person__name">{person.userName}</span>
              <span className="community-person__meta">
                {t('groupCommunity.channels.joinedAt', { time: person.joinTime })}
              </span>
            </div>
          ))}
          {record.inviteCount > record.inviteList.length ? (
            <div className="community__hint">
              {t('groupCommunity.invites.newest', {
                shown: record.inviteList.length,
                count: record.inviteCount,
              })}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function InviteRecordList({
  groupId,
  channelType,
  active,
}: {
  groupId: number;
  channelType: ChannelType;
  active: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const records = useInviteRecords(groupId, channelType, page, active);
  return (
    <PagedRows
      classes={communityPageClasses}
      pending={records.isPending}
      emptyText={t('groupCommunity.invites.empty')}
      page={page}
      pageSize={INVITE_PAGE_SIZE}
      total={records.data?.total ?? 0}
      onPage={setPage}
      testId={`invite-list-${channelType}`}
    >
      {(records.data?.data ?? []).map((record) => (
        <InviterRow key={record.userId} record={record} />
      ))}
    </PagedRows>
  );
}

/**
 * Invite records (spec 002 §3): who brought how many into the group and whom, most first; the second tab
 * counts only those bound to their inviter as friends.
 */
export function InviteRecordsDialog({ group, open, onClose }: CommunityDialogProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ChannelType>('common');
  return (
    <Modal
      open={open}
      title={t('groupCommunity.invites.title')}
      onCancel={onClose}
      footer={null}
      width={520}
      centered
      modalRender={(node) => <div data-testid="invite-records-dialog">{node}</div>}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as ChannelType)}
        items={(['common', 'bindUser'] as const).map((type) => ({
          key: type,
          label: <span data-testid={`invite-tab-${type}`}>{t(`groupCommunity.invites.${type}`)}</span>,
          children: (
            <div className="community__scroll">
              <InviteRecordList groupId={group.id} channelType={type} active={open && tab === type} />
            </div>
          ),
        }))}
      />
    </Modal>
  );
}
