import type { ReviewItemDetail } from '../review-data';
import { numberIn, ReviewBlock, textIn } from './blocks';
import type { ReviewPresenter } from './presenter';

const coins = (value: number | null) => (value === null ? '—' : `${value} 狐币`);

/** The claim as the finance staff pay it: what the server counted as spent, and the rebate owed. */
function GameRebateContent({ item }: { item: ReviewItemDetail }) {
  const { detail } = item;
  return (
    <ReviewBlock title="返利金额" testId="review-rebate">
      <div className="review-plain" data-testid="review-rebate-sum">
        {`${textIn(detail, 'periodStart')} 至 ${textIn(detail, 'periodEnd')}：消费 ${coins(
          numberIn(detail, 'spentCoins'),
        )}，返利 ${coins(numberIn(detail, 'rebateCoins'))}`}
      </div>
    </ReviewBlock>
  );
}

/**
 * A game rebate claim: the game, the period, the coins the player spent in it (counted by the server from
 * the purchases, never from the claim) and the rebate approval pays into their wallet.
 */
export const gameRebatePresenter: ReviewPresenter = {
  facts: (item) => {
    const { detail } = item;
    return [
      { label: '游戏', value: textIn(detail, 'gameName') || '—' },
      { label: '返利周期', value: `${textIn(detail, 'periodStart')} 至 ${textIn(detail, 'periodEnd')}` },
      { label: '周期消费', value: coins(numberIn(detail, 'spentCoins')) },
      { label: '返利', value: coins(numberIn(detail, 'rebateCoins')) },
      { label: '审核时间', value: textIn(detail, 'reviewTime') || '—' },
    ];
  },
  Content: GameRebateContent,
};
