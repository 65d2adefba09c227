/**
 * The accounts feature's face (sign-up, sign-in, sessions, the demo, and the accounts every other feature reads):
 * its routes, what the auth plugin uses to authenticate a request, and the account capabilities features share
 * (users and sessions, passwords, tokens, the company profile, account mails).
 */
import fastifyPlugin from 'fastify-plugin';
import { ROUTE_PIPELINE } from '../../shared/http/route-pipeline';
import { authRoutes } from './auth.routes';
export { authenticate } from './auth.service';
export type { AccountsContext } from './accounts-context';
export { createDeviceProof } from './device-proof';
export { adminPasswordProblem, isWeakPassword } from './password-policy';
export { issueSession } from './session-service';
export { accountApprovedMail, type QueueAccountMail } from './accounts/account-mail';
export type { OrgRole } from './accounts/accounts.tables';
export { getCompanyProfile, getOnboarding, readCompanyProfile } from './accounts/company-profile';
export { DEMO_COMPANY_PROFILE } from './accounts/demo-company-profile';
export { hashPassword, verifyPassword } from './accounts/passwords';
export { sessionsStore } from './accounts/sessions.store';
export { createTokenSigner, loadJwtSecret } from './accounts/tokens';
export { presentUser } from './accounts/user-presenter';
export { usersStore, type MemberRow, type UserRow } from './accounts/users.store';

export const auth = fastifyPlugin(authRoutes, {
  name: 'auth',
  dependencies: [...ROUTE_PIPELINE],
  encapsulate: true,
});
