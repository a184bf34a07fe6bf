import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';

/** A titled block of the game centre, with a link to the whole list when there is one. */
export function GameSection({
  title,
  hint,
  moreTo,
  children,
  'data-testid': testId,
}: {
  title: string;
  hint?: string;
  moreTo?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="game-section" data-testid={testId}>
      <header className="game-section__head">
        <h2 className="game-section__title">{title}</h2>
        {hint && <span className="game-section__hint">{hint}</span>}
        {moreTo && (
          <Link to={moreTo} className="game-section__more">
            {t('games.more')} <RightOutlined />
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}
