import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, seedDemoWorld } from '../src/seed/demo-world.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

interface SiteBody {
  id: number;
  siteId: number;
  name: string;
  parentId: number;
  parentName: string;
  province: string | null;
  initial: string;
  latitude: number | null;
  longitude: number | null;
  hot: boolean;
  type: string;
  siteCate: string;
  children?: SiteBody[];
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

describe.each(databaseKinds())('sites on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  const details = async (params: Record<string, string | number>) => {
    const { status, body } = await server.get(`/app/api/site/details?${query(params)}`);
    expect(status).toBe(200);
    return body as { code: number; total: number; data: SiteBody[] };
  };

  it('has Wuhan as site 11 under China (5)', async () => {
    const { data } = await details({ name: '武汉', type: 'City' });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id: 11,
      siteId: 11,
      name: '武汉',
      parentId: 5,
      parentName: '湖北',
      province: '湖北',
      initial: 'W',
      hot: true,
    });
  });

  it('lists every domestic city with pid 5 and pageSize 999, each with a letter and coordinates', async () => {
    const body = await details({ pid: 5, pageSize: 999 });
    expect(body.code).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(330);
    expect(body.data).toHaveLength(body.total);
    for (const city of body.data) {
      expect(city.type).toBe('City');
      expect(city.initial).toMatch(/^[A-Z]$/);
      expect(typeof city.latitude).toBe('number');
      expect(typeof city.longitude).toBe('number');
      expect(city.province).toBeTruthy();
    }
    // Pinyin order: the letters never go backwards.
    const letters = body.data.map((city) => city.initial);
    expect(letters).toEqual([...letters].sort());
  });

  it('refuses a page larger than 999', async () => {
    const { status, body } = await server.get('/app/api/site/details?pid=5&pageSize=1000');
    expect(status).toBe(400);
    expect(body.msg).toContain('pageSize');
  });

  it('searches by part of the name', async () => {
    const { data } = await details({ name: '州', siteCate: 'city', type: 'City', pageSize: 999 });
    const names = data.map((city) => city.name);
    expect(names).toEqual(expect.arrayContaining(['杭州', '广州', '郑州', '苏州']));
    expect(names.every((name) => name.includes('州'))).toBe(true);
  });

  it('treats % and _ in a name as text', async () => {
    expect((await details({ name: '%' })).total).toBe(0);
    expect((await details({ name: '_' })).total).toBe(0);
  });

  it('files polyphonic names under their place-name reading', async () => {
    const letterOf = async (name: string) =>
      (await details({ name, type: 'City' })).data.find((city) => city.name === name)?.initial;
    expect(await letterOf('重庆')).toBe('C');
    expect(await letterOf('长沙')).toBe('C');
    expect(await letterOf('厦门')).toBe('X');
  });

  it('pages the results', async () => {
    const first = await details({ pid: 5, pageNum: 1, pageSize: 10 });
    const second = await details({ pid: 5, pageNum: 2, pageSize: 10 });
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(10);
    expect(first.total).toBe(second.total);
    expect(new Set([...first.data, ...second.data].map((city) => city.id)).size).toBe(20);
  });

  it('gives the city tree: China and abroad with their cities', async () => {
    const { status, body } = await server.get('/app/api/site/list?siteCate=city');
    expect(status).toBe(200);
    const tree = body.data as SiteBody[];
    expect(tree.map((node) => node.id)).toEqual([5, 6]);
    const china = tree.find((node) => node.id === 5)!;
    const abroad = tree.find((node) => node.id === 6)!;
    expect(china.children!.length).toBeGreaterThanOrEqual(330);
    expect(china.children!.map((city) => city.name)).toContain('武汉');
    expect(abroad.children!.map((city) => city.name)).toEqual(
      expect.arrayContaining(['东京', '伦敦', '纽约']),
    );
  });

  it('lists the brands', async () => {
    const { status, body } = await server.get('/app/api/site/list?siteCate=brand');
    expect(status).toBe(200);
    const brands = body.data as SiteBody[];
    expect(brands.length).toBeGreaterThanOrEqual(20);
    expect(brands.every((brand) => brand.type === 'Brand' && brand.siteCate === 'brand')).toBe(true);
    expect(brands.every((brand) => brand.latitude === null && brand.children!.length === 0)).toBe(true);
    expect(brands.map((brand) => brand.name)).toContain('华为');
  });

  it('refuses an unknown site category', async () => {
    const { status } = await server.get('/app/api/site/list?siteCate=planet');
    expect(status).toBe(400);
  });

  it('gives the hot cities, Wuhan first, and the hot brands', async () => {
    const { status, body } = await server.get('/app/api/site/hot');
    expect(status).toBe(200);
    const { cities, brands } = body.data as { cities: SiteBody[]; brands: SiteBody[] };
    expect(cities.slice(0, 3).map((city) => city.name)).toEqual(['武汉', '北京', '上海']);
    expect(cities.every((city) => city.hot)).toBe(true);
    expect(brands.length).toBeGreaterThan(0);
    expect(brands.every((brand) => brand.hot && brand.siteCate === 'brand')).toBe(true);
  });

  it('locates the nearest city', async () => {
    const locate = async (location: string) => {
      const { status, body } = await server.get(`/app/api/site/location?location=${location}`);
      expect(status).toBe(200);
      return body.data as SiteBody & { distanceKm: number };
    };
    const wuhan = await locate('30.59,114.30');
    expect(wuhan).toMatchObject({ id: 11, name: '武汉' });
    expect(wuhan.distanceKm).toBeLessThan(5);
    expect((await locate('39.90,116.40')).name).toBe('北京');
    expect((await locate('35.68,139.76')).name).toBe('东京');
  });

  it('answers 404 for a location far from every city', async () => {
    const { status, body } = await server.get('/app/api/site/location?location=0,-140');
    expect(status).toBe(404);
    expect(body.code).toBe(404);
    expect(body.msg).toContain('300 公里内没有可选的城市站点');
    const english = await server.get('/app/api/site/location?location=0,-140', { Lang: 'en_US' });
    expect(english.body.msg).toContain('no city site within 300 km');
  });

  it('refuses a malformed or out-of-range location', async () => {
    for (const location of ['abc', '30.5', '91,100', '30,181', '']) {
      const { status, body } = await server.get(`/app/api/site/location?location=${location}`);
      expect(status, location).toBe(400);
      expect(body.msg, location).toContain('location');
    }
    const missing = await server.get('/app/api/site/location');
    expect(missing.status).toBe(400);
  });

  it('restores the sites when the demo world is rebuilt', async () => {
    await emptyDatabase(server.platform.database);
    expect((await details({ pid: 5, pageSize: 1 })).total).toBe(0);
    await seedDemoWorld(server.platform.database, server.platform.files);
    expect((await details({ pid: 5, pageSize: 1 })).total).toBeGreaterThanOrEqual(330);
  });
});
