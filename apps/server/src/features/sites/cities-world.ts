import type { RegionCities } from './cities.js';

/** Major cities abroad, grouped by country; the short and official names are the same. */
export const worldRegions: readonly RegionCities[] = [
  {
    region: '日本',
    cities: [
      [901, '东京', 35.68, 139.69],
      [902, '大阪', 34.69, 135.5],
    ],
  },
  { region: '韩国', cities: [[903, '首尔', 37.57, 126.98]] },
  { region: '新加坡', cities: [[904, '新加坡', 1.35, 103.82]] },
  { region: '泰国', cities: [[905, '曼谷', 13.76, 100.5]] },
  { region: '马来西亚', cities: [[906, '吉隆坡', 3.14, 101.69]] },
  { region: '越南', cities: [[907, '胡志明市', 10.82, 106.63]] },
  { region: '印度尼西亚', cities: [[908, '雅加达', -6.21, 106.85]] },
  { region: '菲律宾', cities: [[909, '马尼拉', 14.6, 120.98]] },
  {
    region: '澳大利亚',
    cities: [
      [910, '悉尼', -33.87, 151.21],
      [911, '墨尔本', -37.81, 144.96],
    ],
  },
  { region: '新西兰', cities: [[912, '奥克兰', -36.85, 174.76]] },
  { region: '英国', cities: [[913, '伦敦', 51.51, -0.13]] },
  { region: '法国', cities: [[914, '巴黎', 48.86, 2.35]] },
  { region: '德国', cities: [[915, '柏林', 52.52, 13.4]] },
  { region: '意大利', cities: [[916, '罗马', 41.9, 12.5]] },
  { region: '俄罗斯', cities: [[917, '莫斯科', 55.76, 37.62]] },
  { region: '阿联酋', cities: [[918, '迪拜', 25.2, 55.27]] },
  {
    region: '美国',
    cities: [
      [919, '纽约', 40.71, -74.01],
      [920, '洛杉矶', 34.05, -118.24],
      [921, '旧金山', 37.77, -122.42],
    ],
  },
  {
    region: '加拿大',
    cities: [
      [922, '温哥华', 49.28, -123.12],
      [923, '多伦多', 43.65, -79.38],
    ],
  },
];
