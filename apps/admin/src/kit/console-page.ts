import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import {
  AccountBookOutlined,
  AlertOutlined,
  AuditOutlined,
  DashboardOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ConsoleRole } from '@fox/contracts';

/**
 * The side menu's groups, in their order. A group with one page the role may see shows as that page
 * alone; a page without a group stands on its own at the top.
 */
export const CONSOLE_SECTIONS = {
  overview: { title: '数据概览', order: 10, icon: createElement(DashboardOutlined) },
  reports: { title: '举报处理', order: 20, icon: createElement(AlertOutlined) },
  review: { title: '内容审核', order: 30, icon: createElement(AuditOutlined) },
  community: { title: '用户与群组', order: 40, icon: createElement(TeamOutlined) },
  messaging: { title: '通知与反馈', order: 50, icon: createElement(NotificationOutlined) },
  finance: { title: '财务', order: 60, icon: createElement(AccountBookOutlined) },
  merchant: { title: '商家后台', order: 70, icon: createElement(ShopOutlined) },
  system: { title: '系统管理', order: 80, icon: createElement(SafetyCertificateOutlined) },
  account: { title: '我的账号', order: 90, icon: createElement(UserOutlined) },
} as const;

export type ConsoleSection = keyof typeof CONSOLE_SECTIONS;

/** One page of the console, declared once by the area that owns it (features/<area>/index.ts). */
export interface ConsolePage {
  /** Unique across the console: `audit`, `reports`, `report-detail`. */
  key: string;
  /**
   * The route under /admin/, without a leading slash: `audit`, `reports/:id`. Never a segment the API
   * uses under /admin/ (`api`, `video`, `article`, `question`, `content`, `feedbackInfo`): the server
   * answers those with the API, not the page.
   */
  path: string;
  /** The menu entry, the page's heading, its breadcrumb and the tab's title. */
  title: string;
  /** The menu's icon (@ant-design/icons). */
  icon?: ReactNode;
  /** The console roles whose menu has it; the super operator's has every page. */
  roles: readonly ConsoleRole[];
  /** The page itself: `lazyPage(() => import('./AuditLogPage').then((m) => m.AuditLogPage))`. */
  component: ComponentType;
  /** The menu group (CONSOLE_SECTIONS); none puts it at the top level. */
  section?: ConsoleSection;
  /** Its place in its group or at the top level (lower first; 100 by default). */
  order?: number;
  /** A page opened from another one (a detail): not in the menu, under that page in the breadcrumb. */
  parent?: string;
  /** Kept out of the menu without a parent (a page reached by link only). */
  hideInMenu?: boolean;
  /** A line under the heading saying what the page is for. */
  description?: string;
}

/** A page's component loaded when first opened, so each page is a chunk of its own. */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return lazy(async () => ({ default: await load() }));
}

/** Declares an area's pages (typed, nothing else). */
export const defineConsolePages = (pages: ConsolePage[]): readonly ConsolePage[] => pages;
