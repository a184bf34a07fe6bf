import type { ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { retryConsoleSession, useConsoleSession } from '../session';

/** The console's pages need an operator: the login page otherwise, a wait while a token is checked. */
export function RequireSession({ children }: { children: ReactNode }) {
  const phase = useConsoleSession((state) => state.phase);
  const location = useLocation();
  if (phase === 'out')
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (phase === 'checking') {
    return (
      <div className="console-wait" data-testid="console-checking">
        <Spin size="large" />
        <span>正在进入管理后台…</span>
      </div>
    );
  }
  if (phase === 'unreachable') {
    return (
      <Result
        status="warning"
        title="无法连接服务器"
        subTitle="登录状态仍然保留，网络恢复后重试即可。"
        extra={
          <Button type="primary" onClick={retryConsoleSession}>
            重试
          </Button>
        }
        data-testid="console-unreachable"
      />
    );
  }
  return children;
}
