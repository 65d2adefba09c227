import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useCompanyAlerts, useUpdateCompanyAlerts } from '../api/alerts';
import { FrequencySelect } from './frequency-select';

/**
 * "New tenders for my company": the company profile as one more alert source, with its frequency; without a
 * completed profile nothing comes, so the card says so and links to the profile.
 */
export const CompanyAlertsCard = () => {
  const { t } = useTranslation();
  const settings = useCompanyAlerts();
  const update = useUpdateCompanyAlerts();
  const data = settings.data;
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4" id="company-alerts-title">
        {t('alerts.company.title')}
      </Title>
      <Card withBorder component="section" aria-labelledby="company-alerts-title">
        <Stack gap="sm">
          <Text fz="sm">{t('alerts.company.intro')}</Text>
          {settings.isPending && (
            <Group role="status" gap="xs">
              <Loader size="sm" />
              <Text fz="sm">{t('alerts.company.loading')}</Text>
            </Group>
          )}
          {settings.isError && (
            <Alert color="red" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text fz="sm">{t('alerts.company.loadFailed')}</Text>
                <Button size="xs" variant="light" onClick={() => void settings.refetch()}>
                  {t('alerts.page.retry')}
                </Button>
              </Stack>
            </Alert>
          )}
          {data && !data.has_profile && (
            <Alert color="yellow">
              <Stack gap="xs" align="flex-start">
                <Text fz="sm">{t('alerts.company.noProfile')}</Text>
                <Anchor component={Link} to={paths.onboarding} fz="sm">
                  {t('alerts.company.completeProfile')}
                </Anchor>
              </Stack>
            </Alert>
          )}
          {data && (
            <Group align="flex-end" gap="md">
              <FrequencySelect
                value={data.frequency}
                disabled={update.isPending}
                onChange={(frequency) =>
                  update.mutate(
                    { frequency },
                    {
                      onSuccess: () =>
                        notifications.show({
                          color: 'green',
                          message: t('alerts.company.updated'),
                          autoClose: 2500,
                        }),
                      onError: (error) =>
                        notifications.show({
                          color: 'red',
                          message: t('alerts.page.failed', { message: error.message }),
                        }),
                    },
                  )
                }
              />
              {data.has_profile && (
                <Anchor component={Link} to={paths.onboarding} fz="sm" mb={8}>
                  {t('alerts.company.editProfile')}
                </Anchor>
              )}
            </Group>
          )}
        </Stack>
      </Card>
    </Stack>
  );
};
