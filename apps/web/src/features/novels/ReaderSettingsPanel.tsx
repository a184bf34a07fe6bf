import { Button, Segmented, Switch } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import {
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  LINE_HEIGHTS,
  READER_MODES,
  READER_THEMES,
  useReaderSettings,
} from './reader-settings';

export interface AutoUnlockChoice {
  value: boolean;
  busy: boolean;
  onChange: (autoUnlock: boolean) => void;
}

/**
 * The reader's settings: page colour, font size, line height, scrolling or paged (remembered on this
 * browser), and for a logged-in reader the book's opt-in to unlock paid chapters as they come (kept on
 * the server, per book, as the server is what charges).
 */
export function ReaderSettingsPanel({ autoUnlock }: { autoUnlock?: AutoUnlockChoice }) {
  const { t } = useTranslation();
  const settings = useReaderSettings();
  return (
    <div className="reader-settings" data-testid="reader-settings">
      <div className="reader-settings__row">
        <span className="reader-settings__label">{t('novels.reader.theme')}</span>
        <div className="reader-settings__themes" role="radiogroup" aria-label={t('novels.reader.theme')}>
          {READER_THEMES.map((theme) => (
            <button
              key={theme}
              type="button"
              role="radio"
              aria-checked={settings.theme === theme}
              className={`reader-swatch reader-swatch--${theme}`}
              onClick={() => settings.change({ theme })}
              data-testid={`reader-theme-${theme}`}
            >
              <span className="reader-swatch__dot" aria-hidden>
                {settings.theme === theme && <CheckOutlined />}
              </span>
              <span className="reader-swatch__name">{t(`novels.reader.themes.${theme}`)}</span>
            </button>
          ))}
        </div>
      </div>
      <div className="reader-settings__row">
        <span className="reader-settings__label">{t('novels.reader.fontSize')}</span>
        <div className="reader-settings__font">
          <Button
            shape="round"
            onClick={() => settings.stepFont(-1)}
            disabled={settings.fontSize <= FONT_SIZE_MIN}
            aria-label={t('novels.reader.smaller')}
            data-testid="reader-font-smaller"
          >
            A-
          </Button>
          <span className="reader-settings__value" data-testid="reader-font-size">
            {settings.fontSize}
          </span>
          <Button
            shape="round"
            onClick={() => settings.stepFont(1)}
            disabled={settings.fontSize >= FONT_SIZE_MAX}
            aria-label={t('novels.reader.larger')}
            data-testid="reader-font-larger"
          >
            A+
          </Button>
        </div>
      </div>
      <div className="reader-settings__row">
        <span className="reader-settings__label">{t('novels.reader.lineHeight')}</span>
        <Segmented
          value={settings.lineHeight}
          onChange={(value) => settings.change({ lineHeight: value })}
          options={LINE_HEIGHTS.map((value) => ({
            value,
            label: <span data-testid={`reader-line-${value}`}>{value}</span>,
          }))}
        />
      </div>
      <div className="reader-settings__row">
        <span className="reader-settings__label">{t('novels.reader.mode')}</span>
        <Segmented
          value={settings.mode}
          onChange={(mode) => settings.change({ mode })}
          options={READER_MODES.map((mode) => ({
            value: mode,
            label: <span data-testid={`reader-mode-${mode}`}>{t(`novels.reader.modes.${mode}`)}</span>,
          }))}
        />
      </div>
      {autoUnlock && (
        <div className="reader-settings__row reader-settings__row--switch">
          <div>
            <div className="reader-settings__label">{t('novels.reader.autoUnlock')}</div>
            <div className="reader-settings__hint">{t('novels.reader.autoUnlockHint')}</div>
          </div>
          <Switch
            checked={autoUnlock.value}
            loading={autoUnlock.busy}
            onChange={autoUnlock.onChange}
            aria-label={t('novels.reader.autoUnlock')}
            data-testid="reader-auto-unlock"
          />
        </div>
      )}
    </div>
  );
}
