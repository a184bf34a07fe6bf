import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { routeTitleKey } from '../i18n/route-titles';

/** Every page receives the key of the route it is shown for. */
export interface PageProps {
  routeKey: string;
}

/** The page's title row: the route's title as the one h1 of the page, with optional actions beside it. */
export function PageHeading({ routeKey, extra }: { routeKey: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page-heading">
      <h1 className="page-heading__title" data-testid="page-title">
        {t(routeTitleKey(routeKey))}
      </h1>
      {extra && <div className="page-heading__extra">{extra}</div>}
    </div>
  );
}
