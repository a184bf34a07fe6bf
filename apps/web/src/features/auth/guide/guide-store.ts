import { account } from '@fox/contracts/client';
import { create } from 'zustand';
import { api } from '../../../api/client';

/** Spec 002 §4.11 and §9: the guide has 3 steps. */
export const GUIDE_STEP_COUNT = 3;

/** The header item each step points at: notifications, messages, then the workbench (the user menu). */
export const GUIDE_TARGETS = ['nav-notices', 'nav-messages', 'nav-user'] as const;

export type GuideAction = 'next' | 'skip' | 'done';

/**
 * The step after an action, or null when the guide closes. Next advances; Skip closes on steps 1 and 2;
 * step 3 only offers 'Got it', which closes.
 */
export function guideStepAfter(step: number, action: GuideAction): number | null {
  if (action === 'next' && step < GUIDE_STEP_COUNT) return step + 1;
  if (action === 'skip' && step < GUIDE_STEP_COUNT) return null;
  if (action === 'done' && step === GUIDE_STEP_COUNT) return null;
  return step;
}

interface GuideState {
  /** The current step from 1, or null while the guide is closed. */
  step: number | null;
  start: () => void;
  act: (action: GuideAction) => void;
}

/** The first-login guide; closing it tells the server, so each user sees it once. */
export const useGuide = create<GuideState>()((set, get) => ({
  step: null,
  start: () => set({ step: 1 }),
  act: (action) => {
    const { step } = get();
    if (step === null) return;
    const next = guideStepAfter(step, action);
    set({ step: next });
    if (next === null) void api(account.guideDone, undefined, { silent: true }).catch(() => undefined);
  },
}));
