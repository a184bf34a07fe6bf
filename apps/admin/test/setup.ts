import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs antd calls; these stand-ins keep component tests quiet.
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

const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

// React and antd report misuse on the console; a component test fails on it, as the e2e suite does.
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
