import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { RightOutlined } from '@ant-design/icons';

interface DramaSectionProps {
  title: ReactNode;
  hint?: ReactNode;
  /** Where "更多" leads; without it the section has no more link. */
  moreTo?: string;
  moreTestId?: string;
  children: ReactNode;
}

/** A titled band of the drama home, such as 热播 or 最新, with its more link. */
export function DramaSection({ title, hint, moreTo, moreTestId, children }: DramaSectionProps) {
  const { t } = useTranslation();
  return (
    <section className="drama-section">
      <header className="drama-section__head">
        <h2 className="drama-section__title">{title}</h2>
        {hint && <span className="drama-section__hint">{hint}</span>}
        {moreTo && (
          <Link to={moreTo} className="drama-section__more" data-testid={moreTestId}>
            {t('dramas.more')}
            <RightOutlined aria-hidden />
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}
