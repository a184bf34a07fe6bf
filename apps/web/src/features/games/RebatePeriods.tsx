import { useRef } from 'react';
import { Button, Skeleton, Tag } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { games, wallet } from '@fox/contracts';
import { api } from '../../api';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui/EmptyState';
import { invalidateWallet } from '../wallet';
import { gameDetailsLink, gameKeys, useGameInfo, useRebatePeriods } from './game-queries';
import { registerGamesMessages } from './games-i18n';

registerGamesMessages();

const STATE_COLOURS: Record<games.RebateState, string> = {
  running: 'processing',
  belowThreshold: 'default',
  claimable: 'orange',
  WaitApprove: 'gold',
  Pass: 'success',
  Refuse: 'error',
};

/** One game's rebate periods, current first, each with its claim button or the state of its claim. */
export function RebatePeriods({ game }: { game: games.Game }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const periods = useRebatePeriods(game.id);
  const rule = useGameInfo(game.id).data?.rebateRule;
  // A double click is one claim: the button turns to loading only on the next render.
  const claiming = useRef(false);
  const claimPeriod = (periodStart: string) => {
    if (claiming.current) return;
    claiming.current = true;
    claim.mutate(periodStart);
  };
  const claim = useMutation({
    mutationFn: (periodStart: string) => api(games.claimRebate, { gameId: game.id, periodStart }),
    onSettled: () => {
      claiming.current = false;
    },
    onSuccess: () => {
      void message.success(t('games.rebate.claimed'));
      void queryClient.invalidateQueries({ queryKey: gameKeys.rebates });
      void invalidateWallet(queryClient);
    },
  });

  if (periods.isPending) return <Skeleton active paragraph={{ rows: 4 }} className="rebate-periods" />;
  if (periods.isError) {
    return (
      <EmptyState text={t('games.loadFailed')} className="rebate-periods">
        <Button onClick={() => void periods.refetch()}>{t('games.retry')}</Button>
      </EmptyState>
    );
  }
  const rows = periods.data.data;
  if (rows.length === 0) return <EmptyState text={t('games.rebate.noPeriods')} className="rebate-periods" />;

  const coins = (value: number) => t('games.rebate.coins', { coins: wallet.formatCoin(value) });
  return (
    <div className="rebate-periods">
      {rule && (
        <div className="rebate-periods__rule" data-testid="rebate-rule">
          <span>{rule.text}</span>
          <a href={gameDetailsLink(game.id)} target="_blank" rel="noopener">
            {t('games.rebateRules')}
          </a>
        </div>
      )}
      <ul className="rebate-periods__list" data-testid="rebate-periods">
        {rows.map((period) => (
          <li
            key={period.periodStart}
            className={`rebate-period rebate-period--${period.state}`}
            data-testid="rebate-period"
            data-period-start={period.periodStart}
            data-state={period.state}
          >
            <div className="rebate-period__when">
              {t('games.rebate.period', { start: period.periodStart, end: period.periodEnd })}
              <Tag
                color={STATE_COLOURS[period.state]}
                className="rebate-period__state"
                data-testid="rebate-period-state"
              >
                {t(`games.rebate.states.${period.state}`)}
              </Tag>
            </div>
            <div className="rebate-period__figures">
              <div>
                <span className="rebate-period__label">{t('games.rebate.spent')}</span>
                <strong>{coins(period.spentCoins)}</strong>
              </div>
              <div>
                <span className="rebate-period__label">{t('games.rebate.amount')}</span>
                <strong className={period.rebateCoins > 0 ? 'rebate-period__rebate' : undefined}>
                  {coins(period.rebateCoins)}
                </strong>
              </div>
              <div className="rebate-period__action">
                {period.state === 'claimable' ? (
                  <Button
                    type="primary"
                    shape="round"
                    loading={claim.isPending && claim.variables === period.periodStart}
                    disabled={claim.isPending}
                    onClick={() => claimPeriod(period.periodStart)}
                    data-testid="rebate-claim"
                  >
                    {t('games.rebate.claim')}
                  </Button>
                ) : (
                  period.claimTime && (
                    <span className="rebate-period__claim-time">
                      {t('games.rebate.claimTime', { time: period.claimTime })}
                    </span>
                  )
                )}
              </div>
            </div>
            {period.state === 'Refuse' && period.rejectReason && (
              <div className="rebate-period__reason" data-testid="rebate-period-reason">
                {t('games.rebate.reason', { reason: period.rejectReason })}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
