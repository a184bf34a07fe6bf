import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { CaretRightFilled, FireFilled } from '@ant-design/icons';
import type { dramas } from '@fox/contracts';
import { shortCount } from '../../ui/format';
import { DramaCover, PriceHint } from './DramaCard';
import { dramaLinkOf } from './drama-rules';

/** The hottest drama as a wide banner over its own blurred cover, with its synopsis and a play button. */
export function FeaturedDrama({ drama }: { drama: dramas.Drama }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const link = dramaLinkOf(drama.id);
  return (
    <section className="drama-featured" data-testid="drama-featured" data-drama-id={drama.id}>
      <div
        className="drama-featured__backdrop"
        style={drama.coverUrl ? { backgroundImage: `url(${drama.coverUrl})` } : undefined}
        aria-hidden
      />
      <Link to={link} className="drama-featured__cover" aria-label={drama.title} tabIndex={-1}>
        <DramaCover drama={drama} />
      </Link>
      <div className="drama-featured__body">
        <span className="drama-featured__tag">
          <FireFilled aria-hidden /> {t('dramas.featured')}
        </span>
        <h2 className="drama-featured__title">{drama.title}</h2>
        <div className="drama-featured__meta">
          <span>{drama.categoryName || t('dramas.uncategorised')}</span>
          <span>{t('dramas.episodes', { count: drama.episodeCount })}</span>
          <span>{t('dramas.plays', { count: shortCount(drama.playCount, i18n.language) })}</span>
        </div>
        <PriceHint drama={drama} />
        <p className="drama-featured__intro">{drama.intro || t('dramas.noIntro')}</p>
        <Button
          type="primary"
          size="large"
          shape="round"
          icon={<CaretRightFilled />}
          className="drama-featured__play"
          onClick={() => navigate(link)}
          data-testid="drama-featured-play"
        >
          {t('dramas.watchNow')}
        </Button>
      </div>
    </section>
  );
}
