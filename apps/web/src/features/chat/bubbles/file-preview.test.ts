import { describe, expect, it, vi } from 'vitest';
import { previewChatFile } from './file-preview';

function fakeTab() {
  return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

describe('file preview', () => {
  it('opens a file that is still stored in a tab of its own', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await previewChatFile('/resource/files/plan.pdf', '计划.pdf')).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/resource/files/plan.pdf', { method: 'HEAD' });
    expect(tab.location.href).toBe(
      `/preview?url=${encodeURIComponent('/resource/files/plan.pdf')}&name=${encodeURIComponent('计划.pdf')}`,
    );
    expect(tab.opener).toBeNull();
    vi.unstubAllGlobals();
  });

  it('closes the tab again and answers false when the file is gone or unreachable', async () => {
    for (const answer of [
      () => Promise.resolve(new Response(null, { status: 404 })),
      () => Promise.reject(new TypeError('offline')),
    ]) {
      const tab = fakeTab();
      vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      vi.stubGlobal('fetch', vi.fn(answer));
      expect(await previewChatFile('/resource/files/gone.pdf')).toBe(false);
      expect(tab.close).toHaveBeenCalled();
      expect(tab.location.href).toBe('');
    }
    vi.unstubAllGlobals();
  });
});
