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

/**
 * Carries out a reaction from the error catalogue. A session ended by force (code 11014: an account
 * disabled, a password changed elsewhere) is told once, by whichever request met it first: a background
 * poll too, since it is often the only request of a page left open; the others that were on their way
 * find the session gone and stay quiet.
 */
export function applyFailureReaction(reaction: FailureReaction, options: { silent?: boolean } = {}): void {
  const told = reaction.logout ? Boolean(apiSession().token()) : !options.silent;
  if (reaction.toast && told) uiEffects?.showError(reaction.toast);
  if (reaction.logout) apiSession().onSessionEnded(reaction.error);
  if (reaction.goHome) {
    if (uiEffects) uiEffects.navigate('/home');
    else window.location.assign('/home');
  }
  if (reaction.openLogin) apiSession().onLoginRequired();
}
