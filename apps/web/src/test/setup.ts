import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { SCREEN_SECTIONS } from '@teklifal/core/screen-sections';
import { addScreenMessages } from '../lib/i18n.ts';

// Components are tested apart from the screens that add their catalogue sections.
addScreenMessages(SCREEN_SECTIONS);

// The whole app renders in each test; on a busy two-core machine it can take a few seconds,
// and a file's first test also waits for its lazy page's code to be transformed (5 s was
// missed there under load). Within the test's own 20 s.
configure({ asyncUtilTimeout: 10_000 });

// A test of the server's rendering runs without a DOM (`@vitest-environment node`).
const hasDom = typeof window !== 'undefined';

function completeTheDom() {
  // The test DOM (happy-dom, several times faster than jsdom here) lacks these browser APIs
  // that Mantine and the app use, or answers them differently.
  const { getComputedStyle } = window;
  window.getComputedStyle = (element) => getComputedStyle(element);
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
  window.HTMLElement.prototype.scrollIntoView = () => {};
  // The purchase order's print button; tests spy on it.
  if (typeof window.print !== 'function') window.print = () => {};
  // Mantine's autosize textarea listens for web fonts loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: {
        addEventListener: () => {},
        removeEventListener: () => {},
        ready: Promise.resolve(),
      },
    });
  }
}
if (hasDom) completeTheDom();

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
});
