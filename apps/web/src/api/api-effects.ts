import { apiSession } from './api-session';
import type { FailureReaction } from './error-catalogue';

/** The parts of the UI the request layer reaches; the app registers them once it has rendered. */
export interface ApiUiEffects {
  showError: (text: string) => void;
  navigate: (path: string) => void;
}

let uiEffects: ApiUiEffects | null = null;

/** Connects the request layer to antd's message and the router; returns the disconnect function. */
export function registerApiUiEffects(effects: ApiUiEffects): () => void {
  uiEffects = effects;
  return () => {
    if (uiEffects === effects) uiEffects = null;
  };
}

/** Carries out a reaction from the error catalogue. */
export function applyFailureReaction(reaction: FailureReaction, options: { silent?: boolean } = {}): void {
  if (reaction.toast && !options.silent) uiEffects?.showError(reaction.toast);
  if (reaction.logout) apiSession().onSessionEnded(reaction.error);
  if (reaction.goHome) {
    if (uiEffects) uiEffects.navigate('/home');
    else window.location.assign('/home');
  }
  if (reaction.openLogin) apiSession().onLoginRequired();
}
