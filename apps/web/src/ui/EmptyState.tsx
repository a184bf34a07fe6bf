import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { useTranslation } from '../i18n/use-translation';

export interface EmptyStateProps {
  /** What is missing; defaults to the generic "no data". */
  text?: ReactNode;
  /** Actions below the text, such as a button to create the first item. */
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** The empty state of lists and panels (spec 002 §2.12). */
export function EmptyState({ text, children, className, ...rest }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Empty
      className={['empty-state', className].filter(Boolean).join(' ')}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={text ?? t('ui.empty')}
      {...rest}
    >
      {children}
    </Empty>
  );
}
