import { create } from 'zustand';

interface PasswordDialogState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

/** Open state of the set/change password dialog (the user menu's settings entry, spec 002 §2.5). */
export const usePasswordDialog = create<PasswordDialogState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));
