import { Button } from 'antd';
import { RightOutlined, WalletOutlined } from '@ant-design/icons';
import { wallet } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useTopUpDialog } from './top-up-store';
import { useCoinBalance } from './wallet-queries';
import './wallet-summary.css';

/** The viewer's fox coins on /my, with 充值 and 狐币明细, both in the wallet dialog. */
export function WalletSummary() {
  const { t } = useTranslation();
  const balance = useCoinBalance();
  const open = useTopUpDialog((state) => state.open);
  return (
    <section className="wallet-summary" data-testid="wallet-summary">
      <WalletOutlined className="wallet-summary__icon" aria-hidden />
      <div className="wallet-summary__body">
        <span className="wallet-summary__label">{t('wallet.balance')}</span>
        <strong className="wallet-summary__value" data-testid="wallet-summary-balance">
          {balance.data === undefined ? t('wallet.balanceUnknown') : wallet.formatCoin(balance.data)}
        </strong>
      </div>
      <Button type="primary" shape="round" onClick={() => open('topUp')} data-testid="wallet-summary-top-up">
        {t('wallet.topUp')}
      </Button>
      <Button type="link" onClick={() => open('bills')} data-testid="wallet-summary-bills">
        {t('wallet.bills')} <RightOutlined />
      </Button>
    </section>
  );
}
