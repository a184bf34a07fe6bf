import { useState } from 'react';
import { Button, Input } from 'antd';
import { CheckOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { wallet } from '@fox/contracts';
import {
  checkCustomAmount,
  coinsForYuan,
  CUSTOM_AMOUNT_MAX_LENGTH,
  formatYuan,
  sanitizeCustomAmount,
  type CustomAmountError,
  type TopUpChoice,
} from './top-up-amount';

export interface RechargeTilesProps {
  packages: readonly wallet.RechargePackage[];
  /** The package chosen, or null for the first one. */
  choice: TopUpChoice | null;
  onChoose: (choice: TopUpChoice) => void;
  /** The confirmed custom amount in yuan. */
  customYuan: number | null;
  onCustomYuan: (yuan: number | null) => void;
  rate: number | undefined;
}

/** The recharge packages as tiles, coins large and price small, then the custom-amount tile (spec 002 §4.7). */
export function RechargeTiles({
  packages,
  choice,
  onChoose,
  customYuan,
  onCustomYuan,
  rate,
}: RechargeTilesProps) {
  const { t } = useTranslation();
  const selectedId = choice === null ? packages[0]?.id : choice.kind === 'package' ? choice.id : undefined;

  return (
    <div className="recharge-tiles" role="radiogroup" aria-label={t('topUp.title')}>
      {packages.map((item) => {
        const selected = item.id === selectedId;
        return (
          <button
            key={item.id}
            type="button"
            role="radio"
            aria-checked={selected}
            className={`recharge-tile${selected ? ' recharge-tile--selected' : ''}`}
            onClick={() => onChoose({ kind: 'package', id: item.id })}
            data-testid={`recharge-package-${item.id}`}
          >
            <span className="recharge-tile__coin">
              {wallet.formatCoin(item.coin)}
              <small>{t('wallet.coinUnit')}</small>
            </span>
            <span className="recharge-tile__price">
              {t('wallet.yuan', { amount: formatYuan(item.amount) })}
            </span>
            {selected && <CheckOutlined className="recharge-tile__check" aria-hidden />}
          </button>
        );
      })}
      <CustomAmountTile
        selected={choice?.kind === 'custom'}
        onSelect={() => onChoose({ kind: 'custom' })}
        onCancel={() => {
          // Without a confirmed amount the custom tile has nothing to pay, so the first package returns.
          if (customYuan === null && packages[0]) onChoose({ kind: 'package', id: packages[0].id });
        }}
        yuan={customYuan}
        onConfirm={onCustomYuan}
        rate={rate}
      />
    </div>
  );
}

interface CustomAmountTileProps {
  selected: boolean;
  onSelect: () => void;
  onCancel: () => void;
  yuan: number | null;
  onConfirm: (yuan: number) => void;
  rate: number | undefined;
}

/** The last tile: edit → input → cancel or confirm; digits only, no leading zero, at most 1,000,000 yuan. */
function CustomAmountTile({ selected, onSelect, onCancel, yuan, onConfirm, rate }: CustomAmountTileProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<CustomAmountError | null>(null);
  const className = `recharge-tile recharge-tile--custom${selected ? ' recharge-tile--selected' : ''}`;

  const startEditing = () => {
    onSelect();
    setText(yuan === null ? '' : String(yuan));
    setError(null);
    setEditing(true);
  };

  const cancel = () => {
    setEditing(false);
    setError(null);
    onCancel();
  };

  const confirm = () => {
    const checked = checkCustomAmount(text);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setEditing(false);
    setError(null);
    onConfirm(checked.yuan);
  };

  if (editing) {
    return (
      <div className={`${className} recharge-tile--editing`} data-testid="recharge-custom">
        <Input
          autoFocus
          inputMode="numeric"
          value={text}
          maxLength={CUSTOM_AMOUNT_MAX_LENGTH}
          placeholder={t('wallet.customPlaceholder')}
          status={error ? 'error' : undefined}
          prefix="¥"
          onChange={(event) => {
            setText(sanitizeCustomAmount(event.target.value));
            setError(null);
          }}
          onPressEnter={confirm}
          data-testid="recharge-custom-input"
        />
        {error ? (
          <span className="recharge-tile__error" role="alert" data-testid="recharge-custom-error">
            {t(`wallet.${error}`)}
          </span>
        ) : (
          <span className="recharge-tile__price">
            {rate !== undefined && text
              ? `${wallet.formatCoin(coinsForYuan(Number(text), rate))} ${t('wallet.coinUnit')}`
              : rate !== undefined && t('wallet.rateHint', { rate })}
          </span>
        )}
        <span className="recharge-tile__actions">
          <Button size="small" onClick={cancel} data-testid="recharge-custom-cancel">
            {t('wallet.customCancel')}
          </Button>
          <Button size="small" type="primary" onClick={confirm} data-testid="recharge-custom-confirm">
            {t('wallet.customConfirm')}
          </Button>
        </span>
      </div>
    );
  }

  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      className={className}
      onClick={yuan === null || selected ? startEditing : onSelect}
      data-testid="recharge-custom"
    >
      {yuan === null ? (
        <>
          <span className="recharge-tile__title">{t('wallet.customTitle')}</span>
          <span className="recharge-tile__price">
            <EditOutlined aria-hidden /> {t('wallet.customEdit')}
          </span>
        </>
      ) : (
        <>
          <span className="recharge-tile__coin">
            {rate === undefined ? t('wallet.balanceUnknown') : wallet.formatCoin(coinsForYuan(yuan, rate))}
            <small>{t('wallet.coinUnit')}</small>
          </span>
          <span className="recharge-tile__price">
            {t('wallet.yuan', { amount: formatYuan(yuan) })}{' '}
            <EditOutlined aria-label={t('wallet.customEdit')} />
          </span>
        </>
      )}
      {selected && <CheckOutlined className="recharge-tile__check" aria-hidden />}
    </button>
  );
}
