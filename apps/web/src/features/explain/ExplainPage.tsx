import { Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useDocumentTitle } from '../../ui/use-document-title';
import { registerExplainMessages } from './explain-i18n';
import './explain.css';

registerExplainMessages();

/** The documents /explain shows, by its `type`, each with its sections in reading order. */
const DOCUMENTS: Record<string, readonly string[]> = {
  dramaPayAgreement: ['purchase', 'coins', 'price', 'refund', 'availability', 'conduct', 'contact'],
  // Opened from the wish apply dialog and the wish form (spec 000 §2).
  taskAgreement: ['roles', 'escrow', 'taking', 'delivery', 'fee', 'conduct', 'disputes', 'contact'],
};

/**
 * /explain?type=...: an agreement or explanation opened from elsewhere (spec 000 §2: the drama
 * paid-service agreement opens as an external page). An unknown type says so rather than showing a guess.
 */
export function ExplainPage() {
  const [params] = useSearchParams();
  const type = params.get('type') ?? '';
  const sections = Object.hasOwn(DOCUMENTS, type) ? DOCUMENTS[type] : undefined;
  return sections ? <ExplainDocument type={type} sections={sections} /> : <ExplainNotFound />;
}

function ExplainDocument({ type, sections }: { type: string; sections: readonly string[] }) {
  const { t } = useTranslation();
  const title = t(`explain.${type}.title`);
  useDocumentTitle(title);
  return (
    <article className="page-card explain-doc" data-testid="explain-doc" data-type={type}>
      <h1 className="explain-doc__title" data-testid="page-title">
        {title}
      </h1>
      <p className="explain-doc__intro">{t(`explain.${type}.intro`)}</p>
      {sections.map((section) => (
        <section key={section} className="explain-doc__section" data-testid={`explain-section-${section}`}>
          <h2>{t(`explain.${type}.sections.${section}.title`)}</h2>
          {t(`explain.${type}.sections.${section}.text`)
            .split('\n')
            .map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          {section === 'contact' && (
            <Link to="/my" data-testid="explain-contact">
              {t('explain.contactLink')}
            </Link>
          )}
        </section>
      ))}
    </article>
  );
}

function ExplainNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('explain.notFound'));
  return (
    <section className="page-card" data-testid="explain-not-found">
      <Result
        status="404"
        title={<h1 className="explain-doc__missing">{t('explain.notFound')}</h1>}
        subTitle={t('explain.notFoundText')}
        extra={
          <Link to="/home" className="button-link">
            {t('explain.backHome')}
          </Link>
        }
      />
    </section>
  );
}
