import { Tag } from 'antd';
import type { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { receptionColorOf, stateColorOf } from './wish-format';

/** A wish's state in the spec's labels (spec 001 §4). */
export function WishStateTag({ state }: { state: wishes.WishState }) {
  const { t } = useTranslation();
  return (
    <Tag color={stateColorOf(state)} data-testid="wish-state" data-state={state}>
      {t(`wishes.state.${state}`)}
    </Tag>
  );
}

/** One taker's order state. */
export function ReceptionStateTag({ state }: { state: wishes.ReceptionState }) {
  const { t } = useTranslation();
  return (
    <Tag color={receptionColorOf(state)} data-testid="reception-state" data-state={state}>
      {t(`wishes.receptionState.${state}`)}
    </Tag>
  );
}
