import { useMemo, useState } from 'react';
import { Breadcrumb, Layout, Menu, Typography, type MenuProps } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import type { ConsolePage } from '../kit';
import { useConsoleSession } from '../session';
import { ConsoleHeader } from './ConsoleHeader';
import { breadcrumbOf, homePathOf, menuOf, pageByKey, type MenuEntry } from './page-registry';

const SIDER_WIDTH = 220;

function toMenuItems(entries: MenuEntry[]): MenuProps['items'] {
  return entries.map((entry) => ({
    key: entry.key,
    icon: entry.icon,
    label: entry.children ? entry.title : <span data-testid={`menu-${entry.key}`}>{entry.title}</span>,
    ...(entry.children ? { children: toMenuItems(entry.children) } : {}),
  }));
}

/** The page the route matched (each page route carries its declaration as its handle). */
export function useCurrentPage(): ConsolePage | undefined {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { page?: ConsolePage } | undefined;
  return handle?.page;
}

/** The console's frame: the role's menu on the left, the operator on top, breadcrumbs and the page. */
export function ConsoleLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const role = useConsoleSession((state) => state.role);
  const page = useCurrentPage();
  const [collapsed, setCollapsed] = useState(false);
  const menu = useMemo(() => menuOf(role), [role]);

  // The menu entry of a detail page is the page it was opened from.
  let selected = page;
  while (selected?.parent) selected = pageByKey(selected.parent);

  const crumbs = page ? breadcrumbOf(page) : [];
  return (
    <Layout className="console-layout" data-testid="console-layout">
      <Layout.Sider
        width={SIDER_WIDTH}
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        className="console-sider"
        data-testid="console-sider"
      >
        <Link to={homePathOf(role)} className="console-brand" aria-label="管理后台首页">
          <svg className="console-brand__mark" viewBox="0 0 64 64" aria-hidden="true">
            <rect width="64" height="64" rx="16" fill="currentColor" />
            <path d="M14 16l12 10h12l12-10-3 22-15 12-15-12z" fill="#fff" />
            <circle cx="25" cy="34" r="3" fill="currentColor" />
            <circle cx="39" cy="34" r="3" fill="currentColor" />
            <path d="M29 42h6l-3 3z" fill="currentColor" />
          </svg>
          {collapsed ? null : (
            <span className="console-brand__text">
              <span className="console-brand__name">狐狐视界</span>
              <span className="console-brand__sub">管理后台</span>
            </span>
          )}
        </Link>
        <Menu
          theme="dark"
          mode="inline"
          items={toMenuItems(menu)}
          selectedKeys={selected ? [selected.key] : []}
          key={role ?? ''}
          defaultOpenKeys={menu.filter((entry) => entry.children).map((entry) => entry.key)}
          onClick={({ key }) => {
            const target = pageByKey(String(key));
            if (target && `/${target.path}` !== location.pathname) void navigate(`/${target.path}`);
          }}
          data-testid="console-menu"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header">
          <Breadcrumb
            className="console-header__crumbs"
            items={[
              {
                title: (
                  <Link to={homePathOf(role)} aria-label="首页">
                    <HomeOutlined />
                  </Link>
                ),
              },
              ...crumbs.map((crumb) => ({
                title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
              })),
            ]}
            data-testid="console-breadcrumb"
          />
          <ConsoleHeader />
        </Layout.Header>
        <Layout.Content className="console-content">
          {page ? (
            <div className="console-page-heading">
              <Typography.Title level={3} className="console-page-heading__title" data-testid="page-title">
                {page.title}
              </Typography.Title>
              {page.description ? (
                <Typography.Paragraph type="secondary" className="console-page-heading__description">
                  {page.description}
                </Typography.Paragraph>
              ) : null}
            </div>
          ) : null}
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
