import { Button, Drawer } from 'antd';
import { CloseOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import type { dramas } from '@fox/contracts';
import { shortCount } from '../../ui/format';
import { useCollectToggle, type BusyType } from '../social';
import { DramaCover } from './DramaCard';
import { EpisodeGrid } from './EpisodeGrid';
import { PAY_AGREEMENT_URL } from './drama-rules';

/**
 * A drama is collected as Playlet. The social feature's BusyType list predates dramas; the collect
 * endpoint takes any busyType, so the cast only widens the client's own list.
 */
const DRAMA_BUSY_TYPE: BusyType = 'Playlet';

/** Narrower than the comment drawer, so the paused episode stays in view beside the panel. */
const PANEL_WIDTH = 420;

interface EpisodePanelProps {
  open: boolean;
  onClose: () => void;
  drama: dramas.Drama;
  episodes: dramas.Episode[];
  currentNumber: number;
  onPick: (episodeNumber: number) => void;
}

function CollectDrama({ drama }: { drama: dramas.Drama }) {
  const { t } = useTranslation();
  const collect = useCollectToggle({
    busyCode: drama.id,
    busyType: DRAMA_BUSY_TYPE,
    authorUserId: drama.userId,
    collected: drama.collectObj,
    count: drama.collectCount,
  });
  return (
    <Button
      shape="round"
      className={`drama-panel__collect${collect.collected ? ' drama-panel__collect--on' : ''}`}
      icon={collect.collected ? <StarFilled /> : <StarOutlined />}
      onClick={collect.toggle}
      loading={collect.busy}
      aria-pressed={collect.collected}
      data-testid="drama-collect"
    >
      {collect.collected ? t('dramas.collectedDrama') : t('dramas.collectDrama')}
      <span className="drama-panel__collect-count" data-testid="drama-collect-count">
        {collect.count}
      </span>
    </Button>
  );
}

/** The drama detail panel ("选集"): the drama, its synopsis, collect, and the episode list to jump in. */
export function EpisodePanel({ open, onClose, drama, episodes, currentNumber, onPick }: EpisodePanelProps) {
  const { t, i18n } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={PANEL_WIDTH}
      title={t('dramas.panelTitle')}
      closeIcon={<CloseOutlined aria-label={t('dramas.close')} />}
      destroyOnHidden
      className="drama-panel"
      data-testid="drama-panel"
    >
      <div className="drama-panel__head">
        <DramaCover drama={drama} className="drama-panel__cover" />
        <div className="drama-panel__info">
          <h2 className="drama-panel__title" data-testid="drama-panel-title">
            {drama.title}
          </h2>
          <div className="drama-panel__meta">
            <span>{drama.categoryName || t('dramas.uncategorised')}</span>
            <span>{t('dramas.episodes', { count: drama.episodeCount })}</span>
            <span>{t('dramas.plays', { count: shortCount(drama.playCount, i18n.language) })}</span>
          </div>
          <CollectDrama drama={drama} />
        </div>
      </div>
      <section className="drama-panel__intro">
        <h3>{t('dramas.intro')}</h3>
        <p>{drama.intro || t('dramas.noIntro')}</p>
      </section>
      <EpisodeGrid episodes={episodes} currentNumber={currentNumber} onPick={onPick} />
      <p className="drama-panel__agreement">
        {t('dramas.agreementNote')}
        <a
          href={PAY_AGREEMENT_URL}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="drama-panel-agreement"
        >
          {t('dramas.agreement')}
        </a>
      </p>
    </Drawer>
  );
}
