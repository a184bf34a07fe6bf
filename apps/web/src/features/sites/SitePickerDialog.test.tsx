import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FeedbackOutlet } from '../../ui/feedback';
import { SitePickerDialog } from './SitePickerDialog';
import { useSitePicker } from './site-picker-store';
import { SITE_RELOAD_DELAY_MS, reloadAfterSiteChange } from './site-reload';
import { SITE_STORAGE_KEYS, readSiteChoice, useSiteStore } from './site-store';

// antd's first render is slow on a busy machine; give lookups and tests room rather than flake.
configure({ asyncUtilTimeout: 5000 });

const site = (id: number, name: string, initial: string, extra: Record<string, unknown> = {}) => ({
  id,
  siteId: id,
  name,
  fullName: name,
  siteCate: 'city',
  type: 'City',
  parentId: 5,
  parentName: '湖北',
  province: '湖北',
  initial,
  latitude: 30,
  longitude: 114,
  hot: false,
  ...extra,
});
const wuhan = site(11, '武汉', 'W', { hot: true });
const beijing = site(101, '北京', 'B', { hot: true, parentName: '北京' });
const anqing = site(128, '安庆', 'A', { parentName: '安徽' });
const tokyo = site(901, '东京', 'D', { parentId: 6, parentName: '日本', hot: true });
const huawei = site(2001, '华为', 'H', {
  siteCate: 'brand',
  type: 'Brand',
  parentId: 0,
  parentName: '',
  hot: true,
});

const answers: Record<string, unknown> = {
  '/app/api/site/hot': { code: 200, msg: 'ok', data: { cities: [wuhan, beijing, tokyo], brands: [huawei] } },
  '/app/api/site/details?pid=5&pageSize=999': {
    code: 200,
    msg: 'ok',
    total: 3,
    data: [anqing, beijing, wuhan],
  },
  '/app/api/site/details?pid=6&pageSize=999': { code: 200, msg: 'ok', total: 1, data: [tokyo] },
  '/app/api/site/list?siteCate=brand': {
    code: 200,
    msg: 'ok',
    total: 1,
    data: [{ ...huawei, children: [] }],
  },
};

const fetchMock = vi.fn(async (url: string) => {
  const [path] = url.split('?');
  const search = new URLSearchParams(url.split('?')[1] ?? '');
  let body = answers[url];
  if (path === '/app/api/site/details' && search.get('name')) {
    const name = search.get('name')!;
    const found = [anqing, beijing, wuhan, tokyo].filter((s) => s.name.includes(name));
    body = { code: 200, msg: 'ok', total: found.length, data: found };
  }
  if (path === '/app/api/site/location') {
    body = { code: 200, msg: 'ok', data: { ...wuhan, distanceKm: 2.4 } };
  }
  return new Response(JSON.stringify(body ?? { code: 404, msg: 'none', data: null }), {
    status: body ? 200 : 404,
  });
});

function renderDialog(onSiteChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <>
        {children}
        <FeedbackOutlet />
      </>
    </QueryClientProvider>
  );
  render(<SitePickerDialog onSiteChange={onSiteChange} />, { wrapper });
  act(() => useSitePicker.getState().open());
  return { onSiteChange };
}

function setGeolocation(geolocation: Geolocation | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

describe('the site picker dialog', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    localStorage.clear();
    useSiteStore.setState(readSiteChoice());
  });
  afterEach(() => {
    act(() => useSitePicker.getState().close());
    vi.unstubAllGlobals();
    setGeolocation(undefined);
  });

  it('opens on the recommended cities with the current site highlighted', async () => {
    renderDialog();
    const dialog = await screen.findByTestId('site-picker-dialog');
    expect(within(dialog).getByRole('tab', { name: '城市' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: '品牌' })).toBeTruthy();
    for (const label of ['推荐', '国内', '国际']) expect(within(dialog).getByText(label)).toBeTruthy();
    expect(within(dialog).getByPlaceholderText('请输入你想要的城市')).toBeTruthy();
    const pill = await within(dialog).findByRole('button', { name: '武汉' });
    expect(pill.getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByRole('button', { name: '北京' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('site-current').textContent).toBe('武汉');
  });

  it('chooses a domestic city from the letter index, remembers it and reloads', async () => {
    const { onSiteChange } = renderDialog();
    const dialog = await screen.findByTestId('site-picker-dialog');
    fireEvent.click(within(dialog).getByText('国内'));
    const chips = within(dialog).getByRole('tablist', { name: '按首字母查找' });
    expect(
      within(chips)
        .getAllByRole('tab')
        .map((chip) => chip.textContent),
    ).toEqual(['热门', 'ABCDEF', 'GHIJ', 'KLMN', 'PQRSTUVW', 'XYZ']);
    fireEvent.click(within(chips).getByRole('tab', { name: 'ABCDEF' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: '安庆' }));
    expect(localStorage.getItem(SITE_STORAGE_KEYS.siteId)).toBe('128');
    expect(localStorage.getItem(SITE_STORAGE_KEYS.whetherAll)).toBe('false');
    expect(JSON.parse(localStorage.getItem(SITE_STORAGE_KEYS.historySite)!)[0].name).toBe('安庆');
    expect(onSiteChange).toHaveBeenCalledTimes(1);
    expect(useSitePicker.getState().isOpen).toBe(false);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/app/api/site/details?pid=5&pageSize=999');
  });

  it('lists cities abroad by country', async () => {
    renderDialog();
    const dialog = await screen.findByTestId('site-picker-dialog');
    fireEvent.click(within(dialog).getByText('国际'));
    expect(await within(dialog).findByText('日本')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '东京' })).toBeTruthy();
  });

  it('searches cities by name', async () => {
    renderDialog();
    const dialog = await screen.findByTestId('site-picker-dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入你想要的城市'), { target: { value: '北' } });
    const results = await screen.findByTestId('site-search-results');
    expect(await within(results).findByRole('button', { name: /北京/ })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => decodeURIComponent(url))).toContain(
      '/app/api/site/details?name=北&siteCate=city&type=City&pageSize=60',
    );
  });

  it('shows the brands with their own placeholder', async () => {
    renderDialog();
    const dialog = await screen.findByTestId('site-picker-dialog');
    fireEvent.click(within(dialog).getByRole('tab', { name: '品牌' }));
    expect(await within(dialog).findByPlaceholderText('请输入你想要的品牌')).toBeTruthy();
    expect(await within(dialog).findByRole('button', { name: '华为' })).toBeTruthy();
  });

  it('switches to all sites', async () => {
    const { onSiteChange } = renderDialog();
    const dialog = await screen.findByTestId('site-picker-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /全部站点/ }));
    expect(localStorage.getItem(SITE_STORAGE_KEYS.whetherAll)).toBe('true');
    expect(useSiteStore.getState().whetherAll).toBe(true);
    expect(onSiteChange).toHaveBeenCalledTimes(1);
  });

  it('says so when locating fails, and offers to locate again', async () => {
    setGeolocation(undefined);
    renderDialog();
    const dialog = await screen.findByTestId('site-picker-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /定位/ }));
    expect(await within(dialog).findByText('定位失败，请手动选择地区或重新定位')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /重新定位/ })).toBeTruthy();
  });

  it('offers the located city', async () => {
    setGeolocation({
      getCurrentPosition: (success: PositionCallback) =>
        success({ coords: { latitude: 30.59, longitude: 114.3 } } as GeolocationPosition),
    } as Geolocation);
    const { onSiteChange } = renderDialog();
    const dialog = await screen.findByTestId('site-picker-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /定位/ }));
    const located = await within(dialog).findByRole('button', { name: /武汉.*约 2 公里/ });
    expect(fetchMock.mock.calls.map(([url]) => decodeURIComponent(url))).toContain(
      '/app/api/site/location?location=30.590000,114.300000',
    );
    fireEvent.click(located);
    await waitFor(() => expect(onSiteChange).toHaveBeenCalled());
    expect(localStorage.getItem(SITE_STORAGE_KEYS.siteId)).toBe('11');
  });
});

describe('the reload after a site change', () => {
  it('waits 200 ms', () => {
    vi.useFakeTimers();
    try {
      const reload = vi.fn();
      reloadAfterSiteChange(reload);
      vi.advanceTimersByTime(SITE_RELOAD_DELAY_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
