import { create } from 'zustand';

interface FrameReloadState {
  /** Counts the reloads asked for; the game frame reloads its game whenever it changes. */
  reloads: number;
  request: () => void;
}

/** The header's game entry, clicked while on /game-app, reloads the game frame (spec 000 §2). */
export const useGameFrameReload = create<FrameReloadState>()((set) => ({
  reloads: 0,
  request: () => set((state) => ({ reloads: state.reloads + 1 })),
}));

/** Whether a click on the header's game entry at this path reloads the frame instead of navigating. */
export function reloadsGameFrame(pathname: string): boolean {
  return pathname === '/game-app' || pathname.startsWith('/game-app/');
}
