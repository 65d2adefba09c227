import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, NetworkError } from './api-client';
import i18n from './i18n';

describe('apiRequest when no answer comes', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('says the server could not be reached, in the interface language, instead of "Failed to fetch"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const english = apiRequest('/api/stats');
    await expect(english).rejects.toBeInstanceOf(NetworkError);
    await expect(english).rejects.toThrow(
      'Could not reach TenderScout. Check your connection and try again.',
    );

    await i18n.changeLanguage('fr');
    await expect(apiRequest('/api/stats')).rejects.toThrow(
      'Impossible de joindre TenderScout. Vérifiez votre connexion et réessayez.',
    );
  });

  it('says the server took too long when the time-out passes', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('signal timed out', 'TimeoutError')));
    await expect(apiRequest('/api/stats')).rejects.toThrow('TenderScout took too long to answer. Try again.');
  });

  it("leaves the caller's own cancellation as it is", async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(abort));
    await expect(apiRequest('/api/stats')).rejects.toBe(abort);
  });
});
