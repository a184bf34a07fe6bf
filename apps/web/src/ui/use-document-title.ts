import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { titlePrefixOf, useTitleCount } from './title-count';

/**
 * Sets the tab title to "<title> - <product name>", following the language, led by the unread count when
 * there is one ("(3) ...").
 */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const productName = t('app.name');
  const count = useTitleCount((state) => state.count);
  useEffect(() => {
    document.title = titlePrefixOf(count) + (title ? `${title} - ${productName}` : productName);
  }, [title, productName, count]);
}

/** Sets the tab title from a route's title in the catalogue. */
export function useRouteDocumentTitle(routeKey: string): void {
  const { t } = useTranslation();
  useDocumentTitle(t(`route.${routeKey}`));
}
