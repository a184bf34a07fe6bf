import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** Sets the tab title to "<title> - <product name>", following the language. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const productName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} - ${productName}` : productName;
  }, [title, productName]);
}

/** Sets the tab title from a route's title in the catalogue. */
export function useRouteDocumentTitle(routeKey: string): void {
  const { t } = useTranslation();
  useDocumentTitle(t(`route.${routeKey}`));
}
