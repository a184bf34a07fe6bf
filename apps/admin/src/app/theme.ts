import type { ThemeConfig } from 'antd';

/** The portal's fox orange (apps/web/src/ui/theme.ts), on a console's calmer surfaces. */
export const BRAND_COLOR = '#FF7A1A';

export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: '#E8670A',
    colorInfo: BRAND_COLOR,
    fontFamily: "'PingFang SC', 'Microsoft YaHei', -apple-system, 'Segoe UI', sans-serif",
    fontSize: 14,
    borderRadius: 6,
    colorBgLayout: '#F3F4F6',
    colorTextBase: '#1F2329',
  },
  components: {
    Layout: {
      siderBg: '#191B21',
      triggerBg: '#22252D',
      headerBg: '#FFFFFF',
      headerHeight: 56,
      headerPadding: '0 24px',
      bodyBg: '#F3F4F6',
    },
    Menu: {
      darkItemBg: '#191B21',
      darkSubMenuItemBg: '#13151A',
      darkItemSelectedBg: BRAND_COLOR,
      darkItemColor: 'rgba(255, 255, 255, 0.72)',
      darkItemHoverColor: '#FFFFFF',
      itemHeight: 42,
    },
    Table: {
      headerBg: '#F7F8FA',
      rowHoverBg: '#FFF7F0',
    },
    Card: { paddingLG: 20 },
  },
};
