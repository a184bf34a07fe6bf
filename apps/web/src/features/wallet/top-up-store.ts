import { create } from 'zustand';

interface TopUpDialogState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

/** Open state of the coin top-up dialog, opened from the user menu and later from payment flows. */
export const useTopUpDialog = create<TopUpDialogState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));
