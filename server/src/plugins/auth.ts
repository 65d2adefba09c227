import { mailOutbox } from '../modules/alerts';
import {
  createDeviceProof,
  authenticate,
  type AccountsContext,
  createTokenSigner,
  loadJwtSecret,
} from '../modules/auth';
import { storedFileRemover } from '../modules/documents';
import { type FeatureFlag } from '@tenderscout/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { assertAdmin, assertFeature, assertSignedIn, assertSignedInWithToken } from '../lib/access-policy';
import { AppError } from '../lib/app-error';
import { findApiKeyOwner, looksLikeApiKey } from '../modules/api-keys';
import { parseDefaultFeatureFlags } from '../modules/flags';
import type { Principal } from '../shared/http/principal';

export type { Principal } from '../shared/http/principal';

/** A guard for a route's `onRequest` (or `preHandler`) list; it throws AppError, which the error handler maps. */
import type { AuthGuard } from '../shared/http/route-kit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts services' dependencies (store, token signer, flag defaults, registration and demo settings). */
    accounts: AccountsContext;
    /** Signed in with a token (the web app). API keys get 403: account, key and admin calls. */
    requireUser: AuthGuard;
    /** Signed in with a token or an API key: tender, search, AI and saved-tender calls. */
    requireUserOrApiKey: AuthGuard;
    /** An admin signed in with a token; 403 for everyone else, API keys included. */
    requireAdmin: AuthGuard;
    /** The caller's feature flag must be exactly true; use after requireUser / requireUserOrApiKey. */
    requireFlag(flag: FeatureFlag): AuthGuard;
  }
  interface FastifyRequest {
    /** The authenticated caller, or null when anonymous. Set by the global onRequest hook. */
    principal: Principal | null;
  }
}

type Credential = { kind: 'token' | 'api_key'; value: string };

/** `X-API-Key: <key>` or `Authorization: Bearer <jwt-or-key>`; a malformed header is a presented, bad credential. */
const readCredential = (request: FastifyRequest): Credential | 'malformed' | null => {
  const apiKey = request.headers['x-api-key'];
  if (apiKey !== undefined) {
    const value = (Array.isArray(apiKey) ? apiKey[0] : apiKey)?.trim();
    return value ? { kind: 'api_key', value } : 'malformed';
  }
  const authorization = request.headers.authorization;
  if (authorization === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match?.[1]) return 'malformed';
  return { kind: looksLikeApiKey(match[1]) ? 'api_key' : 'token', value: match[1] };
};

const requireUser: AuthGuard = async (request) => {
  assertSignedInWithToken(request.principal);
};

const requireUserOrApiKey: AuthGuard = async (request) => {
  assertSignedIn(request.principal);
};

const requireAdmin: AuthGuard = async (request) => {
  assertAdmin(request.principal);
};

/** A guard that answers 403 `Feature not enabled: <flag>` unless the caller's flag is exactly true. */
export const requireFlag =
  (flag: FeatureFlag): AuthGuard =>
  async (request) => {
    assertFeature(assertSignedIn(request.principal), flag);
  };

/**
 * Authentication for every request (registered before the routes): a presented credential that is invalid,
 * expired, revoked or whose user is gone or no longer approved answers 401 even on public calls, never silently
 * anonymous.
 */
const registerAuth = async (app: FastifyInstance): Promise<void> => {
  const secret = await loadJwtSecret(app.config.JWT_SECRET, app.config.dataDir);
  const store = app.store;
  const accounts: AccountsContext = {
    get db() {
      return store.db;
    },
    signer: createTokenSigner(secret),
    defaultFlags: parseDefaultFeatureFlags(app.config.DEFAULT_FEATURE_FLAGS),
    registrationMode: app.config.REGISTRATION_MODE,
    registrationsPer15Minutes: app.config.REGISTRATIONS_PER_15_MINUTES,
    demoAccount: app.config.DEMO_ACCOUNT,
    devices: createDeviceProof(secret),
    origin: (
      app.config.PUBLIC_URL ??
      `http://${['0.0.0.0', '::'].includes(app.config.HOST) ? 'localhost' : app.config.HOST}:${app.config.PORT}`
    ).replace(/\/+$/, ''),
    // Account e-mails go through the alerts' outbox (retries, SMTP or .eml files) and are sent at once.
    queueMail: async (mail) => {
      await mailOutbox.enqueue(store.db, { ...mail, savedSearchId: null, headers: {} });
      app.alertJob.deliverNow().catch((error: unknown) => {
        app.log.warn({ err: error }, 'an account e-mail could not be sent yet; the outbox retries it');
      });
    },
    removeStoredFiles: storedFileRemover(app.config.dataDir),
    findApiKeyOwner,
  };
  app.decorate('accounts', accounts);
  app.decorate('requireUser', requireUser);
  app.decorate('requireUserOrApiKey', requireUserOrApiKey);
  app.decorate('requireAdmin', requireAdmin);
  app.decorate('requireFlag', requireFlag);
  app.decorateRequest('principal', null);

  app.addHook('onRequest', async (request) => {
    request.principal = null;
    const credential = readCredential(request);
    if (credential === null) return;
    if (credential === 'malformed') throw new AppError('unauthorized', 'auth.invalidToken');
    request.principal = await authenticate(accounts, credential);
  });
};

/**
 * `authentication`: registered after the security headers (its hook runs after theirs, so the 401s it answers
 * carry them) and before every route, whose guards and principal it provides.
 */
export const authentication = fastifyPlugin(registerAuth, {
  name: 'authentication',
  dependencies: ['core', 'security-headers'],
});
