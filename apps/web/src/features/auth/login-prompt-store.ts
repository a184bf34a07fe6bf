import { create } from 'zustand';
import { isLoggedIn } from './session-store';

/**
 * Spec 002 §2.9 and §4.6: the tabs of the login mode. bindingPhone is no tab a person picks: a WeChat login
 * whose identity has no phone yet lands on it.
 */
export type LoginTab = 'appScan' | 'phone' | 'userName' | 'weChat' | 'bindingPhone';

interface LoginPromptState {
  isOpen: boolean;
  /** The tab shown; it stays as left when the prompt closes and opens again. */
  tab: LoginTab;
  /** The uuid of the WeChat identity waiting for a phone (the bindingPhone step), or null. */
  bindingUuid: string | null;
  open: () => void;
  close: () => void;
  setTab: (tab: Exclude<LoginTab, 'bindingPhone'>) => void;
  /** Opens the prompt on the bindingPhone step for this WeChat identity. */
  openBinding: (uuid: string) => void;
}

/** Open state of the login prompt; every gated action in the portal goes through it. */
export const useLoginPrompt = create<LoginPromptState>()((set) => ({
  isOpen: false,
  tab: 'phone',
  bindingUuid: null,
  open: () => set({ isOpen: true }),
  // A binding step left unfinished is dropped: the next WeChat scan starts a new one.
  close: () =>
    set((state) => ({
      isOpen: false,
      bindingUuid: null,
      tab: state.tab === 'bindingPhone' ? 'weChat' : state.tab,
    })),
  setTab: (tab) => set({ tab, bindingUuid: null }),
  openBinding: (uuid) => set({ isOpen: true, tab: 'bindingPhone', bindingUuid: uuid }),
}));

/** Opens the login prompt from anywhere, React or not. */
export function openLoginPrompt(): void {
  useLoginPrompt.getState().open();
}

/**
 * Runs an action that needs a logged-in user (spec 000 §1: follow, like, comment, chat…), or opens the
 * login prompt for a guest. Returns whether the action ran.
 */
export function requireLogin(action: () => void): boolean {
  if (isLoggedIn()) {
    action();
    return true;
  }
  openLoginPrompt();
  return false;
}
