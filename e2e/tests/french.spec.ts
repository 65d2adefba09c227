import { expect, test } from '@playwright/test';
import { bearer, DEMO } from './support/accounts';

/**
 * Issue 12: the product in French. A real notice from data/canadabuys (loaded into the empty store at start)
 * whose French title holds « messagerie »; its English title never does.
 */
const TENDER = {
  id: 'cb-120-98313427',
  titleFr: 'Services de messagerie hebdomadaires - Fonctionnement des hôpitaux',
  titleEn: 'Weekly Courier Services - Hospital Operations',
  descriptionFr: 'Un service de messagerie doit fournir toute la main-d',
  descriptionEn: 'A courier service is required to provide all labour',
};

test('in French: switch to FR, sign in as the demo user, find a notice by a French word, read it in French, and meet a French validation message', async ({
  page,
  request,
}) => {
  // The switch on the login page turns the whole page French and sets <html lang>.
  await page.goto('/login');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('textbox', { name: 'Courriel', exact: true }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The choice made before signing in is kept on the account (this visitor's own copy of the demo: later
  // journeys' demos start afresh in English).
  const token = (await page.evaluate<string | null>('localStorage.getItem("token")')) ?? '';
  await expect
    .poll(async () => {
      const me = await request.get('/api/auth/me', { headers: bearer(token) });
      return ((await me.json()) as { language: string | null }).language;
    })
    .toBe('fr');

  // Search a French word from the notice's French title.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Recherche', exact: true })
    .click();
  const box = page.getByRole('searchbox', { name: "Chercher des appels d'offres" });
  await box.fill('messagerie');
  await box.press('Enter');
  // The notice is closed: the dashboard opens on open tenders, one click shows the closed ones too.
  await expect(page.getByText("Appels d'offres ouverts seulement")).toBeVisible();
  await page.getByRole('button', { name: "Afficher aussi les appels d'offres fermés" }).click();
  await expect(page).toHaveURL(/[?&]status=any(&|$)/);
  const result = page.getByRole('article').filter({ hasText: TENDER.titleFr });
  await expect(result).toHaveCount(1);
  await expect(page.getByRole('article').filter({ hasText: TENDER.titleEn })).toHaveCount(0);

  // Its page: French title and description, the English one click away.
  await result.getByRole('link', { name: TENDER.titleFr }).click();
  await expect(page).toHaveURL(new RegExp(`/tender/${TENDER.id}`));
  await expect(page.getByRole('heading', { level: 1, name: TENDER.titleFr })).toBeVisible();
  await expect(page.getByText(TENDER.descriptionFr).first()).toBeVisible();
  await expect(page.getByText(TENDER.descriptionEn)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Afficher en anglais' })).toBeVisible();

  // The feedback form (floating control) says in French what is missing.
  await page
    .getByRole('button', { name: 'Commentaires : envoyer un commentaire ou signaler un problème' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer un commentaire' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Veuillez remplir tous les champs obligatoires');
});
