import { CompanySettings } from '../../features/onboarding/company-settings';
import { SettingsPage } from '../../features/settings/settings-page';

/**
 * /settings: the settings feature's tabs, with the onboarding feature's company profile form as Settings →
 * Company (the same profile onboarding fills in).
 */
export const SettingsRoute = () => <SettingsPage renderCompanyTab={() => <CompanySettings />} />;
