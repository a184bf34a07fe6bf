import type { ReactNode } from 'react';
import { Button } from 'antd';
import { LockFilled } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { payments, type dramas } from '@fox/contracts';
import { useRechargeRate } from '../wallet';
import { formatCoinsOfCents, formatYuan, isTakenDown } from './drama-rules';

interface EpisodeLockProps {
  drama: dramas.Drama;
  episode: dramas.Episode;
  /** Only the current slide's button takes part in tests and the tab order. */
  active: boolean;
  onUnlock: () => void;
  caption?: ReactNode;
}

/**
 * A locked episode in place of its video (spec 000 §4): its cover blurred behind a lock, the price of one
 * episode and the unlock button. A taken-down drama says so instead of inviting a purchase.
 */
export function EpisodeLock({ drama, episode, active, onUnlock, caption }: EpisodeLockProps) {
  const { t } = useTranslation();
  // The price in coins beside yuan, as the pay dialog shows it; yuan alone until the rate is known.
  const rate = useRechargeRate();
  const cover = episode.coverUrl || drama.coverUrl;
  const takenDown = isTakenDown(drama);
  return (
    <div className="video-screen drama-lock" data-testid={active ? 'drama-lock-overlay' : undefined}>
      <div
        className="drama-lock__cover"
        style={cover ? { backgroundImage: `url(${cover})` } : undefined}
        aria-hidden
      />
      <div className="drama-lock__body">
        <span className="drama-lock__icon" aria-hidden>
          <LockFilled />
        </span>
        <div className="drama-lock__episode">
          {t('dramas.episodeNumber', { number: episode.episodeNumber })}
        </div>
        <p className="drama-lock__text">{takenDown ? t('dramas.offShelf') : t('dramas.locked')}</p>
        {!takenDown && (
          <div className="drama-lock__price">
            {rate === undefined
              ? t('dramas.lockedPrice', { price: formatYuan(drama.singlePrice) })
              : t('dramas.lockedPriceWithCoins', {
                  coins: formatCoinsOfCents(payments.centsOf(drama.singlePrice), rate),
                  price: formatYuan(drama.singlePrice),
                })}
          </div>
        )}
        <Button
          type="primary"
          size="large"
          shape="round"
          icon={<LockFilled />}
          className="drama-lock__button"
          onClick={onUnlock}
          data-testid={active ? 'drama-unlock' : undefined}
        >
          {t('dramas.unlock')}
        </Button>
      </div>
      <div className="video-screen__caption">
        {caption}
        <div className="video-screen__title">{episode.title}</div>
      </div>
    </div>
  );
}
