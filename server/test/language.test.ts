import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/** Issue 12: the language a user chose is kept on the server; `detail` follows Accept-Language. */
describe(`both official languages (${testEngine()} store)`, () => {
  let t: TestApp;
  let user: TestUser;
  const FR = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };

  beforeAll(async () => {
    t = await createTestApp();
    user = await createTestUser(t, { name: 'Ada' });
  });
  afterAll(async () => {
    await t.close();
  });

  const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
  const putMe = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/me', headers: { ...user.headers, ...headers }, payload });

  it('starts with no language chosen, stores the choice, and clears it', async () => {
    expect((await me()).json<{ language: unknown }>().language).toBeNull();

    const saved = await putMe({ language: 'fr' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ language: 'fr', name: 'Ada' });
    expect((await me()).json<{ language: unknown }>().language).toBe('fr');

    // Signing in returns it, so a new browser opens in the user's language.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.json<{ user: { language: unknown } }>().user.language).toBe('fr');

    // A profile edit without `language` leaves it alone.
    await putMe({ name: 'Ada L.' });
    expect((await me()).json()).toMatchObject({ language: 'fr', name: 'Ada L.' });

    expect((await putMe({ language: null })).json<{ language: unknown }>().language).toBeNull();
  });

  it('refuses a language other than en or fr', async () => {
    const response = await putMe({ language: 'de' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain('body.language');
    expect((await me()).json<{ language: unknown }>().language).toBeNull();
  });

  it('answers a French caller in French and everyone else with the exact English texts', async () => {
    const unauthenticated = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect((await unauthenticated({})).json()).toMatchObject({ detail: 'Not authenticated' });
    expect((await unauthenticated({ 'accept-language': 'de-DE,en;q=0.5' })).json()).toMatchObject({
      detail: 'Not authenticated',
    });
    expect((await unauthenticated(FR)).json()).toMatchObject({ detail: 'Non authentifié' });
    // English preferred over French by weight.
    expect((await unauthenticated({ 'accept-language': 'fr;q=0.3, en-CA' })).json()).toMatchObject({
      detail: 'Not authenticated',
    });

    const badLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: FR,
      payload: { email: user.email, password: 'wrong password' },
    });
    expect(badLogin.statusCode).toBe(401);
    expect(badLogin.json()).toMatchObject({ detail: 'Courriel ou mot de passe incorrect' });

    const readOnly = await putMe({ email: 'other@example.ca' }, FR);
    expect(readOnly.statusCode).toBe(400);
    expect(readOnly.json()).toMatchObject({ detail: 'Le courriel ne peut pas être modifié' });
    expect((await putMe({ email: 'other@example.ca' })).json()).toMatchObject({
      detail: 'Email cannot be changed',
    });

    const unknownRoute = await t.app.inject({ method: 'GET', url: '/api/nowhere?x=1', headers: FR });
    expect(unknownRoute.statusCode).toBe(404);
    expect(unknownRoute.json()).toMatchObject({ detail: 'Introuvable : GET /api/nowhere' });
  });

  it('names the field and gives the rule in French for validation errors', async () => {
    const blankName = await putMe({ name: '   ' }, FR);
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json()).toMatchObject({
      detail: 'Requête invalide : body.name : Le nom est obligatoire',
    });
    expect((await putMe({ name: '   ' })).json()).toMatchObject({
      detail: 'Invalid request: body.name: Name is required',
    });

    // zod's own messages come out in French too.
    const wrongType = await putMe({ name: 42 }, FR);
    expect(wrongType.json<{ detail: string }>().detail).toBe(
      'Requête invalide : body.name : Entrée invalide : attendu string, reçu number',
    );
    const badRegistration = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: FR,
      payload: { email: 'not-an-email', password: 'short', name: 'B' },
    });
    expect(badRegistration.statusCode).toBe(400);
    const detail = badRegistration.json<{ detail: string }>().detail;
    expect(detail).toContain('body.email : Entrez une adresse courriel valide');
    expect(detail).toContain('body.password : Le mot de passe doit compter au moins 10 caractères');
  });

  it('translates a pending registration notice, which is not an error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: FR,
      payload: { email: 'pending@example.ca', password: 'Pending-approval-7', name: 'Pending' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      detail:
        'Inscription reçue. Consultez vos courriels : suivez le lien envoyé pour confirmer votre adresse; un administrateur examinera ensuite votre compte.',
    });
  });
});
