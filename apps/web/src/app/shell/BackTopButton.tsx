import { FloatButton } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

/** The floating button itself, in a chunk of its own (see BackToTop). */
export function BackTopButton({ visibilityHeight }: { visibilityHeight: number }) {
  const { t } = useTranslation();
  return (
    <FloatButton.BackTop
      visibilityHeight={visibilityHeight}
      tooltip={t('ui.backTop')}
      data-testid="back-to-top"
    />
  );
}
