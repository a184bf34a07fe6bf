import { useCallback, useEffect, useRef, useState } from 'react';
import { QRCode, Spin } from 'antd';
import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { auth, type LoginResult } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api/client';
import { isQrInvalid, QR_POLL_MS, qrConfirmUrl } from './qr-code';

type QrStatus = 'loading' | 'active' | 'scanned' | 'expired';

interface QrTicket {
  qrCodeId: string;
  confirmPath: string;
}

/**
 * The AppScan tab: a QR code of this site's confirm page, polled every second until a logged-in phone
 * confirms it (then the PC logs in) or the server calls it invalid (then it shows expired; a click
 * fetches a new one).
 */
export function AppScanLogin({ onLogin }: { onLogin: (result: LoginResult) => Promise<void> }) {
  const { t } = useTranslation();
  const [ticket, setTicket] = useState<QrTicket | null>(null);
  const [status, setStatus] = useState<QrStatus>('loading');
  const onLoginRef = useRef(onLogin);
  useEffect(() => {
    onLoginRef.current = onLogin;
  }, [onLogin]);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const answer = await api(auth.qrCodeId, undefined, { silent: true });
      setTicket({ qrCodeId: answer.qrCodeId, confirmPath: answer.confirmPath });
      setStatus('active');
    } catch {
      setStatus('expired');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!ticket) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const answer = await api(auth.qrCodeLogin, { qrCodeId: ticket.qrCodeId }, { silent: true });
        if (stopped) return;
        if ('accessToken' in answer) {
          stopped = true;
          await onLoginRef.current(answer);
          return;
        }
        setStatus(answer.state === 'scanned' ? 'scanned' : 'active');
      } catch (error) {
        if (stopped) return;
        if (isQrInvalid(error)) {
          setStatus('expired');
          return;
        }
        // A failed poll (network blip) is simply tried again.
      }
      timer = setTimeout(() => void poll(), QR_POLL_MS);
    };
    timer = setTimeout(() => void poll(), QR_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [ticket]);

  const refresh = () => {
    setTicket(null);
    void load();
  };

  const confirmUrl = ticket ? qrConfirmUrl(window.location.origin, ticket.confirmPath) : '';

  return (
    <div className="login-qr">
      <div className="login-qr__frame" data-testid="login-qr" data-confirm-path={ticket?.confirmPath ?? ''}>
        <QRCode
          value={confirmUrl || window.location.origin}
          size={188}
          bordered={false}
          color="#1f2329"
          status={status}
          statusRender={({ status: shown }) => {
            if (shown === 'loading') return <Spin />;
            if (shown === 'scanned') {
              return (
                <div className="login-qr__cover" data-testid="login-qr-scanned">
                  <CheckCircleFilled className="login-qr__cover-icon login-qr__cover-icon--ok" />
                  <span>{t('login.qrScanned')}</span>
                </div>
              );
            }
            return (
              <button
                type="button"
                className="login-qr__cover"
                onClick={refresh}
                data-testid="login-qr-expired"
              >
                <ReloadOutlined className="login-qr__cover-icon" />
                <span>{t('login.qrExpired')}</span>
                <span className="login-qr__cover-action">{t('login.qrRefresh')}</span>
              </button>
            );
          }}
        />
      </div>
      <div className="login-qr__title">{t('login.qrTitle')}</div>
      <div className="login-qr__text">{t('login.qrText')}</div>
    </div>
  );
}
