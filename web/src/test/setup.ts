import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { takeContractViolations, takeUnhandledRequests } from './fake-api';

// Screens load lazily, as in the browser: the first visit of a screen in a test file waits for its module graph,
// which on two shared cores under a parallel run can take several seconds (within the 20 s test timeout).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Per-tab state (an onboarding draft, a sign-in that will finish an action) must not reach the next test.
  sessionStorage.clear();
  // Toasts live in a module-wide store: one test's toast (and its Undo) must not reach the next.
  notifications.clean();
  notifications.cleanQueue();
  const violations = takeContractViolations();
  const unhandled = takeUnhandledRequests();
  if (violations.length > 0) {
    throw new Error(
      `The fake API answered what the real API cannot (fix the test's answer to fit the contract):\n  ${violations.join('\n  ')}`,
    );
  }
  if (unhandled.length > 0) {
    throw new Error(
      `The test made requests the fake API has no handler for (register them in installFakeApi):\n  ${unhandled.join('\n  ')}`,
    );
  }
});

// Mantine reads these browser APIs, which jsdom does not implement.
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
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
