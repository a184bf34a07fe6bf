import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { FireFilled, PlayCircleFilled } from '@ant-design/icons';
import type { dramas } from '@fox/contracts';
import { shortCount } from '../../ui/format';
import { dramaLinkOf, formatYuan, priceHintOf } from './drama-rules';
import './dramas.css';

/** A drama's cover (3:4) or, without one, its title on a warm gradient. */
export function DramaCover({ drama, className }: { drama: dramas.Drama; className?: string }) {
  return (
    <div className={['drama-cover', className].filter(Boolean).join(' ')}>
      {drama.coverUrl ? (
        <img src={drama.coverUrl} alt="" loading="lazy" />
      ) : (
        <span className="drama-cover__blank" aria-hidden>
          {drama.title.slice(0, 4)}
        </span>
      )}
    </div>
  );
}

/** What a drama costs in a few words: free, the first N free, the price of one episode. */
export function PriceHint({ drama }: { drama: dramas.Drama }) {
  const { t } = useTranslation();
  const hint = priceHintOf(drama);
  if (hint.kind === 'free') {
    return <span className="drama-price drama-price--free">{t('dramas.freeAll')}</span>;
  }
  return (
    <span className="drama-price">
      {hint.freeCount > 0 && (
        <span className="drama-price__free">{t('dramas.freeFirst', { count: hint.freeCount })}</span>
      )}
      {t('dramas.pricePerEpisode', { price: hint.price })}
    </span>
  );
}

/** One drama of a catalogue grid: the cover with its episode count, title, category and what it costs. */
export function DramaCard({ drama }: { drama: dramas.Drama }) {
  const { t, i18n } = useTranslation();
  const free = priceHintOf(drama).kind === 'free';
  return (
    <li className="drama-card" data-testid="drama-card" data-drama-id={drama.id}>
      <Link to={dramaLinkOf(drama.id)} className="drama-card__link" aria-label={drama.title}>
        <div className="drama-card__media">
          <DramaCover drama={drama} />
          <PlayCircleFilled className="drama-card__play" aria-hidden />
          {(free || drama.freeCount > 0) && (
            <span className={`drama-card__badge${free ? ' drama-card__badge--free' : ''}`}>
              {free ? t('dramas.freeAll') : t('dramas.freeFirst', { count: drama.freeCount })}
            </span>
          )}
          <div className="drama-card__shade">
            <span data-testid="drama-card-episodes">
              {t('dramas.episodes', { count: drama.episodeCount })}
            </span>
            <span className="drama-card__plays" aria-label={t('dramas.plays', { count: drama.playCount })}>
              <FireFilled aria-hidden /> {shortCount(drama.playCount, i18n.language)}
            </span>
          </div>
        </div>
        <h3 className="drama-card__title" data-testid="drama-card-title">
          {drama.title}
        </h3>
        <div className="drama-card__meta">
          <span className="drama-card__category">{drama.categoryName || t('dramas.uncategorised')}</span>
          {!free && (
            <span className="drama-price">
              {t('dramas.pricePerEpisode', { price: formatYuan(drama.singlePrice) })}
            </span>
          )}
        </div>
      </Link>
    </li>
  );
}
