import { create } from 'zustand';

interface AddFriendState {
  /** The search dialog is open. */
  searching: boolean;
  /** The user the request form is open for, or null. */
  applyingTo: { id: number; name: string } | null;
  openSearch: () => void;
  closeSearch: () => void;
  openApply: (user: { id: number; name: string }) => void;
  closeApply: () => void;
}

/** The add-friend dialog and its request form, opened from anywhere (the chat panel's plus menu too). */
export const useAddFriendStore = create<AddFriendState>()((set) => ({
  searching: false,
  applyingTo: null,
  openSearch: () => set({ searching: true }),
  closeSearch: () => set({ searching: false }),
  openApply: (user) => set({ applyingTo: user }),
  closeApply: () => set({ applyingTo: null }),
}));

/** Opens the add-friend search dialog (spec 001 §2). */
export function openAddFriendDialog(): void {
  useAddFriendStore.getState().openSearch();
}

/** Opens the friend request form for one user directly (a business card's 'add friend'). */
export function openFriendRequestForm(user: { id: number; name: string }): void {
  useAddFriendStore.getState().openApply(user);
}
