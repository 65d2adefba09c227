import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, NetworkError } from './api-client';
import i18n, { i18nReady } from './i18n';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const failureOf = async (fetchMock: ReturnType<typeof answer>): Promise<ApiError> => {
  vi.stubGlobal('fetch', fetchMock);
  const error: unknown = await apiRequest('/api/anything').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('API errors in the interface language', () => {
  beforeAll(async () => {
    await i18nReady;
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows a keyed message in the interface language, with its values and nested words', async () => {
    await i18n.changeLanguage('fr');
    const error = await failureOf(
      answer(409, {
        key: 'users.onlyApprovedSuspended',
        params: { email: 'ada@example.ca', status: 'pending' },
        detail: 'Only approved users can be suspended; ada@example.ca is pending',
      }),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe(
      'Seuls les utilisateurs approuvés peuvent être suspendus; ada@example.ca est en attente',
    );
    const tooLarge = await failureOf(
      answer(413, {
        key: 'documents.tooLarge',
        params: { size: 60.5 * 1024 * 1024, limit: 50, kind: 'pdf' },
        detail: 'File size (60.50 MB) exceeds 50 MB limit for PDF files.',
      }),
    );
    expect(tooLarge.message).toBe(
      'La taille du fichier (60,50 Mo) dépasse la limite de 50 Mo pour les fichiers PDF.',
    );
  });

  it('keeps the English texts word for word', async () => {
    const error = await failureOf(answer(401, { key: 'auth.notAuthenticated', detail: 'Not authenticated' }));
    expect(error.message).toBe('Not authenticated');
    const sized = await failureOf(
      answer(413, {
        key: 'documents.tooLarge',
        params: { size: 60.5 * 1024 * 1024, limit: 50, kind: 'pdf' },
        detail: 'ignored',
      }),
    );
    expect(sized.message).toBe('File size (60.50 MB) exceeds 50 MB limit for PDF files.');
  });

  it("falls back to the server's detail for an unknown key or none, and keeps the body", async () => {
    await i18n.changeLanguage('fr');
    const unknown = await failureOf(answer(400, { key: 'something.new', detail: 'Quelque chose de neuf' }));
    expect(unknown.message).toBe('Quelque chose de neuf');
    const conflict = await failureOf(answer(409, { detail: 'Conflit', version: 3 }));
    expect(conflict.message).toBe('Conflit');
    expect(conflict.body).toEqual({ detail: 'Conflit', version: 3 });
  });

  it('says which status failed when the body is not a message', async () => {
    await i18n.changeLanguage('fr');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error: unknown = await apiRequest('/api/anything').catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe('La requête a échoué (code 502)');
  });
});

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
