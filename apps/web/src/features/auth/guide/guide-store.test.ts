import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUIDE_TARGETS, guideStepAfter, useGuide } from './guide-store';

describe('the first-login guide (spec 002 §4.11)', () => {
  it('advances with Next, closes with Skip on steps 1 and 2, and closes with Got it on step 3', () => {
    expect(guideStepAfter(1, 'next')).toBe(2);
    expect(guideStepAfter(2, 'next')).toBe(3);
    expect(guideStepAfter(3, 'next')).toBe(3);
    expect(guideStepAfter(1, 'skip')).toBeNull();
    expect(guideStepAfter(2, 'skip')).toBeNull();
    expect(guideStepAfter(3, 'skip')).toBe(3);
    expect(guideStepAfter(3, 'done')).toBeNull();
    expect(guideStepAfter(1, 'done')).toBe(1);
  });

  it('points at notifications, messages and the workbench', () => {
    expect(GUIDE_TARGETS).toEqual(['nav-notices', 'nav-messages', 'nav-user']);
  });

  describe('store', () => {
    const fetchMock = vi.fn<typeof fetch>();
    beforeEach(() => {
      fetchMock.mockReset();
      fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 200, msg: 'ok', data: null })));
      vi.stubGlobal('fetch', fetchMock);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('tells the server once the guide closes, so it is shown once per user', async () => {
      useGuide.getState().start();
      useGuide.getState().act('next');
      useGuide.getState().act('next');
      expect(useGuide.getState().step).toBe(3);
      expect(fetchMock).not.toHaveBeenCalled();
      useGuide.getState().act('done');
      expect(useGuide.getState().step).toBeNull();
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(String(url)).toBe('/app/user/guide/done');
      expect(init?.method).toBe('POST');
    });

    it('closes from Skip on step 1 and reports it too', async () => {
      useGuide.getState().start();
      useGuide.getState().act('skip');
      expect(useGuide.getState().step).toBeNull();
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    });
  });
});
