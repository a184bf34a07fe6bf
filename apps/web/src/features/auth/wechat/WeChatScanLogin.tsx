import { useEffect, useState } from 'react';
import { Button, Spin } from 'antd';
import { wechat } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api/client';
import { rememberWechatState } from './wechat-callback';

type ScanState =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'failed' }
  | { status: 'ready'; qrConnectUrl: string };

function WeChatBadge() {
  return (
    <div className="login-wechat__badge" aria-hidden>
      <svg viewBox="0 0 48 48">
        <path
          d="M19 9C10.7 9 4 14.6 4 21.5c0 3.9 2.2 7.4 5.6 9.7L8 36l5.6-2.9c1.7.5 3.5.8 5.4.8.5 0 1 0 1.5-.1-.3-1-.5-2.1-.5-3.2 0-6.6 6.3-12 14-12h1C33.6 13.4 27 9 19 9z"
          fill="currentColor"
        />
        <path
          d="M44 30.6c0-5.6-5.6-10.1-12.5-10.1S19 25 19 30.6s5.6 10.1 12.5 10.1c1.5 0 3-.2 4.3-.6L40.5 43l-1.2-4.2c2.8-1.9 4.7-4.8 4.7-8.2z"
          fill="currentColor"
          opacity="0.75"
        />
      </svg>
    </div>
  );
}

/**
 * The WeChatScan tab (spec 002 §2.9): WeChat's own QR page in an iframe. The tab is rebuilt each time it
 * opens, so each opening asks for a fresh qrconnect address and state (and tries again after a failure).
 * The state is kept in sessionStorage to be compared with the one WeChat brings back.
 */
export function WeChatScanLogin() {
  const { t } = useTranslation();
  const [scan, setScan] = useState<ScanState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api(wechat.wechatConfig, undefined, { signal: controller.signal })
      .then((config) => {
        if (!config.enabled || !config.qrConnectUrl || !config.state) {
          setScan({ status: 'unavailable' });
          return;
        }
        rememberWechatState(config.state);
        setScan({ status: 'ready', qrConnectUrl: config.qrConnectUrl });
      })
      .catch(() => {
        // Cancelled when the tab closed; otherwise the request layer has shown why.
        if (!controller.signal.aborted) setScan({ status: 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);

  if (scan.status === 'ready') {
    return (
      <div className="login-qr">
        <div className="login-qr__frame">
          <iframe
            className="login-wechat__frame"
            src={scan.qrConnectUrl}
            title={t('login.weChatFrameTitle')}
            allow="local-network-access"
            data-testid="login-wechat-frame"
          />
        </div>
        <div className="login-qr__title">{t('login.weChatScanTitle')}</div>
        <div className="login-qr__text">{t('login.weChatScanText')}</div>
      </div>
    );
  }

  if (scan.status === 'loading') {
    return (
      <div className="login-qr">
        <div className="login-qr__frame login-wechat__loading" data-testid="login-wechat-loading">
          <Spin />
        </div>
      </div>
    );
  }

  if (scan.status === 'failed') {
    return (
      <div className="login-wechat" data-testid="login-wechat-failed">
        <WeChatBadge />
        <div className="login-wechat__title">{t('login.weChatLoadFailed')}</div>
        <Button
          className="login-wechat__retry"
          shape="round"
          onClick={() => {
            setScan({ status: 'loading' });
            setAttempt((value) => value + 1);
          }}
          data-testid="login-wechat-retry"
        >
          {t('login.weChatRetry')}
        </Button>
      </div>
    );
  }

  return (
    <div className="login-wechat" data-testid="login-wechat-unavailable">
      <WeChatBadge />
      <div className="login-wechat__title">{t('login.weChatTitle')}</div>
      <p className="login-wechat__text">{t('login.weChatUnavailable')}</p>
    </div>
  );
}
