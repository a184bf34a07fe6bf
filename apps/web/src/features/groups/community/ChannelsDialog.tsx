import { useState } from 'react';
import { Button, Image, Modal, Tooltip } from 'antd';
import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { groupChannels, type groups } from '@fox/contracts';
import { api } from '../../../api';
import { useTranslation } from '../../../i18n/use-translation';
import { useConfirmDialog } from '../../../ui';
import { copyText } from '../../../ui/copy-text';
import { useFeedback } from '../../../ui/feedback';
import { ChannelFormDialog } from './ChannelFormDialog';
import { ChannelUsersDialog } from './ChannelUsersDialog';
import { CHANNEL_PAGE_SIZE, useChannels, useRefreshCommunity } from './community-queries';
import { communityPageClasses, PagedRows } from '../PagedRows';
import './community.css';

export interface CommunityDialogProps {
  group: groups.Group;
  open: boolean;
  onClose: () => void;
}

/** A channel's join link as people open it: the portal path on this site's address. */
export const fullLinkOf = (path: string) => new URL(path, window.location.origin).href;

/** The form dialog's state: closed, or open to add (id null) or to edit one channel. */
type FormState = { open: false } | { open: true; channelId: number | null };

/**
 * Join channels (spec 002 §2.7, §2.8): each channel's name, note, code, link (copied with one click) and how
 * many joined through it, which opens the channel's member list; channels are added, edited and deleted here.
 */
export function ChannelsDialog({ group, open, onClose }: CommunityDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<FormState>({ open: false });
  const [usersOf, setUsersOf] = useState<groupChannels.Channel | null>(null);
  const channels = useChannels(group.id, page, open);
  const refresh = useRefreshCommunity(group.id);

  const copyLink = async (channel: groupChannels.Channel) => {
    try {
      await copyText(fullLinkOf(channel.channelUrl));
      void message.success(t('groupCommunity.channels.linkCopied'));
    } catch {
      // The browser refused the clipboard; the link stays on screen to copy by hand.
    }
  };

  const remove = async (channel: groupChannels.Channel) => {
    const sure = await confirm({
      title: t('groupCommunity.channels.deleteConfirm', { name: channel.channelName }),
      content: t('groupCommunity.channels.deleteHint'),
      danger: true,
    });
    if (!sure) return;
    try {
      await api(groupChannels.deleteChannel, { id: channel.id });
      void message.success(t('groupCommunity.common.deleted'));
      // The last row of a page gone: show the page before it.
      if ((channels.data?.data.length ?? 0) <= 1 && page > 1) setPage(page - 1);
      void refresh('channels');
    } catch {
      // The request layer showed why.
    }
  };

  return (
    <>
      <Modal
        open={open}
        title={
          <div className="community__title">
            <span>{t('groupCommunity.channels.title')}</span>
            <Button
              type="primary"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setForm({ open: true, channelId: null })}
              data-testid="channel-add"
            >
              {t('groupCommunity.channels.add')}
            </Button>
          </div>
        }
        onCancel={onClose}
        footer={null}
        width={560}
        centered
        modalRender={(node) => <div data-testid="channels-dialog">{node}</div>}
      >
        <p className="community__hint">{t('groupCommunity.channels.hint')}</p>
        <div className="community__scroll">
          <PagedRows
            classes={communityPageClasses}
            pending={channels.isPending}
            emptyText={t('groupCommunity.channels.empty')}
            page={page}
            pageSize={CHANNEL_PAGE_SIZE}
            total={channels.data?.total ?? 0}
            onPage={setPage}
            testId="channel-list"
          >
            {(channels.data?.data ?? []).map((channel) => (
              <div
                key={channel.id}
                className="community-card"
                data-testid="channel-row"
                data-channel={channel.id}
              >
                <div className="community-card__head">
                  <span className="community-card__name">{channel.channelName}</span>
                  <span className="community-card__code">
                    {t('groupCommunity.channels.code')} {channel.channelCode}
                  </span>
                  <span className="community-card__spacer" />
                  <Tooltip title={t('groupCommunity.common.edit')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('groupCommunity.common.edit')}
                      onClick={() => setForm({ open: true, channelId: channel.id })}
                      data-testid="channel-edit"
                    />
                  </Tooltip>
                  <Tooltip title={t('groupCommunity.common.delete')}>
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('groupCommunity.common.delete')}
                      onClick={() => void remove(channel)}
                      data-testid="channel-delete"
                    />
                  </Tooltip>
                </div>
                {channel.channelNote ? (
                  <div className="community-card__note">{channel.channelNote}</div>
                ) : null}
                {channel.channelImage.length > 0 ? (
                  <Image.PreviewGroup>
                    <div className="community-card__images">
                      {channel.channelImage.map((url) => (
                        <Image key={url} src={url} width={48} height={48} alt="" />
                      ))}
                    </div>
                  </Image.PreviewGroup>
                ) : null}
                <div className="community-card__link">
                  <span className="community-card__label">{t('groupCommunity.channels.link')}</span>
                  <span className="community-card__url" title={fullLinkOf(channel.channelUrl)}>
                    {fullLinkOf(channel.channelUrl)}
                  </span>
                  <Button
                    size="small"
                    type="link"
                    icon={<CopyOutlined />}
                    onClick={() => void copyLink(channel)}
                    data-testid="channel-copy"
                  >
                    {t('groupCommunity.channels.copyLink')}
                  </Button>
                </div>
                <button
                  type="button"
                  className="community-card__count"
                  onClick={() => setUsersOf(channel)}
                  data-testid="channel-count"
                >
                  <TeamOutlined />
                  {t('groupCommunity.channels.joined', { count: channel.channelUserCount })}
                </button>
              </div>
            ))}
          </PagedRows>
        </div>
      </Modal>
      {form.open ? (
        <ChannelFormDialog
          groupId={group.id}
          channelId={form.channelId}
          open
          onClose={() => setForm({ open: false })}
          onSaved={() => void refresh('channels')}
        />
      ) : null}
      {usersOf ? <ChannelUsersDialog channel={usersOf} onClose={() => setUsersOf(null)} /> : null}
    </>
  );
}
