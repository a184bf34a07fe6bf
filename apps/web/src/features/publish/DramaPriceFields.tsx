import { Form, Input, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from '../../i18n/use-translation';
import { useRechargeRate } from '../wallet';
import {
  coinTextOf,
  freeCountProblem,
  hasPaidEpisodes,
  offerProblem,
  yuanCentsOf,
  yuanProblem,
  type Problem,
} from './drama-rules';

/** The form values of the selling part of a drama. */
export interface DramaPriceValues {
  freeCount: number | null;
  singlePrice: string;
  playletPrice: string;
}

const PREFIX = 'publishDialog.drama';

/**
 * How many episodes are free and what the rest cost, in yuan with the coin equivalent beside each price.
 * With every episode free the prices do not apply and are not asked for.
 */
export function DramaPriceFields({ episodeCount }: { episodeCount: number }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<DramaPriceValues>();
  const rate = useRechargeRate();
  const freeCount = Form.useWatch('freeCount', form);
  const paid = hasPaidEpisodes(freeCount, episodeCount);
  const say = (problem: Problem) => t(`${PREFIX}.${problem.key}`, problem.values);
  const fail = (problem: Problem | null) =>
    problem ? Promise.reject(new Error(say(problem))) : Promise.resolve();

  // Judged on the values at validation time: the watched free count can trail a fresh edit by a render.
  const pricesApply = (getFieldValue: (name: string) => unknown) =>
    hasPaidEpisodes(getFieldValue('freeCount') as number | null, episodeCount);
  const priceRule: Rule = ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      pricesApply(getFieldValue) ? fail(yuanProblem(value ?? '')) : Promise.resolve(),
  });
  // A priced offer is checked once both prices read as prices; their own messages come first.
  const offerRule: Rule = ({ getFieldValue }) => ({
    validator: () => {
      const single = String(getFieldValue('singlePrice') ?? '');
      const playlet = String(getFieldValue('playletPrice') ?? '');
      if (!pricesApply(getFieldValue) || yuanProblem(single) || yuanProblem(playlet))
        return Promise.resolve();
      return fail(offerProblem(yuanCentsOf(single), yuanCentsOf(playlet)));
    },
  });

  const coinHint = (name: 'singlePrice' | 'playletPrice') => <CoinHint name={name} rate={rate} paid={paid} />;

  return (
    <>
      <Form.Item
        name="freeCount"
        label={t(`${PREFIX}.freeCount`)}
        extra={t(`${PREFIX}.freeCountHint`, { count: episodeCount })}
        rules={[{ validator: (_, value: number | null) => fail(freeCountProblem(value, episodeCount)) }]}
      >
        <InputNumber
          min={0}
          max={Math.max(episodeCount, 0)}
          precision={0}
          className="drama-form__count"
          data-testid="drama-free-count"
        />
      </Form.Item>
      <div className="publish-form__row">
        <Form.Item
          name="singlePrice"
          label={t(`${PREFIX}.singlePrice`)}
          dependencies={['freeCount']}
          rules={[priceRule]}
          extra={coinHint('singlePrice')}
        >
          <Input
            inputMode="decimal"
            suffix={t(`${PREFIX}.yuan`)}
            disabled={!paid}
            placeholder={t(paid ? `${PREFIX}.pricePlaceholder` : `${PREFIX}.allFree`)}
            data-testid="drama-single-price"
          />
        </Form.Item>
        <Form.Item
          name="playletPrice"
          label={t(`${PREFIX}.playletPrice`)}
          dependencies={['freeCount', 'singlePrice']}
          rules={[priceRule, offerRule]}
          extra={coinHint('playletPrice')}
        >
          <Input
            inputMode="decimal"
            suffix={t(`${PREFIX}.yuan`)}
            disabled={!paid}
            placeholder={t(paid ? `${PREFIX}.pricePlaceholder` : `${PREFIX}.allFree`)}
            data-testid="drama-playlet-price"
          />
        </Form.Item>
      </div>
    </>
  );
}

/** '≈ 99.0 狐币' under a valid price; nothing while the rate is unknown, rather than a guess. */
function CoinHint({
  name,
  rate,
  paid,
}: {
  name: 'singlePrice' | 'playletPrice';
  rate: number | undefined;
  paid: boolean;
}) {
  const { t } = useTranslation();
  const value = Form.useWatch(name, Form.useFormInstance<DramaPriceValues>());
  const text = String(value ?? '');
  if (!paid || rate === undefined || yuanProblem(text)) return null;
  return (
    <span data-testid={`drama-${name === 'singlePrice' ? 'single' : 'playlet'}-coins`}>
      {t(`${PREFIX}.coins`, { coins: coinTextOf(yuanCentsOf(text), rate) })}
    </span>
  );
}
