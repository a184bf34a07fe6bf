import { create } from 'zustand';

/** What the wallet dialog shows first: the top-up, or the coin statement (狐币明细). */
export type WalletView = 'topUp' | 'bills';

interface TopUpDialogState {
  isOpen: boolean;
  view: WalletView;
  open: (view?: WalletView) => void;
  close: () => void;
}

/** Open state of the coin top-up dialog, opened from the user menu, /my's wallet and payment flows. */
export const useTopUpDialog = create<TopUpDialogState>()((set) => ({
  isOpen: false,
  view: 'topUp',
  open: (view = 'topUp') => set({ isOpen: true, view }),
  close: () => set({ isOpen: false }),
}));
