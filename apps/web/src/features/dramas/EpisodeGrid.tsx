import { useState } from 'react';
import { LockFilled } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { dramas } from '@fox/contracts';
import { isLocked } from './drama-rules';

interface EpisodeGridProps {
  episodes: dramas.Episode[];
  /** The episode playing now: its tab opens first and its number is marked. */
  currentNumber: number;
  onPick: (episodeNumber: number) => void;
}

/**
 * The episode list (spec 002 §9): tabs of ten episodes, or five even tabs above fifty, over a grid of
 * episode numbers; locked episodes wear a lock, the playing one is marked.
 */
export function EpisodeGrid({ episodes, currentNumber, onPick }: EpisodeGridProps) {
  const { t } = useTranslation();
  const tabs = dramas.episodeTabs(episodes.length);
  const [picked, setPicked] = useState(() =>
    Math.max(
      tabs.findIndex((tab) => currentNumber >= tab.from && currentNumber <= tab.to),
      0,
    ),
  );
  const tab = tabs[Math.min(picked, tabs.length - 1)];
  if (!tab) return null;
  const shown = episodes.filter((item) => item.episodeNumber >= tab.from && item.episodeNumber <= tab.to);

  return (
    <div className="episode-grid">
      {tabs.length > 1 && (
        <div className="episode-grid__tabs" role="tablist" aria-label={t('dramas.episodeGrid')}>
          {tabs.map((item, position) => (
            <button
              key={item.from}
              type="button"
              role="tab"
              aria-selected={item === tab}
              className={`episode-grid__tab${item === tab ? ' episode-grid__tab--on' : ''}`}
              onClick={() => setPicked(position)}
              data-testid={`episode-tab-${item.from}-${item.to}`}
            >
              {t('dramas.tabRange', { from: item.from, to: item.to })}
            </button>
          ))}
        </div>
      )}
      <ul className="episode-grid__items" role="tabpanel" aria-label={t('dramas.episodeGrid')}>
        {shown.map((item) => {
          const current = item.episodeNumber === currentNumber;
          const locked = isLocked(item);
          return (
            <li key={item.id}>
              <button
                type="button"
                className={[
                  'episode-grid__item',
                  current && 'episode-grid__item--current',
                  locked && 'episode-grid__item--locked',
                ]
                  .filter(Boolean)
                  .join(' ')}
                onClick={() => onPick(item.episodeNumber)}
                aria-current={current || undefined}
                aria-label={t('dramas.episodeNumber', { number: item.episodeNumber })}
                title={item.title}
                data-testid={`episode-item-${item.episodeNumber}`}
                data-locked={locked}
              >
                {item.episodeNumber}
                {locked && (
                  <span
                    className="episode-grid__lock"
                    title={t('dramas.lockBadge')}
                    data-testid="episode-item-lock"
                  >
                    <LockFilled aria-hidden />
                  </span>
                )}
                {current && (
                  <span className="episode-grid__playing" title={t('dramas.playingBadge')} aria-hidden>
                    <i />
                    <i />
                    <i />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
