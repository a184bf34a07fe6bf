import { Suspense, useEffect } from 'react';
import { Button, Result, Skeleton, Space } from 'antd';
import type { ConsoleRole } from '@fox/contracts';
import { SUPER_OPERATOR } from '@fox/contracts';
import { ROLE_NAMES, type ConsolePage } from '../kit';
import { switchRole, useConsoleSession } from '../session';
import { roleSees } from './page-registry';

export const CONSOLE_TITLE = '狐狐视界管理后台';

/**
 * A page as its route shows it: its title in the tab, and only for a role whose menu has it. A deep link
 * to a page of another held role offers that role; the server refuses the calls of any other anyway.
 */
export function PageFrame({ page }: { page: ConsolePage }) {
  const role = useConsoleSession((state) => state.role);
  const held = useConsoleSession((state) => state.operator?.roles ?? []);
  useEffect(() => {
    document.title = `${page.title} - ${CONSOLE_TITLE}`;
  }, [page.title]);

  if (!roleSees(page, role)) {
    const others = held.filter(
      (other: ConsoleRole) => other === SUPER_OPERATOR || page.roles.includes(other),
    );
    return (
      <Result
        status="403"
        title="当前角色无权查看此页面"
        subTitle={
          others.length > 0
            ? `「${page.title}」属于其他角色的菜单，切换角色后即可查看。`
            : `「${page.title}」不在你的后台角色范围内。如需使用，请联系超级管理员开通。`
        }
        extra={
          <Space>
            {others.map((other) => (
              <Button key={other} type="primary" onClick={() => switchRole(other)}>
                切换为{ROLE_NAMES[other]}
              </Button>
            ))}
          </Space>
        }
        data-testid="page-forbidden"
      />
    );
  }
  const Page = page.component;
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} className="console-page-loading" />}>
      <Page />
    </Suspense>
  );
}
