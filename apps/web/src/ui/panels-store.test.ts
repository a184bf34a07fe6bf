import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PANEL_SWITCH_RELOAD_DELAY_MS, usePanelsStore } from './panels-store';

const state = () => usePanelsStore.getState();

describe('panels store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    state().close();
    usePanelsStore.setState({ reloadCount: { notices: 0, chat: 0 } });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens one panel at a time: chat closes notifications and the other way round', () => {
    state().openNotices();
    expect(state().openPanel).toBe('notices');
    state().openChat();
    expect(state().openPanel).toBe('chat');
    state().openNotices();
    expect(state().openPanel).toBe('notices');
    state().close();
    expect(state().openPanel).toBeNull();
  });

  it('reloads a panel opened from nothing at once', () => {
    state().openChat();
    expect(state().reloadCount.chat).toBe(1);
    expect(state().reloadCount.notices).toBe(0);
  });

  it('delays the reload of the panel switched to by 500 ms', () => {
    state().openNotices();
    expect(state().reloadCount.notices).toBe(1);

    state().openChat();
    expect(state().openPanel).toBe('chat');
    expect(state().reloadCount.chat).toBe(0);

    vi.advanceTimersByTime(PANEL_SWITCH_RELOAD_DELAY_MS - 1);
    expect(state().reloadCount.chat).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state().reloadCount.chat).toBe(1);
    expect(state().reloadCount.notices).toBe(1);
  });

  it('drops a pending reload when the panel closes or switches back first', () => {
    state().openNotices();
    state().openChat();
    state().close();
    vi.advanceTimersByTime(PANEL_SWITCH_RELOAD_DELAY_MS);
    expect(state().reloadCount.chat).toBe(0);

    state().openNotices();
    state().openChat();
    state().openNotices();
    vi.advanceTimersByTime(PANEL_SWITCH_RELOAD_DELAY_MS);
    expect(state().reloadCount.chat).toBe(0);
    expect(state().reloadCount.notices).toBe(3);
  });

  it('does nothing when the open panel is opened again', () => {
    state().openChat();
    state().openChat();
    vi.advanceTimersByTime(PANEL_SWITCH_RELOAD_DELAY_MS);
    expect(state().reloadCount.chat).toBe(1);
  });
});
