import { wishes } from '@fox/contracts';
import type { TFunction } from '../../i18n/translator';

/**
 * A reward as the square writes it (spec 000 §9): yuan with up to two decimals, in ten-thousands (万)
 * above 10,000. English readers get thousands ('¥15k' for 1.5万), since '万' means nothing to them: the
 * catalogue says which unit its language counts in.
 */
export function rewardText(yuan: number, t: TFunction): string {
  const shown = wishes.rewardDisplay(yuan);
  if (!shown.tenThousands) return t('wishes.yuan', { value: shown.value });
  const unit = Number(t('wishes.rewardUnit'));
  if (unit === 10_000 || !Number.isFinite(unit) || unit <= 0) {
    return t('wishes.yuanLarge', { value: shown.value });
  }
  const value = (Math.floor(yuan / (unit / 100)) / 100).toFixed(2).replace(/\.?0+$/, '');
  return t('wishes.yuanLarge', { value });
}

/** Yuan with two decimals, as money reads everywhere in the portal ('8.80', '239.40'). */
export function yuanText(yuan: number): string {
  return yuan.toFixed(2);
}

/** A China-time stamp without its seconds: deadlines and order times read to the minute. */
export function minuteOf(chinaTime: string): string {
  return chinaTime.slice(0, 16);
}

/** The platform fee in per cent from the thousandths the wish carries (100 → '10'). */
export function feePercentOf(permille: number): string {
  return String(permille / 10);
}

/** Places a wish can still fill. */
export function placesLeftOf(wish: Pick<wishes.Wish, 'receiveLimit' | 'receiveNum'>): number {
  return Math.max(0, wish.receiveLimit - wish.receiveNum);
}

/** Whether a viewer other than the publisher may take or apply now. */
export function isTakeable(wish: Pick<wishes.Wish, 'state' | 'shelfState'>): boolean {
  return wish.shelfState === 'OnShelf' && wishes.TAKEABLE_STATES.includes(wish.state);
}

/** The colour of a wish state's tag: live work is orange, waiting blue, done green, ended grey, bad red. */
export function stateColorOf(state: wishes.WishState): string {
  switch (state) {
    case 'WaitReceive':
    case 'Execute':
      return 'orange';
    case 'WaitApproveSettle':
    case 'WaitSettle':
    case 'WaitApprove':
    case 'WaitPay':
      return 'blue';
    case 'OverSettle':
      return 'green';
    case 'Refuse':
    case 'CompelOff':
    case 'Error':
      return 'red';
    default:
      return 'default';
  }
}

export function receptionColorOf(state: wishes.ReceptionState): string {
  switch (state) {
    case 'Execute':
      return 'orange';
    case 'WaitPay':
    case 'WaitApprove':
    case 'WaitApproveSettle':
      return 'blue';
    case 'OverSettle':
      return 'green';
    case 'Refuse':
      return 'red';
    default:
      return 'default';
  }
}
