import type { ReactNode } from 'react';
import { QrcodeOutlined, WalletFilled } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import type { PayWay, PriceIndex } from './drama-rules';

interface PriceOption {
  priceIndex: PriceIndex;
  label: ReactNode;
  price: ReactNode;
  note?: ReactNode;
}

interface PriceOptionsProps {
  options: PriceOption[];
  value: PriceIndex;
  onChange: (priceIndex: PriceIndex) => void;
  disabled: boolean;
}

/** The price choice of the pay dialog: this episode, or every episode still locked. */
export function PriceOptions({ options, value, onChange, disabled }: PriceOptionsProps) {
  return (
    <div className="pay-options" role="radiogroup">
      {options.map((option) => (
        <button
          key={option.priceIndex}
          type="button"
          role="radio"
          aria-checked={option.priceIndex === value}
          disabled={disabled}
          className={`pay-option${option.priceIndex === value ? ' pay-option--on' : ''}`}
          onClick={() => onChange(option.priceIndex)}
          data-testid={`pay-price-${option.priceIndex}`}
        >
          <span className="pay-option__label">{option.label}</span>
          <span className="pay-option__price" data-testid={`pay-price-${option.priceIndex}-amount`}>
            {option.price}
          </span>
          {option.note && <span className="pay-option__note">{option.note}</span>}
        </button>
      ))}
    </div>
  );
}

interface PayWaysProps {
  value: PayWay;
  onChange: (payWay: PayWay) => void;
  disabled: boolean;
}

/** The pay way: fox coins from the balance (0) or a QR code (1). */
export function PayWays({ value, onChange, disabled }: PayWaysProps) {
  const { t } = useTranslation();
  const ways: Array<{ payWay: PayWay; label: string; icon: ReactNode }> = [
    { payWay: 0, label: t('dramas.payWayCoin'), icon: <WalletFilled /> },
    { payWay: 1, label: t('dramas.payWayQr'), icon: <QrcodeOutlined /> },
  ];
  return (
    <div className="pay-ways" role="radiogroup" aria-label={t('dramas.payWay')}>
      {ways.map((way) => (
        <button
          key={way.payWay}
          type="button"
          role="radio"
          aria-checked={way.payWay === value}
          disabled={disabled}
          className={`pay-way${way.payWay === value ? ' pay-way--on' : ''}`}
          onClick={() => onChange(way.payWay)}
          data-testid={`pay-way-${way.payWay}`}
        >
          <span className="pay-way__icon" aria-hidden>
            {way.icon}
          </span>
          {way.label}
        </button>
      ))}
    </div>
  );
}
