import { useState } from 'react';
import { App, Modal, Tabs } from 'antd';
import type { LoginResult } from '@fox/contracts';
import { useTranslation } from 'react-i18next';
import { completeLogin } from './account-session';
import { AppScanLogin } from './login/AppScanLogin';
import { PasswordLoginForm } from './login/PasswordLoginForm';
import { ResetPasswordForm } from './login/ResetPasswordForm';
import { SmsLoginForm } from './login/SmsLoginForm';
import { useLoginPrompt } from './login-prompt-store';
import './login/login.css';

/** Spec 002 §2.9 and §4.6: the login tabs; bindingPhone follows a WeChat login, which is not configured. */
export type LoginTab = 'appScan' | 'phone' | 'userName' | 'weChat';
type LoginMode = 'login' | 'pwd';

function FoxMark() {
  return (
    <svg className="login-card__mark" viewBox="0 0 64 64" aria-hidden>
      <rect width="64" height="64" rx="16" fill="currentColor" />
      <path d="M14 16l12 10h12l12-10-3 22-15 12-15-12z" fill="#fff" />
      <circle cx="25" cy="34" r="3" fill="currentColor" />
      <circle cx="39" cy="34" r="3" fill="currentColor" />
      <path d="M29 42h6l-3 3z" fill="currentColor" />
    </svg>
  );
}

function WeChatUnavailable() {
  const { t } = useTranslation();
  return (
    <div className="login-wechat" data-testid="login-wechat-unavailable">
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
      <div className="login-wechat__title">{t('login.weChatTitle')}</div>
      <p className="login-wechat__text">{t('login.weChatUnavailable')}</p>
    </div>
  );
}

/**
 * The login prompt every gated action opens (spec 002 §2.9, §4.6): a login mode with the app-scan, SMS,
 * password and WeChat tabs, and a reset-password mode.
 */
export function LoginPrompt() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const isOpen = useLoginPrompt((state) => state.isOpen);
  const close = useLoginPrompt((state) => state.close);
  const [mode, setMode] = useState<LoginMode>('login');
  const [tab, setTab] = useState<LoginTab>('phone');

  const onLogin = async (result: LoginResult) => {
    await completeLogin(result);
    void message.success(t('login.success'));
    close();
  };

  const tabLabel = (key: LoginTab) => <span data-testid={`login-tab-${key}`}>{t(`login.tab.${key}`)}</span>;

  const body =
    mode === 'pwd' ? (
      <ResetPasswordForm
        onBack={() => {
          setMode('login');
          setTab('userName');
        }}
      />
    ) : (
      <Tabs
        className="login-card__tabs"
        activeKey={tab}
        onChange={(key) => setTab(key as LoginTab)}
        centered
        destroyOnHidden
        items={[
          { key: 'appScan', label: tabLabel('appScan'), children: <AppScanLogin onLogin={onLogin} /> },
          { key: 'phone', label: tabLabel('phone'), children: <SmsLoginForm onLogin={onLogin} /> },
          {
            key: 'userName',
            label: tabLabel('userName'),
            children: <PasswordLoginForm onLogin={onLogin} onForgot={() => setMode('pwd')} />,
          },
          { key: 'weChat', label: tabLabel('weChat'), children: <WeChatUnavailable /> },
        ]}
      />
    );

  return (
    <Modal
      open={isOpen}
      onCancel={close}
      afterClose={() => setMode('login')}
      footer={null}
      centered
      width={440}
      destroyOnHidden
      classNames={{ container: 'login-card__container' }}
      title={null}
      // The wrapper gives end-to-end tests one visible element to find, whatever antd's inner markup.
      modalRender={(node) => (
        <div data-testid="login-prompt" aria-label={t('loginPrompt.title')}>
          {node}
        </div>
      )}
    >
      <div className="login-card__head">
        <FoxMark />
        <div>
          <div className="login-card__title">{t('login.welcome')}</div>
          <div className="login-card__subtitle">{t('login.subtitle')}</div>
        </div>
      </div>
      <div className="login-card__body">{body}</div>
    </Modal>
  );
}
