import { useState } from 'react';
import { Alert, Button, QRCode, Skeleton } from 'antd';
import { CopyOutlined, PlaySquareOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { distribution } from '@fox/contracts';
import { api } from '../../api';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui';
import { copyText } from '../../ui/copy-text';
import { useFeedback } from '../../ui/feedback';
import { PageHeading, type PageProps } from '../../ui/PageHeading';
import { isLoggedIn, openLoginPrompt, useIsLoggedIn } from '../auth';
import { dramaLinkOf, formatYuan } from '../dramas';
import { PromotionFigures } from './PromotionFigures';
import {
  absoluteLink,
  idParam,
  PLAZA_PATH,
  useDistributionDetail,
  useRefreshDistribution,
} from './distribution-queries';
import { registerDistributionMessages } from './distribution-i18n';
import './distribution.css';

registerDistributionMessages();

/** The QR code's side in px: large enough for a phone held at arm's length. */
const QR_SIZE = 168;

/**
 * /makeMoney/distributionDetail?id: one item's promotion page — its terms, the viewer's own link with a copy
 * button and a QR code, and their figures for it.
 */
export function PromotionPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const detail = useDistributionDetail(id);

  if (id === null || detail.isError) {
    return (
      <section className="page-card promotion" data-testid="promotion-missing">
        <PageHeading routeKey={routeKey} />
        <EmptyState text={t('distribution.notFound')}>
          <Link to={PLAZA_PATH}>{t('distribution.toPlaza')}</Link>
        </EmptyState>
      </section>
    );
  }
  if (!detail.data) {
    return (
      <section className="page-card promotion">
        <PageHeading routeKey={routeKey} />
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </section>
    );
  }
  const item = detail.data;
  return (
    <section className="page-card promotion" data-testid="promotion-page" data-id={item.id}>
      <PageHeading routeKey={routeKey} />
      <ItemTerms item={item} />
      {!item.open && (
        <Alert type="warning" showIcon title={t('distribution.closed')} data-testid="promotion-closed" />
      )}
      {item.promotion ? <PromotionMaterial promotion={item.promotion} /> : <TakeBox item={item} />}
    </section>
  );
}

function ItemTerms({ item }: { item: distribution.DistributionDetail }) {
  const { t } = useTranslation();
  const rows: Array<[string, string, string]> = [
    [
      'price',
      t('distribution.termPrice'),
      `${t('distribution.perEpisode', { price: formatYuan(item.singlePrice) })} · ${t('distribution.whole', { price: formatYuan(item.playletPrice) })}`,
    ],
    ['percent', t('distribution.termCommission'), `${item.commissionPercent}%`],
    ['per-episode', t('distribution.termPerEpisode'), `¥${formatYuan(item.commissionPerEpisode)}`],
    ['sales', t('distribution.termSales'), t('distribution.sales', { count: item.sales })],
    ['end', t('distribution.termEnd'), item.endDate],
  ];
  return (
    <div className="promotion__item">
      <Link to={dramaLinkOf(item.itemId)} className="promotion__cover" aria-label={t('distribution.watch')}>
        {item.coverUrl ? <img src={item.coverUrl} alt="" /> : <PlaySquareOutlined />}
      </Link>
      <div className="promotion__terms">
        <h2 className="promotion__title" data-testid="promotion-title">
          {item.title}
        </h2>
        {item.categoryName && <div className="promotion__category">{item.categoryName}</div>}
        <div className="promotion__earn" data-testid="promotion-earn">
          {t('distribution.commissionPerEpisode', { amount: formatYuan(item.commissionPerEpisode) })}
        </div>
        <dl className="promotion__table" aria-label={t('distribution.terms')}>
          {rows.map(([key, label, value]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd data-testid={`promotion-term-${key}`}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="promotion__rule">{t('distribution.termRule')}</p>
      </div>
    </div>
  );
}

/** The promoter's own material: the link to share, its QR code, and what it has brought so far. */
function PromotionMaterial({ promotion }: { promotion: distribution.Promotion }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const link = absoluteLink(promotion.link);

  const copy = async () => {
    try {
      await copyText(link);
      void message.success(t('distribution.copied'));
    } catch {
      void message.error(t('distribution.copyFailed'));
    }
  };

  return (
    <>
      <div className="promotion__material" data-testid="promotion-material">
        <div className="promotion__link-box">
          <h2 className="promotion__heading">{t('distribution.myLink')}</h2>
          <div className="promotion__link" data-testid="promotion-link">
            {link}
          </div>
          <Button
            type="primary"
            icon={<CopyOutlined />}
            onClick={() => void copy()}
            data-testid="promotion-copy"
          >
            {t('distribution.copy')}
          </Button>
        </div>
        {/* Share material sits side by side here: the QR code now, a server-made poster beside it later. */}
        <figure className="promotion__qr" data-testid="promotion-qr">
          <QRCode value={link} size={QR_SIZE} type="svg" bordered={false} />
          <figcaption>{t('distribution.qrHint')}</figcaption>
        </figure>
      </div>
      <div>
        <h2 className="promotion__heading">{t('distribution.figures')}</h2>
        <PromotionFigures figures={promotion} testId="promotion-figures" />
      </div>
    </>
  );
}

/** Before the viewer has a link: take it here (a guest logs in first). */
function TakeBox({ item }: { item: distribution.DistributionDetail }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const refresh = useRefreshDistribution();
  const [taking, setTaking] = useState(false);

  const take = async () => {
    if (!isLoggedIn()) return openLoginPrompt();
    setTaking(true);
    try {
      await api(distribution.takePromotion, { distributionId: item.id });
      await refresh();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setTaking(false);
    }
  };

  return (
    <div className="promotion__take" data-testid="promotion-take">
      <p>{t(loggedIn ? 'distribution.takeHint' : 'distribution.loginHint')}</p>
      <Button
        type="primary"
        size="large"
        loading={taking}
        disabled={!item.open}
        onClick={() => void take()}
        data-testid="promotion-take-button"
      >
        {t(loggedIn ? 'distribution.promote' : 'distribution.login')}
      </Button>
    </div>
  );
}
