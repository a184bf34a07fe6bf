import { useEffect, useRef, useState } from 'react';
import { Avatar, Button, Spin } from 'antd';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  DesktopOutlined,
  ExclamationCircleFilled,
  UserOutlined,
} from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { auth } from '@fox/contracts';
import { api } from '../../../api/client';
import { isApiError } from '../../../api/api-error';
import type { PageProps } from '../../../ui/PageHeading';
import { PageHeading } from '../../../ui/PageHeading';
import { isQrInvalid } from '../login/qr-code';
import { useLoginPrompt } from '../login-prompt-store';
import { useSessionStore } from '../session-store';
import './qr-login-page.css';

/** Lifts the desktop minimum width while this phone page is shown (see qr-login-page.css). */
const NARROW_PAGE_CLASS = 'narrow-page';

type ConfirmState = 'scanning' | 'asking' | 'sending' | 'confirmed' | 'refused' | 'expired' | 'failed';

function Outcome({ icon, text, testId }: { icon: React.ReactNode; text: string; testId: string }) {
  return (
    <div className="qr-confirm__outcome" data-testid={testId}>
      {icon}
      <div className="qr-confirm__outcome-text">{text}</div>
    </div>
  );
}

/**
 * The page the login QR code opens on a phone (/qrLogin?qrCodeId=…): a logged-in user confirms or refuses
 * logging in the PC that shows the code; a guest logs in first.
 */
export function QrLoginPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const qrCodeId = params.get('qrCodeId') ?? '';
  const user = useSessionStore((state) => (state.token ? state.userInfo : null));
  const openLogin = useLoginPrompt((state) => state.open);
  const [state, setState] = useState<ConfirmState>(qrCodeId ? 'scanning' : 'expired');
  const scannedFor = useRef<string | null>(null);

  useEffect(() => {
    document.documentElement.classList.add(NARROW_PAGE_CLASS);
    return () => document.documentElement.classList.remove(NARROW_PAGE_CLASS);
  }, []);

  useEffect(() => {
    if (!qrCodeId) return;
    if (!user) {
      openLogin();
      return;
    }
    // Once per code and user, even when effects run twice in development.
    const key = `${qrCodeId}:${user.id}`;
    if (scannedFor.current === key) return;
    scannedFor.current = key;
    api(auth.qrCodeScan, { qrCodeId }, { silent: true })
      .then(() => setState('asking'))
      .catch((error: unknown) => setState(isQrInvalid(error) ? 'expired' : 'failed'));
  }, [qrCodeId, user, openLogin]);

  const answer = async (accept: boolean) => {
    setState('sending');
    try {
      await api(auth.qrCodeConfirm, { qrCodeId, accept }, { silent: true });
      setState(accept ? 'confirmed' : 'refused');
    } catch (error) {
      if (isApiError(error) && error.kind === 'cancelled') return;
      setState(isQrInvalid(error) ? 'expired' : 'failed');
    }
  };

  let body: React.ReactNode;
  if (state === 'expired') {
    body = (
      <Outcome
        icon={<ExclamationCircleFilled className="qr-confirm__icon qr-confirm__icon--warn" />}
        text={t('qrLogin.expired')}
        testId="qr-expired"
      />
    );
  } else if (!user) {
    body = (
      <div className="qr-confirm__guest" data-testid="qr-guest">
        <p>{t('qrLogin.guest')}</p>
        <Button type="primary" shape="round" size="large" onClick={openLogin} data-testid="qr-login">
          {t('qrLogin.loginAction')}
        </Button>
      </div>
    );
  } else if (state === 'confirmed') {
    body = (
      <Outcome
        icon={<CheckCircleFilled className="qr-confirm__icon qr-confirm__icon--ok" />}
        text={t('qrLogin.confirmed')}
        testId="qr-done"
      />
    );
  } else if (state === 'refused') {
    body = (
      <Outcome
        icon={<CloseCircleFilled className="qr-confirm__icon" />}
        text={t('qrLogin.refused')}
        testId="qr-refused"
      />
    );
  } else if (state === 'failed') {
    body = (
      <Outcome
        icon={<ExclamationCircleFilled className="qr-confirm__icon qr-confirm__icon--warn" />}
        text={t('qrLogin.failed')}
        testId="qr-failed"
      />
    );
  } else if (state === 'scanning') {
    body = <Spin className="qr-confirm__spin" />;
  } else {
    const name = user.nickName || user.userName;
    body = (
      <div className="qr-confirm__ask" data-testid="qr-ask">
        <div className="qr-confirm__devices">
          <Avatar size={56} src={user.avatar || undefined} icon={<UserOutlined />} />
          <span className="qr-confirm__link" aria-hidden />
          <span className="qr-confirm__pc">
            <DesktopOutlined />
          </span>
        </div>
        <div className="qr-confirm__question">{t('qrLogin.question', { name })}</div>
        <div className="qr-confirm__note">{t('qrLogin.note')}</div>
        <Button
          type="primary"
          shape="round"
          size="large"
          block
          loading={state === 'sending'}
          onClick={() => void answer(true)}
          data-testid="qr-confirm"
        >
          {t('qrLogin.confirm')}
        </Button>
        <Button
          type="text"
          size="large"
          block
          disabled={state === 'sending'}
          onClick={() => void answer(false)}
          data-testid="qr-cancel"
        >
          {t('qrLogin.cancel')}
        </Button>
      </div>
    );
  }

  return (
    <section className="page-card qr-confirm">
      <PageHeading routeKey={routeKey} />
      <div className="qr-confirm__body">{body}</div>
    </section>
  );
}
