import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { connectApiToSession } from '../src/app/api-session';
import { registerFeatureMessages } from '../src/app/feature-messages';
// Component tests render group screens from their own files, not through the feature's index.
import '../src/features/groups/register-messages';

// As the app does at start: every feature's texts in the catalogues, the session behind every request.
registerFeatureMessages();
connectApiToSession();

// findBy… and waitFor give up after 1 s by default; a dialog or panel loaded on first use (a dynamic
// import) can take longer than that on a busy two-core machine, and a test must not fail for it.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs antd and the shell call; these stand-ins keep component tests quiet.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStandIn {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStandIn });
}

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// jsdom cannot compute pseudo-element styles and reports it as an error; antd asks for them for scrollbars.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

// React and antd report misuse (bad props, act warnings, deprecated APIs) on the console; the end-to-end
// suite fails on any console error, so component tests fail on them first.
const consoleProblems: unknown[][] = [];
beforeEach(() => {
  consoleProblems.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleProblems.push(args));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void consoleProblems.push(args));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  if (consoleProblems.length > 0) {
    throw new Error(
      `Console errors or warnings:\n${consoleProblems.map((args) => args.join(' ')).join('\n')}`,
    );
  }
});
