import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import { GUIDE_STEP_COUNT, GUIDE_TARGETS, useGuide } from './guide-store';
import { useOtherDialogOpen } from './use-other-dialog-open';
import './guide.css';

interface Spot {
  top: number;
  left: number;
  width: number;
  height: number;
}

const SPOT_PADDING = 6;
const CARD_WIDTH = 300;

function spotOf(testId: string): Spot | null {
  const element = document.querySelector(`[data-testid="${testId}"]`);
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  return {
    top: rect.top - SPOT_PADDING,
    left: rect.left - SPOT_PADDING,
    width: rect.width + SPOT_PADDING * 2,
    height: rect.height + SPOT_PADDING * 2,
  };
}

/** The first-login guide (spec 002 §2.11, §4.11): three steps over notifications, messages and the workbench. */
export function FirstLoginGuide() {
  const { t } = useTranslation();
  const step = useGuide((state) => state.step);
  const act = useGuide((state) => state.act);
  const [spot, setSpot] = useState<Spot | null>(null);
  const waiting = useOtherDialogOpen('.guide', step !== null);

  const measure = useCallback(() => {
    setSpot(step === null ? null : spotOf(GUIDE_TARGETS[step - 1] ?? ''));
  }, [step]);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [measure]);

  // Another dialog (the pay dialog a login opened) goes first; the guide shows once it is closed.
  if (step === null || waiting) return null;
  const last = step === GUIDE_STEP_COUNT;
  const cardLeft = spot
    ? Math.min(Math.max(16, spot.left + spot.width / 2 - CARD_WIDTH / 2), window.innerWidth - CARD_WIDTH - 16)
    : undefined;
  const arrowLeft = spot && cardLeft !== undefined ? spot.left + spot.width / 2 - cardLeft : undefined;

  return createPortal(
    <div className="guide" data-testid="guide" role="dialog" aria-modal="true" aria-label={t('guide.aria')}>
      {spot ? <div className="guide__spot" style={spot} /> : <div className="guide__dim" />}
      <div
        className={spot ? 'guide__card' : 'guide__card guide__card--centred'}
        style={
          spot
            ? { top: spot.top + spot.height + 14, left: cardLeft, width: CARD_WIDTH }
            : { width: CARD_WIDTH }
        }
      >
        {arrowLeft !== undefined && <span className="guide__arrow" style={{ left: arrowLeft }} />}
        <div className="guide__count" data-testid="guide-step">
          {t('guide.count', { step, total: GUIDE_STEP_COUNT })}
        </div>
        <div className="guide__title">{t(`guide.step${step}Title`)}</div>
        <p className="guide__text">{t(`guide.step${step}Text`)}</p>
        <div className="guide__actions">
          {last ? (
            <Button type="primary" shape="round" onClick={() => act('done')} data-testid="guide-done">
              {t('guide.done')}
            </Button>
          ) : (
            <>
              <Button type="text" onClick={() => act('skip')} data-testid="guide-skip">
                {t('guide.skip')}
              </Button>
              <Button type="primary" shape="round" onClick={() => act('next')} data-testid="guide-next">
                {t('guide.next')}
              </Button>
            </>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
