import { useEffect, useState } from 'react';
import { Alert, Tabs } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { clearNotice, openConsoleSession, useConsoleSession } from '../../session';
import { CONSOLE_TITLE } from '../PageFrame';
import { PasswordLoginForm, SmsLoginForm, type OnLoggedIn } from './login-forms';

/**
 * The console's own login: the portal's accounts and login calls, then GET /admin/api/console/me. An
 * account without a console role is refused with the server's message and its new session is logged out.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const phase = useConsoleSession((state) => state.phase);
  const notice = useConsoleSession((state) => state.notice);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    document.title = `登录 - ${CONSOLE_TITLE}`;
  }, []);
  const from = (location.state as { from?: string } | null)?.from;
  const target = from && from !== '/login' ? from : '/';

  if (phase === 'in') return <Navigate to={target} replace />;

  const onLoggedIn: OnLoggedIn = async (result) => {
    const outcome = await openConsoleSession({
      token: result.accessToken,
      userId: result.userId,
      source: 'login',
    });
    if (outcome.ok) void navigate(target, { replace: true });
    else setError(outcome.message ?? '登录失败，请稍后再试');
  };
  const showError = (message: string) => {
    clearNotice();
    setError(message);
  };
  const message = error ?? notice;

  return (
    <div className="login-page" data-testid="console-login">
      <div className="login-page__panel">
        <section className="login-page__brand" aria-hidden="true">
          <svg className="login-page__mark" viewBox="0 0 64 64">
            <rect width="64" height="64" rx="16" fill="#fff" />
            <path d="M14 16l12 10h12l12-10-3 22-15 12-15-12z" fill="#FF7A1A" />
            <circle cx="25" cy="34" r="3" fill="#fff" />
            <circle cx="39" cy="34" r="3" fill="#fff" />
          </svg>
          <h2 className="login-page__brand-name">狐狐视界</h2>
          <p className="login-page__brand-line">管理后台</p>
          <ul className="login-page__duties">
            <li>举报处理与内容审核</li>
            <li>用户、群组与通知管理</li>
            <li>订单、账本与退款</li>
          </ul>
        </section>
        <section className="login-page__form">
          <h1 className="login-page__title">登录管理后台</h1>
          <p className="login-page__subtitle">使用狐狐视界账号登录，需已开通后台角色</p>
          {message ? (
            <Alert
              type="error"
              showIcon
              title={message}
              className="login-page__alert"
              data-testid="login-error"
            />
          ) : null}
          <Tabs
            defaultActiveKey="password"
            destroyOnHidden
            onChange={() => setError(null)}
            items={[
              {
                key: 'password',
                label: <span data-testid="login-tab-password">密码登录</span>,
                children: <PasswordLoginForm onLoggedIn={onLoggedIn} onError={showError} />,
              },
              {
                key: 'sms',
                label: <span data-testid="login-tab-sms">验证码登录</span>,
                children: <SmsLoginForm onLoggedIn={onLoggedIn} onError={showError} />,
              },
            ]}
          />
        </section>
      </div>
      <p className="login-page__footer">仅限平台工作人员与合作商家使用 · 所有操作均记录在审计日志中</p>
    </div>
  );
}
