import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setUiLanguage, useUiLanguage } from '../../lib/i18n';

/**
 * EN / FR switch (navbar, landing and login pages; issue 12). The choice applies at once and is kept in this
 * browser; for a signed-in user the session saves it on the account too (lib/auth/language-sync.ts).
 */
export const LanguageSwitch = ({ size = 'xs' }: { size?: 'xs' | 'sm' }) => {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  return (
    <SegmentedControl
      size={size}
      value={language}
      onChange={(value) => void setUiLanguage(value === 'fr' ? 'fr' : 'en')}
      aria-label={t('language.label')}
      data={[
        {
          value: 'en',
          label: (
            <span aria-label={t('language.en')} title={t('language.en')} lang="en">
              EN
            </span>
          ),
        },
        {
          value: 'fr',
          label: (
            <span aria-label={t('language.fr')} title={t('language.fr')} lang="fr">
              FR
            </span>
          ),
        },
      ]}
    />
  );
};
