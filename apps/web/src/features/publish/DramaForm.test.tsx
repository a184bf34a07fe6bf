import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { dramas, type uploads } from '@fox/contracts';
import { AppProviders } from '../../ui/AppProviders';
import type * as uploader from '../../ui/uploader';
import { DramaForm } from './DramaForm';

configure({ asyncUtilTimeout: 5000 });

const api = vi.hoisted(() => vi.fn());
const check = vi.hoisted(() => vi.fn());
vi.mock('../../api', () => ({ api }));
vi.mock('../wallet', () => ({ useSettlementGate: () => ({ check }), useRechargeRate: () => 10 }));
vi.mock('../../ui/uploader', async (original) => ({
  ...(await original<typeof uploader>()),
  uploadFile: vi.fn(async (file: File): Promise<uploads.UploadedFile> => ({
    url: `/resource/video/${file.name}`,
    fileName: file.name,
    size: file.size,
    contentType: 'video/mp4',
    kind: 'video',
    posterUrl: `/resource/poster/${file.name}.jpg`,
    duration: 61.4,
  })),
}));

const video = (name: string) => new File([new Uint8Array(8)], name, { type: 'video/mp4' });
const published = { id: 77 };

function renderForm() {
  const onPublished = vi.fn();
  const onBusy = vi.fn();
  render(
    <AppProviders>
      <DramaForm formId="drama" onPublished={onPublished} onBusy={onBusy} />
    </AppProviders>,
  );
  return { onPublished, onBusy };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.submit(screen.getByTestId('drama-form'));
const episodeRows = () => screen.queryAllByTestId('drama-episode');
const titlesShown = () =>
  episodeRows().map((row) => (within(row).getByTestId('drama-episode-title') as HTMLInputElement).value);

async function chooseEpisodes(...names: string[]) {
  fireEvent.change(screen.getByTestId('drama-episodes-input'), { target: { files: names.map(video) } });
  await waitFor(() => expect(episodeRows().every((row) => row.dataset.status === 'done')).toBe(true));
}

async function fillBasics() {
  type('短剧名称', '  逆袭人生  ');
  type('分类', '都市');
  type('简介（选填）', '一个普通人的逆袭');
  await chooseEpisodes('第3集.mp4', '第1集.mp4', '第2集.mp4');
}

// antd forms are slow to render in jsdom on a small machine; the steps themselves wait for what they need.
describe('DramaForm', { timeout: 30_000 }, () => {
  beforeEach(() => {
    api.mockReset();
    check.mockReset();
    api.mockImplementation(async (endpoint: unknown) =>
      endpoint === dramas.publishDrama ? published : null,
    );
  });

  it('asks for a title, a category and at least one episode', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('请填写短剧名称')).toBeTruthy();
    expect(screen.getByText('请选择或填写分类')).toBeTruthy();
    expect((await screen.findByTestId('drama-episodes-error')).textContent).toBe('请至少上传一集视频');
    expect(api).not.toHaveBeenCalled();
    expect(check).not.toHaveBeenCalled();
  });

  it('orders chosen episodes by file number, titles them by place, and reorders, renames and removes', async () => {
    renderForm();
    await chooseEpisodes('第10集.mp4', '第2集.mp4', '第1集.mp4');
    expect(episodeRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('第1集.mp4'),
      expect.stringContaining('第2集.mp4'),
      expect.stringContaining('第10集.mp4'),
    ]);
    expect(titlesShown()).toEqual(['第1集', '第2集', '第3集']);

    fireEvent.click(within(episodeRows()[0]!).getByTestId('drama-episode-down'));
    expect(episodeRows()[1]!.textContent).toContain('第1集.mp4');
    expect(titlesShown()).toEqual(['第1集', '第2集', '第3集']);

    fireEvent.change(within(episodeRows()[2]!).getByTestId('drama-episode-title'), {
      target: { value: '大结局' },
    });
    fireEvent.click(within(episodeRows()[0]!).getByTestId('drama-episode-remove'));
    expect(titlesShown()).toEqual(['第1集', '大结局']);

    fireEvent.change(within(episodeRows()[0]!).getByTestId('drama-episode-title'), {
      target: { value: ' ' },
    });
    submit();
    expect((await screen.findByTestId('drama-episodes-error')).textContent).toBe('请填写第 1 集的标题');
  });

  it('checks the free count against the episodes and each price with its own message', async () => {
    renderForm();
    await fillBasics();
    type('免费集数', '3');
    fireEvent.click(within(episodeRows()[2]!).getByTestId('drama-episode-remove'));
    expect(await screen.findByText('免费集数不能超过总集数（2 集）')).toBeTruthy();
    type('免费集数', '1');
    type('单集价格', '1.999');
    type('整部价格', 'abc');
    submit();
    expect(await screen.findByText('价格最多保留两位小数')).toBeTruthy();
    expect(await screen.findByText('请输入正确的金额，如 1.99')).toBeTruthy();

    type('单集价格', '20000');
    expect(await screen.findByText('价格不能超过 10000 元')).toBeTruthy();
    type('单集价格', '0');
    type('整部价格', '0');
    expect(await screen.findByText(/单集价格和整部价格至少一项须大于 0/)).toBeTruthy();
    type('整部价格', '');
    expect(await screen.findByText('请填写价格，不收费填 0')).toBeTruthy();
    expect(api).not.toHaveBeenCalledWith(dramas.publishDrama, expect.anything());
  });

  it('shows the coin equivalents of the prices at the recharge rate', async () => {
    renderForm();
    await fillBasics();
    type('单集价格', '1.99');
    type('整部价格', '12');
    expect((await screen.findByTestId('drama-single-coins')).textContent).toBe('≈ 19.9 狐币');
    expect(screen.getByTestId('drama-playlet-coins').textContent).toBe('≈ 120.0 狐币');
  });

  it('passes the settlement gate before publishing a paid drama, then publishes it in order', async () => {
    check.mockResolvedValue(true);
    const { onPublished } = renderForm();
    await fillBasics();
    type('免费集数', '1');
    type('单集价格', '1.99');
    type('整部价格', '5');
    submit();
    await waitFor(() => expect(onPublished).toHaveBeenCalledWith({ kind: 'drama', id: 77 }));
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.invocationCallOrder[0]).toBeLessThan(api.mock.invocationCallOrder.at(-1)!);
    expect(api).toHaveBeenCalledWith(dramas.publishDrama, {
      title: '逆袭人生',
      intro: '一个普通人的逆袭',
      categoryName: '都市',
      coverUrl: '/resource/poster/第1集.mp4.jpg',
      freeCount: 1,
      singlePrice: 1.99,
      playletPrice: 5,
      episodes: [1, 2, 3].map((n) => ({
        title: `第${n}集`,
        videoUrl: `/resource/video/第${n}集.mp4`,
        coverUrl: `/resource/poster/第${n}集.mp4.jpg`,
        duration: 61,
      })),
    });
  });

  it('publishes nothing when the settlement gate says no', async () => {
    check.mockResolvedValue(false);
    const { onPublished, onBusy } = renderForm();
    await fillBasics();
    type('单集价格', '1');
    type('整部价格', '2');
    submit();
    await waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(onBusy).toHaveBeenLastCalledWith(false));
    expect(api).not.toHaveBeenCalledWith(dramas.publishDrama, expect.anything());
    expect(onPublished).not.toHaveBeenCalled();
  });

  it('publishes a free drama without the settlement gate, at no price', async () => {
    const { onPublished } = renderForm();
    await fillBasics();
    type('免费集数', '3');
    await waitFor(() => expect(field('单集价格').disabled).toBe(true));
    submit();
    await waitFor(() => expect(onPublished).toHaveBeenCalledWith({ kind: 'drama', id: 77 }));
    expect(check).not.toHaveBeenCalled();
    expect(api).toHaveBeenCalledWith(
      dramas.publishDrama,
      expect.objectContaining({ freeCount: 3, singlePrice: 0, playletPrice: 0 }),
    );
  });
});
