import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { LinkOutlined, MessageOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { im } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { useGatedAction, useShareLink } from '../../social';
import { ShareToChatDialog } from './ShareToChatDialog';
import { registerChatShareMessages } from './share-i18n';

registerChatShareMessages();

export interface ShareMenuProps {
  /** The card a chat share sends. */
  card: im.Share;
  /** The page's address, for the copied link. */
  url: string;
  size?: 'middle' | 'large';
}

/**
 * 分享 on a work's page: a small menu to copy the page's link or to send the work into a chat as a card.
 * Both ask a guest to log in first (the link through useShareLink, the chat share here).
 */
export function ShareMenu({ card, url, size = 'large' }: ShareMenuProps) {
  const { t } = useTranslation();
  const copyLink = useShareLink();
  const gated = useGatedAction();
  const [sharing, setSharing] = useState<im.Share | null>(null);
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            {
              key: 'chat',
              icon: <MessageOutlined />,
              label: <span data-testid="share-menu-chat">{t('chatShare.toChat')}</span>,
            },
            {
              key: 'link',
              icon: <LinkOutlined />,
              label: <span data-testid="share-menu-link">{t('chatShare.copyLink')}</span>,
            },
          ],
          onClick: ({ key }) => {
            if (key === 'link') copyLink(url);
            else gated(() => setSharing(card));
          },
        }}
      >
        <Button size={size} shape="round" icon={<ShareAltOutlined />} data-testid="share-menu">
          {t('social.share')}
        </Button>
      </Dropdown>
      <ShareToChatDialog card={sharing} onClose={() => setSharing(null)} />
    </>
  );
}
