import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { ADMIN, apiToken, bearer, signIn } from './support/accounts';
import { SAMPLE_TENDER_ID, SCREENS, invitationScreen, type Screen } from './support/screens';
import { invitationPath, trackTender } from './support/team';

/**
 * Automated WCAG 2.1 A/AA checks (axe) on the main screens, in English and in French. Any critical or serious
 * violation fails the screen, with the rule, its help text and the offending elements in the message.
 */

const MAIN_SCREENS: Screen[] = [
  SCREENS.landing,
  SCREENS.login,
  SCREENS.notFound,
  SCREENS.home,
  SCREENS.dashboard,
  SCREENS.tenderDetail,
  SCREENS.responseBuilder,
  SCREENS.saved,
  SCREENS.myResponses,
  SCREENS.settings,
  SCREENS.admin,
  SCREENS.analytics,
  SCREENS.pipelineBoard,
  SCREENS.pipelineList,
  SCREENS.teamFigures,
  SCREENS.teamSettings,
  SCREENS.notRelevantLink,
];

const LANGUAGES = ['en', 'fr'] as const;

let adminToken = '';
/** A pending invitation to the admin's organization (opening it changes nothing). */
let invitation: Screen;
let storageState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

test.beforeAll(async ({ browser, request }) => {
  // The admin, with a completed company profile so every screen (admin included) opens for it.
  const token = await apiToken(request, ADMIN);
  adminToken = token;
  const onboarding = await request.put('/api/auth/onboarding', {
    headers: bearer(token),
    data: {
      company_profile: {
        companyName: 'Axe Audits Inc.',
        companySize: 'small',
        industry: 'Information Technology',
        primaryServices: ['Project Management'],
        targetRegions: ['Ontario'],
        certifications: [],
        averageContractValue: '100k-500k',
        preferredContractTypes: ['Fixed Price'],
        experienceLevel: 'experienced',
      },
      onboarding_complete: true,
    },
  });
  expect(onboarding.ok()).toBe(true);
  // A tracked tender on the organization's board, list and figures; a colleague invited.
  await trackTender(request, token, SAMPLE_TENDER_ID, { stage: 'qualifying', value: 250000, p_win: 40 });
  invitation = invitationScreen(await invitationPath(request, token, `axe.invited.${Date.now()}@example.ca`));
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ADMIN);
  storageState = await context.storageState();
  await context.close();
});

// The admin's saved language is shared with the other journeys: leave it in English as found.
test.afterAll(async ({ request }) => {
  const restored = await request.put('/api/auth/me', {
    headers: bearer(adminToken),
    data: { language: 'en' },
  });
  expect(restored.ok()).toBe(true);
});

const formatViolations = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n'),
    )
    .join('\n');

const audit = async (browser: Browser, request: APIRequestContext, screen: Screen, language: string) => {
  // A signed-in interface follows the language saved on the account.
  if (screen.signedIn) {
    const saved = await request.put('/api/auth/me', { headers: bearer(adminToken), data: { language } });
    expect(saved.ok()).toBe(true);
  }
  const context = await browser.newContext(screen.signedIn ? { storageState } : {});
  await context.addInitScript(`localStorage.setItem('language', '${language}')`);
  const page = await context.newPage();
  await page.goto(screen.path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (screen.signedIn) await expect(page).toHaveURL(new RegExp(screen.path.split('?')[0] + '(\\?|$)'));
  await screen.ready(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(serious, formatViolations(serious)).toEqual([]);
  await context.close();
};

for (const language of LANGUAGES) {
  for (const screen of MAIN_SCREENS) {
    test(`${screen.name} (${language}) has no serious or critical WCAG 2.1 AA violation`, async ({
      browser,
      request,
    }) => {
      await audit(browser, request, screen, language);
    });
  }
  test(`invitation (${language}) has no serious or critical WCAG 2.1 AA violation`, async ({
    browser,
    request,
  }) => {
    await audit(browser, request, invitation, language);
  });
}
