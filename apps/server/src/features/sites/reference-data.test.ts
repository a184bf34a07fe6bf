import { describe, expect, it } from 'vitest';
import { referenceSites } from './reference-data.js';

describe('the reference sites', () => {
  const rows = referenceSites();
  const byName = (name: string) => rows.find((row) => row.name === name)!;

  it('has Wuhan as site 11 under China (5), first of the hot cities', () => {
    expect(byName('武汉')).toMatchObject({ id: 11, parentId: 5, province: '湖北', hot: 1, type: 'City' });
    expect(byName('中国')).toMatchObject({ id: 5, parentId: 0, type: 'Country' });
  });

  it('covers every prefecture-level division, the municipalities, Hong Kong, Macau and Taipei', () => {
    const domestic = rows.filter((row) => row.parentId === 5);
    expect(domestic.length).toBe(340);
    for (const name of [
      '北京',
      '上海',
      '天津',
      '重庆',
      '香港',
      '澳门',
      '台北',
      '三沙',
      '阿里地区',
      '兴安盟',
    ]) {
      expect(domestic.map((row) => row.name)).toContain(name);
    }
    expect(new Set(domestic.map((row) => row.name)).size).toBe(domestic.length);
  });

  it('places every city seat inside its country with two-decimal coordinates', () => {
    for (const row of rows.filter((r) => r.parentId === 5)) {
      expect(row.latitude!).toBeGreaterThan(15);
      expect(row.latitude!).toBeLessThan(54);
      expect(row.longitude!).toBeGreaterThan(73);
      expect(row.longitude!).toBeLessThan(135);
    }
    for (const row of rows.filter((r) => r.type === 'City')) {
      expect(Math.round(row.latitude! * 100) / 100).toBe(row.latitude);
      expect(Math.round(row.longitude! * 100) / 100).toBe(row.longitude);
    }
  });

  it('gives every site a unique id, an A-Z letter and a unique pinyin position', () => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.every((row) => /^[A-Z]$/.test(row.initial))).toBe(true);
    expect(new Set(rows.map((row) => row.sortOrder)).size).toBe(rows.length);
    expect(byName('安庆').sortOrder).toBeLessThan(byName('北京').sortOrder);
    expect(byName('中国').sortOrder).toBeLessThan(byName('海外').sortOrder);
    expect(byName('海外').sortOrder).toBeLessThan(byName('安庆').sortOrder);
  });

  it('keeps brands without coordinates or parent', () => {
    const brands = rows.filter((row) => row.siteCate === 'brand');
    expect(brands.length).toBeGreaterThanOrEqual(20);
    expect(brands.every((row) => row.latitude === null && row.parentId === 0 && row.type === 'Brand')).toBe(
      true,
    );
    expect(brands.filter((row) => row.hot > 0).length).toBeGreaterThan(0);
  });
});
