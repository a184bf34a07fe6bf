import { useState } from 'react';
import { Popover } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { AppQrCode } from '../../ui/AppQrCode';
import type { OverlayProps } from './DeferredOverlay';

/** The app download notice around the top nav's download item (its own chunk: see TopNav). */
export function DownloadPopover({ openAtStart, children }: OverlayProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openAtStart);
  const content = (
    <div className="download-popover" data-testid="download-popover">
      <div className="download-popover__title">{t('download.title')}</div>
      <AppQrCode data-testid="download-qr" />
      <p className="download-popover__scan">{t('download.scan')}</p>
      <p className="download-popover__text">{t('download.body')}</p>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottom" open={open} onOpenChange={setOpen}>
      {children}
    </Popover>
  );
}
