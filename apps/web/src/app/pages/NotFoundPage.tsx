import { Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useDocumentTitle } from '../../ui/use-document-title';

/** Any path outside the route map. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="page-card" data-testid="not-found">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.text')}
        extra={
          <Link to="/home" className="button-link" data-testid="not-found-home">
            {t('common.backHome')}
          </Link>
        }
      />
    </section>
  );
}
