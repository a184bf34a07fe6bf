import { create } from 'zustand';

interface SitePickerState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

/** Open state of the site picker dialog, opened from the header's site switch. */
export const useSitePicker = create<SitePickerState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));
