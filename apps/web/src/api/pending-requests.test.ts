import { describe, expect, it, vi } from 'vitest';
import { createPendingRequests } from './pending-requests';

describe('the duplicate-request guard', () => {
  it('cancels a pending GET of the same path when the same GET starts again', () => {
    const guard = createPendingRequests();
    const first = vi.fn();
    guard.track('GET', '/app/api/content/video/page/center', first);
    guard.track('GET', '/app/api/content/video/page/center', vi.fn());
    expect(first).toHaveBeenCalledTimes(1);
  });

  it("keeps both reads of a wish's applications list, which the order page asks by two states at once", () => {
    const guard = createPendingRequests();
    const applications = vi.fn();
    guard.track('GET', '/busy-order/app/busy/task/applications/WX1', applications);
    guard.track('GET', '/busy-order/app/busy/task/applications/WX1', vi.fn());
    expect(applications).not.toHaveBeenCalled();
    expect(guard.size()).toBe(0);
  });

  it('takes an exempt entry without a trailing slash as one exact path only', () => {
    const guard = createPendingRequests(['/app/notice/tab/list']);
    const longer = vi.fn();
    guard.track('GET', '/app/notice/tab/list/more', longer);
    guard.track('GET', '/app/notice/tab/list/more', vi.fn());
    expect(longer).toHaveBeenCalledTimes(1);
  });
});
