import type { ThemeConfig } from 'antd';

/** Warm fox orange, the brand colour (DESIGN.md). */
export const BRAND_COLOR = '#FF7A1A';

export const FONT_FAMILY = "'PingFang SC', 'Microsoft YaHei', sans-serif";

/** antd theme of the portal: a consumer look, soft grey page, rounded cards. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    fontFamily: FONT_FAMILY,
    fontSize: 14,
    borderRadius: 8,
    borderRadiusLG: 12,
    colorBgLayout: '#F5F6F8',
    colorTextBase: '#1F2329',
  },
  components: {
    Button: { fontWeight: 500 },
    Dropdown: { paddingBlock: 8 },
  },
};
