import { useEffect, type ReactNode } from 'react';
import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';

interface ThreadSidePanelProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A panel sliding over the right of the chat thread, with a mask over the rest of it. Not an antd Drawer:
 * one inside the chat panel's drawer counts as nested and pushes the whole chat panel aside. Its content
 * exists only while open, so each opening starts afresh. Escape closes it.
 */
export function ThreadSidePanel({ open, title, onClose, children, className }: ThreadSidePanelProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className={['thread-side', className].filter(Boolean).join(' ')}>
      <div className="thread-side__mask" onClick={onClose} aria-hidden />
      <aside className="thread-side__panel" role="dialog" aria-label={title}>
        <header className="thread-side__header">
          <span className="thread-side__title">{title}</span>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('groups.info.close')}
            onClick={onClose}
            className="thread-side__close"
            data-testid="thread-side-close"
          />
        </header>
        <div className="thread-side__body">{children}</div>
      </aside>
    </div>
  );
}
