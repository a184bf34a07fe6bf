import { Button } from 'antd';
import { HeartOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { openWishPublish } from './publish-store';
import { registerWishMessages } from './wish-i18n';
import './wishes.css';

registerWishMessages();

/**
 * The wish tab of the header's publish dialog: what publishing a wish means, and the way to its form
 * (which has its own payment step, so it is a dialog of its own).
 */
export default function WishPublishEntry({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="wish-publish-entry" data-testid="wish-publish-entry">
      <HeartOutlined className="wish-publish-entry__icon" aria-hidden />
      <h3>{t('wishes.entry.title')}</h3>
      <p>{t('wishes.entry.text')}</p>
      <Button
        type="primary"
        shape="round"
        size="large"
        onClick={() => {
          onLeave();
          openWishPublish();
        }}
        data-testid="wish-publish-entry-go"
      >
        {t('wishes.entry.action')}
      </Button>
    </div>
  );
}
