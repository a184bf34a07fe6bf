import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { distribution } from '@fox/contracts';
import { AttributionCapture } from './AttributionCapture';
import { ATTRIBUTION_PARAM, PENDING_CODE_KEY, readAttribution } from './attribution';
import { fakeServer, logIn, logOut, Refusal, renderAt } from './distribution-test-kit';

const VISIT = 'POST /app/api/distribution/visit';
const CODE = 'Ab3dE6gH9jK2';
const LINK = `/shortPlayDetail?episodeRelevance=7&pc=${CODE}`;
const answer = { attributed: true, kind: 'drama', itemId: 7, expireTime: '2026-12-04 10:00:00' };

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  logOut();
});

describe('attribution capture', () => {
  it('reads the parameter the server puts on its links', () => {
    expect(ATTRIBUTION_PARAM).toBe(distribution.ATTRIBUTION_PARAM);
    expect(readAttribution(`?episodeRelevance=7&pc=${CODE}&episode=2`)).toEqual({
      code: CODE,
      rest: '?episodeRelevance=7&episode=2',
    });
    expect(readAttribution('?episodeRelevance=7')).toBeNull();
    // A malformed code is dropped from the address but never posted.
    expect(readAttribution('?pc=short')).toEqual({ code: null, rest: '' });
  });

  it("posts a logged-in viewer's visit once and takes the code off the address", async () => {
    const server = fakeServer();
    server.handlers[VISIT] = () => answer;
    logIn();
    renderAt(LINK, <AttributionCapture />);
    await waitFor(() => expect(server.callsTo(VISIT)).toEqual([{ code: CODE }]));
    expect(screen.getByTestId('where').textContent).toBe('/shortPlayDetail?episodeRelevance=7');
    expect(sessionStorage.getItem(PENDING_CODE_KEY)).toBeNull();
  });

  it("keeps a guest's code and posts it right after they log in", async () => {
    const server = fakeServer();
    server.handlers[VISIT] = () => answer;
    renderAt(LINK, <AttributionCapture />);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/shortPlayDetail?episodeRelevance=7'),
    );
    expect(server.callsTo(VISIT)).toHaveLength(0);
    expect(sessionStorage.getItem(PENDING_CODE_KEY)).toBe(CODE);

    act(() => logIn());
    await waitFor(() => expect(server.callsTo(VISIT)).toEqual([{ code: CODE }]));
    expect(sessionStorage.getItem(PENDING_CODE_KEY)).toBeNull();
  });

  it('posts nothing for a malformed code, and stays quiet when the server refuses a code', async () => {
    const server = fakeServer();
    server.handlers[VISIT] = () => answer;
    logIn();
    const first = renderAt('/?pc=not-a-code', <AttributionCapture />);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(server.callsTo(VISIT)).toHaveLength(0);
    first.unmount();

    server.handlers[VISIT] = () => new Refusal(404, '推广链接无效');
    renderAt(LINK, <AttributionCapture />);
    await waitFor(() => expect(server.callsTo(VISIT)).toHaveLength(1));
    // The visitor came for the page: a stale link's refusal is not put in front of it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('推广链接无效')).toBeNull();
  });
});
