import admin from './admin.json';
import analytics from './analytics.json';
import auth from './auth.json';
import common from './common.json';
import feedback from './feedback.json';
import filterProfiles from './filterProfiles.json';
import home from './home.json';
import landing from './landing.json';
import language from './language.json';
import documents from './documents.json';
import nav from './nav.json';
import onboarding from './onboarding.json';
import responses from './responses.json';
import saved from './saved.json';
import search from './search.json';
import settings from './settings.json';
import tenders from './tenders.json';
import ai from './ai.json';
import alerts from './alerts.json';
import awards from './awards.json';
import org from './org.json';

/**
 * The English catalogue: one JSON file per feature, merged under the feature's name so features can grow their
 * strings without touching each other's files. `common.json` holds the app-wide keys at the top level.
 */
export const en = {
  ...common,
  // common.json's small auth/nav groups are kept inside auth.json/nav.json, which replace them.
  auth,
  nav,
  onboarding,
  settings,
  admin,
  tenders,
  saved,
  feedback,
  analytics,
  responses,
  documents,
  ai,
  landing,
  home,
  search,
  filterProfiles,
  language,
  alerts,
  awards,
  org,
};
