import { create } from 'zustand';

/** The two panels that slide over the page from the right (spec 002 §2.5). */
export type PanelName = 'notices' | 'chat';

/** Spec 002 §9: the reload of the newly opened panel waits this long after a switch. */
export const PANEL_SWITCH_RELOAD_DELAY_MS = 500;

interface PanelsState {
  /** The open panel; at most one at a time. */
  openPanel: PanelName | null;
  /**
   * Bumped whenever a panel should reload its content. A panel's content (built later) uses its counter
   * as a query key or effect dependency.
   */
  reloadCount: Record<PanelName, number>;
  openNotices: () => void;
  openChat: () => void;
  open: (panel: PanelName) => void;
  close: () => void;
}

// One pending reload at most: a second switch within the delay supersedes the first.
let pendingReload: ReturnType<typeof setTimeout> | null = null;

function cancelPendingReload(): void {
  if (pendingReload !== null) clearTimeout(pendingReload);
  pendingReload = null;
}

export const usePanelsStore = create<PanelsState>()((set, get) => {
  const reload = (panel: PanelName) =>
    set((state) => ({ reloadCount: { ...state.reloadCount, [panel]: state.reloadCount[panel] + 1 } }));

  const open = (panel: PanelName) => {
    const previous = get().openPanel;
    if (previous === panel) return;
    cancelPendingReload();
    set({ openPanel: panel });
    if (previous === null) {
      reload(panel);
      return;
    }
    // Switching from the other panel: let its closing animation and requests settle before reloading.
    pendingReload = setTimeout(() => {
      pendingReload = null;
      if (get().openPanel === panel) reload(panel);
    }, PANEL_SWITCH_RELOAD_DELAY_MS);
  };

  return {
    openPanel: null,
    reloadCount: { notices: 0, chat: 0 },
    open,
    openNotices: () => open('notices'),
    openChat: () => open('chat'),
    close: () => {
      cancelPendingReload();
      set({ openPanel: null });
    },
  };
});
