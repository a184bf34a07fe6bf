import { create } from 'zustand';
import { isLoggedIn } from './session-store';

interface LoginPromptState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

/** Open state of the login prompt; every gated action in the portal goes through it. */
export const useLoginPrompt = create<LoginPromptState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
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
