import { useState } from 'react';
import { MobileOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../i18n/use-translation';
import { AppOnlyDialog } from '../AppOnlyDialog';

/** A message the web cannot play (calls, unknown kinds): it says so, and a click offers the app. */
export function AppOnlyBody() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="chat-app-only-bubble"
        onClick={() => setOpen(true)}
        data-testid="chat-unsupported"
      >
        <MobileOutlined />
        <span>{t('chat.unsupported')}</span>
      </button>
      <AppOnlyDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
