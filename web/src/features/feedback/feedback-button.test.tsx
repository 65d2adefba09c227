import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, signInAs, signedInLayoutHandlers } from '../../test/fake-api';
import { renderRoute } from '../../test/render';

/** A phone-width screen: every `max-width` query matches. */
const usePhoneWidth = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );

describe('the floating Feedback button', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a phone is a small icon in the corner, not a labelled button over the cards', async () => {
    usePhoneWidth();
    signInAs({ name: 'Ada' });
    installFakeApi({
      ...signedInLayoutHandlers,
      'GET /api/auth/me': () => ({ body: { name: 'Ada', email: 'ada@example.ca', role: 'user' } }),
    });
    renderRoute('/settings');
    const button = await screen.findByRole('button', { name: 'Send feedback or report a bug' });
    expect(button).not.toHaveTextContent('Feedback');
    // The page leaves room below its last line, so the end of the content scrolls clear of it.
    expect(document.getElementById('main-content')).toHaveStyle({
      paddingBottom: 'calc(5rem * var(--mantine-scale))',
    });
  });
});
