import { useState } from 'react';
import { Modal, Tabs } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { FoxMark } from '../../ui/FoxMark';
import { AppScanLogin } from './login/AppScanLogin';
import { PasswordLoginForm } from './login/PasswordLoginForm';
import { ResetPasswordForm } from './login/ResetPasswordForm';
import { SmsLoginForm } from './login/SmsLoginForm';
import { useLoginPrompt, type LoginTab } from './login-prompt-store';
import { useFinishLogin } from './use-finish-login';
import { BindingPhoneForm } from './wechat/BindingPhoneForm';
import { WeChatScanLogin } from './wechat/WeChatScanLogin';
import './login/login.css';

export type { LoginTab } from './login-prompt-store';
type LoginMode = 'login' | 'pwd';
type PickedTab = Exclude<LoginTab, 'bindingPhone'>;

/**
 * The login prompt every gated action opens (spec 002 §2.9, §4.6): a login mode with the app-scan, SMS,
 * password and WeChat tabs (and the bindingPhone step a new WeChat account goes through), and a
 * reset-password mode.
 */
export function LoginPrompt() {
  const { t } = useTranslation();
  const isOpen = useLoginPrompt((state) => state.isOpen);
  const close = useLoginPrompt((state) => state.close);
  const tab = useLoginPrompt((state) => state.tab);
  const setTab = useLoginPrompt((state) => state.setTab);
  const bindingUuid = useLoginPrompt((state) => state.bindingUuid);
  const [mode, setMode] = useState<LoginMode>('login');
  const onLogin = useFinishLogin();

  const tabLabel = (key: PickedTab) => <span data-testid={`login-tab-${key}`}>{t(`login.tab.${key}`)}</span>;

  const body =
    tab === 'bindingPhone' && bindingUuid ? (
      <BindingPhoneForm uuid={bindingUuid} onLogin={onLogin} onRescan={() => setTab('weChat')} />
    ) : mode === 'pwd' ? (
      <ResetPasswordForm
        onBack={() => {
          setMode('login');
          setTab('userName');
        }}
      />
    ) : (
      <Tabs
        className="login-card__tabs"
        activeKey={tab === 'bindingPhone' ? 'weChat' : tab}
        onChange={(key) => setTab(key as PickedTab)}
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
          { key: 'weChat', label: tabLabel('weChat'), children: <WeChatScanLogin /> },
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
        <FoxMark className="login-card__mark" />
        <div>
          <div className="login-card__title">{t('login.welcome')}</div>
          <div className="login-card__subtitle">{t('login.subtitle')}</div>
        </div>
      </div>
      <div className="login-card__body">{body}</div>
    </Modal>
  );
}
