import { useState } from 'react';
import { Progress, Switch, Tag } from 'antd';
import { PlaySquareOutlined } from '@ant-design/icons';
import { dramas } from '@fox/contracts';
import { Link } from 'react-router';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { useConfirmDialog } from '../../ui';
import { dramaLinkOf, formatYuan } from '../dramas';
import { DramaDistributionEntry } from '../distribution';
import { useRefreshDramas, type DramaShelf as DramaShelfKind, type ShelfDrama } from './drama-queries';
import { WorkStateNote } from './WorkItem';

/**
 * A drama as a cover card; the author's own cards carry the shelf state and, where allowed, its switch. On
 * the bought shelf it says how many episodes were unlocked; on the watched shelf, how far the viewer got,
 * and it opens at that episode.
 */
export function DramaCard({
  drama,
  own,
  shelf,
}: {
  drama: ShelfDrama;
  own?: boolean;
  shelf?: DramaShelfKind;
}) {
  const { t } = useTranslation();
  const resumeAt = shelf === 'watched' ? drama.lastEpisodeNumber : undefined;
  const link = dramaLinkOf(drama.id, resumeAt);
  const free = drama.freeCount >= drama.episodeCount;
  return (
    <li className="my-drama-card" data-testid="drama-card" data-id={drama.id} data-state={drama.state}>
      <Link to={link} className="my-drama-card__cover" data-testid="drama-card-link">
        {drama.coverUrl ? <img src={drama.coverUrl} alt="" loading="lazy" /> : <PlaySquareOutlined />}
        <span className="my-drama-card__count">
          {t('profile.dramas.episodes', { count: drama.episodeCount })}
        </span>
      </Link>
      <Link to={link} className="my-drama-card__title" title={drama.title} data-testid="drama-card-title">
        {drama.title}
      </Link>
      <div className="my-drama-card__meta">
        {drama.categoryName && <span>{drama.categoryName}</span>}
        <span>
          {free
            ? t('profile.dramas.free')
            : t('profile.dramas.price', {
                single: formatYuan(drama.singlePrice),
                playlet: formatYuan(drama.playletPrice),
              })}
        </span>
      </div>
      {shelf === 'bought' && (
        <div className="my-drama-card__note" data-testid="drama-card-bought">
          {t('profile.dramas.boughtCount', { count: drama.unlockedCount })}
        </div>
      )}
      {resumeAt !== undefined && (
        <div className="my-drama-card__note" data-testid="drama-card-progress">
          <Progress
            percent={Math.round((resumeAt / Math.max(1, drama.episodeCount)) * 100)}
            showInfo={false}
            size="small"
            strokeColor="#ff7a1a"
          />
          <span>{t('profile.dramas.progress', { episode: resumeAt })}</span>
        </div>
      )}
      {own && <DramaShelf drama={drama} />}
      {own && drama.state === 'OnShelf' && !free && (
        <DramaDistributionEntry dramaId={drama.id} title={drama.title} singlePrice={drama.singlePrice} />
      )}
    </li>
  );
}

/**
 * The author's on/off shelf switch. Only the author's own states switch: a drama the platform took down
 * (CompelOff) or one still in review says so and stays as it is.
 */
function DramaShelf({ drama }: { drama: dramas.Drama }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const refresh = useRefreshDramas();
  const [busy, setBusy] = useState(false);

  if (drama.state !== 'OnShelf' && drama.state !== 'OffShelf') {
    return (
      <>
        <div className="my-drama-card__shelf">
          <Tag color={drama.state === 'WaitApprove' ? 'processing' : 'error'} data-testid="drama-card-state">
            {t(`profile.states.${drama.state}`)}
          </Tag>
        </div>
        <WorkStateNote state={drama.state} rejectReason={drama.rejectReason} />
      </>
    );
  }

  const apply = async (state: 'OnShelf' | 'OffShelf') => {
    setBusy(true);
    try {
      await api(dramas.setDramaState, { id: drama.id, state });
      void message.success(t(state === 'OffShelf' ? 'profile.takenOff' : 'profile.putOnDone'));
      await refresh();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const onChange = async (on: boolean) => {
    if (on) return apply('OnShelf');
    const ok = await confirm({
      title: t('profile.takeOff'),
      content: t('profile.dramas.takeOffConfirm'),
      danger: true,
    });
    if (ok) await apply('OffShelf');
  };

  const onShelf = drama.state === 'OnShelf';
  return (
    <div className="my-drama-card__shelf">
      <Tag color={onShelf ? 'success' : 'default'} data-testid="drama-card-state">
        {t(`profile.states.${drama.state}`)}
      </Tag>
      <Switch
        size="small"
        checked={onShelf}
        loading={busy}
        onChange={(on) => void onChange(on)}
        aria-label={t('profile.dramas.shelfSwitch', { title: drama.title })}
        data-testid="drama-shelf-switch"
      />
    </div>
  );
}
