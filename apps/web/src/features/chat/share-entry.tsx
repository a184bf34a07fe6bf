import { lazy, Suspense } from 'react';
import { Button } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import type { im } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';

/** The share dialog and menu arrive in their own chunk, when a page first shows them. */
const chunk = () => import('./share/share-chunk');
const LazyShareMenu = lazy(() => chunk().then((module) => ({ default: module.ShareMenu })));
const LazyShareToChatDialog = lazy(() => chunk().then((module) => ({ default: module.ShareToChatDialog })));

export interface ShareMenuProps {
  card: im.Share;
  url: string;
  size?: 'middle' | 'large';
}

/** 分享 (copy the link, or send the card into a chat); a still button stands in while its code loads. */
export function ShareMenu(props: ShareMenuProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Button size={props.size ?? 'large'} shape="round" icon={<ShareAltOutlined />} disabled>
          {t('social.share')}
        </Button>
      }
    >
      <LazyShareMenu {...props} />
    </Suspense>
  );
}

/** The share-to-chat dialog on its own, for a page with its own share button; `card` null keeps it closed. */
export function ShareToChatDialog(props: { card: im.Share | null; onClose: () => void }) {
  if (props.card === null) return null;
  return (
    <Suspense fallback={null}>
      <LazyShareToChatDialog {...props} />
    </Suspense>
  );
}
