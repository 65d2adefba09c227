import { Alert, Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { CompanyProfileInput } from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveCompanyProfile } from './api';
import {
  CapabilitiesFields,
  CompanyFields,
  ContractsFields,
  useCompanyProfileForm,
  type CompanyProfileForm,
  validateCompanyProfile,
} from './company-profile-fields';

/** The three onboarding steps' fields, one titled section each. */
const ProfileSections = ({ form }: { form: CompanyProfileForm }) => {
  const { t } = useTranslation();
  return (
    <>
      <section aria-label={t('onboarding.steps.company')}>
        <Title order={3} fz="md" mb="xs">
          {t('onboarding.steps.company')}
        </Title>
        <CompanyFields form={form} />
      </section>
      <Divider />
      <section aria-label={t('onboarding.steps.capabilities')}>
        <Title order={3} fz="md" mb="xs">
          {t('onboarding.steps.capabilities')}
        </Title>
        <CapabilitiesFields form={form} />
      </section>
      <Divider />
      <section aria-label={t('onboarding.steps.contracts')}>
        <Title order={3} fz="md" mb="xs">
          {t('onboarding.steps.contracts')}
        </Title>
        <ContractsFields form={form} />
      </section>
    </>
  );
};

/**
 * Settings → Company: the company profile onboarding filled in (GET/PUT /api/auth/onboarding), on one page.
 * Recommendations, the fit score, drafting and the AI panel all read it.
 */
export const CompanySettings = () => {
  const { t } = useTranslation();
  const { form, saved } = useCompanyProfileForm((values) => validateCompanyProfile(values, t));
  const save = useSaveCompanyProfile();
  const [isSaved, setIsSaved] = useState(false);

  if (saved.isPending)
    return (
      <Group role="status" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{t('settings.company.loading')}</Text>
      </Group>
    );
  if (saved.isError)
    return (
      <Alert color="red" role="alert" title={t('settings.company.loadFailed')} maw={640}>
        <Text fz="sm">{saved.error.message}</Text>
        <Button size="xs" mt="xs" onClick={() => void saved.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );

  const submit = form.onSubmit((values) => {
    setIsSaved(false);
    save.mutate(
      // The profile stays complete: Settings only reaches users who finished onboarding.
      { company_profile: values as CompanyProfileInput, onboarding_complete: true },
      { onSuccess: () => setIsSaved(true) },
    );
  });
  const hasProfile = saved.data.company_profile !== null;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="company-profile-title">
      <Stack maw={720} gap="lg">
        <div>
          <Title order={2} fz="lg" id="company-profile-title">
            {t('settings.company.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {hasProfile ? t('settings.company.intro') : t('settings.company.missing')}
          </Text>
        </div>
        <ProfileSections form={form} />
        {save.isError && (
          <Alert color="red" role="alert" title={t('settings.company.saveFailed')}>
            <Text fz="sm">{save.error.message}</Text>
          </Alert>
        )}
        {Object.keys(form.errors).length > 0 && (
          <Text fz="sm" c="red" role="alert">
            {t('settings.company.invalid')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={hasProfile && !form.isDirty()}>
            {t('settings.company.save')}
          </Button>
          <Text fz="sm" c="green" role="status" aria-live="polite">
            {isSaved && !form.isDirty() ? t('settings.company.saved') : ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
};
