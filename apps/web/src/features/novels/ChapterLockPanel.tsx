import { Button, Checkbox } from 'antd';
import { LockFilled } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { useIsLoggedIn } from '../auth';
import { CoinBalanceCheck, useCoinBalance } from '../wallet';

export interface ChapterLockPanelProps {
  price: number;
  /** The balance the chapter came with; the live balance replaces it once known (after a top-up, say). */
  balance: number | null;
  busy: boolean;
  onUnlock: () => void;
  /** The book's auto-unlock opt-in, for a logged-in reader. */
  autoUnlock?: { value: boolean; busy: boolean; onChange: (value: boolean) => void };
}

/**
 * In place of a paid chapter's text: what it costs in fox coins, the reader's balance, and the unlock
 * button; a short balance leads to the top-up dialog, a guest is asked to log in first.
 */
export function ChapterLockPanel({ price, balance, busy, onUnlock, autoUnlock }: ChapterLockPanelProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const live = useCoinBalance().data;
  const coins = loggedIn ? (live ?? balance) : null;
  const short = coins !== null && coins < price;

  return (
    <section className="chapter-lock" data-testid="chapter-lock">
      <span className="chapter-lock__icon" aria-hidden>
        <LockFilled />
      </span>
      <h3 className="chapter-lock__title">{t('novels.lock.title')}</h3>
      <p className="chapter-lock__text">{t('novels.lock.text')}</p>
      <div className="chapter-lock__price" data-testid="chapter-lock-price">
        {t('novels.lock.price', { coins: price })}
      </div>
      {coins !== null && (
        <CoinBalanceCheck
          balance={coins}
          short={short}
          insufficient={t('novels.lock.insufficient')}
          testId="chapter-lock"
          className="chapter-lock"
        />
      )}
      <Button
        type="primary"
        size="large"
        shape="round"
        className="chapter-lock__button"
        loading={busy}
        disabled={short}
        onClick={onUnlock}
        data-testid="chapter-unlock"
      >
        {!loggedIn
          ? t('novels.lock.loginFirst')
          : busy
            ? t('novels.lock.unlocking')
            : t('novels.lock.unlock')}
      </Button>
      {autoUnlock && (
        <Checkbox
          className="chapter-lock__auto"
          checked={autoUnlock.value}
          disabled={autoUnlock.busy}
          onChange={(event) => autoUnlock.onChange(event.target.checked)}
          data-testid="chapter-lock-auto"
        >
          {t('novels.reader.autoUnlock')}
        </Checkbox>
      )}
    </section>
  );
}
