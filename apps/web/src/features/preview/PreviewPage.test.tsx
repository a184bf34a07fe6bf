import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { PreviewPage } from './PreviewPage';
import { previewLinkOf } from './preview-rules';

function open(path: string, status = 200) {
  const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status }));
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <PreviewPage routeKey="preview" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('PreviewPage', () => {
  it('shows an image in the page under its name', async () => {
    open(previewLinkOf('/resource/files/a/b.png', '合影.png'));
    expect((await screen.findByTestId('preview-image')).getAttribute('src')).toBe('/resource/files/a/b.png');
    expect(screen.getByTestId('preview-name').textContent).toBe('合影.png');
  });

  it("shows a PDF in the browser's own viewer", async () => {
    open(previewLinkOf('/resource/files/plan.pdf'));
    expect((await screen.findByTestId('preview-pdf')).getAttribute('data')).toBe('/resource/files/plan.pdf');
  });

  it('plays a video with controls, keeping a private file its signed address', async () => {
    open(previewLinkOf('/resource/files/clip.mp4?uid=9&exp=1&sig=abc'));
    const video = await screen.findByTestId('preview-video');
    expect(video.getAttribute('src')).toBe('/resource/files/clip.mp4?uid=9&exp=1&sig=abc');
    expect(video.hasAttribute('controls')).toBe(true);
  });

  it('says plainly that an Office document cannot be previewed, and offers the download', async () => {
    open(previewLinkOf('/resource/files/x1', '季度报表.xlsx'));
    expect((await screen.findByTestId('preview-office')).textContent).toContain(
      'Office 文档暂不支持在线预览',
    );
    const download = screen.getByTestId('preview-download');
    expect(download.getAttribute('href')).toBe('/resource/files/x1');
    expect(download.getAttribute('download')).toBe('季度报表.xlsx');
  });

  it('says a file that is gone cannot be previewed', async () => {
    open(previewLinkOf('/resource/files/gone.pdf'), 404);
    expect((await screen.findByTestId('preview-expired')).textContent).toContain('文件已过期，无法预览');
  });

  it('previews nothing but the portal own stored files', async () => {
    for (const url of [
      'https://evil.example/resource/files/a.png',
      '/api/user/info',
      '/resource/files/../../etc',
    ]) {
      const fetchMock = open(previewLinkOf(url, 'a.png'));
      expect((await screen.findAllByTestId('preview-bad-link')).length).toBeGreaterThan(0);
      expect(fetchMock).not.toHaveBeenCalled();
    }
  });
});
