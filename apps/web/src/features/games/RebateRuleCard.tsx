import { Link } from 'react-router';
import { GiftFilled } from '@ant-design/icons';
import type { games } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';

/** A game's rebate rule as the details page explains it, with the way to the rebate page. */
export function RebateRuleCard({ rule }: { rule: games.RebateRule | null }) {
  const { t } = useTranslation();
  return (
    <section className="page-card game-details__block game-rebate-rule" data-testid="game-rebate-rule">
      <h3 className="game-details__heading">
        <GiftFilled aria-hidden /> {t('games.rebateRules')}
      </h3>
      {rule ? (
        <>
          <p className="game-rebate-rule__headline">{rule.text}</p>
          <p>
            {t('games.rebateRule', {
              days: rule.periodDays,
              threshold: rule.thresholdCoins,
              percent: rule.percent,
            })}
          </p>
          <p className="game-rebate-rule__how">{t('games.rebateHow')}</p>
          <Link to="/game/rebatePage" className="game-rebate-rule__link">
            {t('games.toRebate')}
          </Link>
        </>
      ) : (
        <p className="game-rebate-rule__none">{t('games.rebateNone')}</p>
      )}
    </section>
  );
}
