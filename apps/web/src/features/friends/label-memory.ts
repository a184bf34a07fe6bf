import { usePanelsStore } from '../../ui/panels-store';

/** Spec 001 §3: the last selected label is kept in session storage and cleared on leaving. */
export const LAST_LABEL_KEY = 'friends.lastLabel';

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

export function rememberedLabel(): number | null {
  const value = Number(storage()?.getItem(LAST_LABEL_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function rememberLabel(labelId: number | null): void {
  if (labelId === null) storage()?.removeItem(LAST_LABEL_KEY);
  else storage()?.setItem(LAST_LABEL_KEY, String(labelId));
}

/**
 * Leaving is closing the chat panel (the friends page lives in it): the remembered label goes then, whatever
 * tab the panel was showing.
 */
export function forgetLabelWhenPanelCloses(): () => void {
  return usePanelsStore.subscribe((state, previous) => {
    if (previous.openPanel === 'chat' && state.openPanel !== 'chat') rememberLabel(null);
  });
}
