import { Alert, Anchor, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/alerts';

/**
 * /unsubscribe?token=…: the page an alert e-mail links to. No sign-in: the signed token names one saved search,
 * the e-mails about one user's saved tenders, or one user's "New tenders for my company" alerts; the page asks before turning them off (mail clients' one-click
 * uses the List-Unsubscribe header).
 */
export const UnsubscribePage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe();
  const name = unsubscribe.data?.saved_search?.name ?? info.data?.saved_search?.name ?? '';
  // The e-mails about saved tenders and the company profile's alerts have their own wording (no search to name).
  const scope = (unsubscribe.data ?? info.data)?.scope;
  const say = (key: 'question' | 'alreadyOff' | 'done') =>
    scope === 'saved_tenders'
      ? t(`alerts.unsubscribe.${key}SavedTenders`)
      : scope === 'company_profile'
        ? t(`alerts.unsubscribe.${key}Company`)
        : t(`alerts.unsubscribe.${key}`, { name });

  return (
    <Container size="xs" py="xl">
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={1} fz="h3">
            {t('alerts.unsubscribe.title')}
          </Title>
          {token !== '' && info.isPending && (
            <Group role="status" gap="xs">
              <Loader size="sm" />
              <Text fz="sm">{t('alerts.unsubscribe.loading')}</Text>
            </Group>
          )}
          {(token === '' || info.isError) && (
            <Alert color="red" role="alert">
              {t('alerts.unsubscribe.invalid')}
            </Alert>
          )}
          {info.data && !unsubscribe.isSuccess && info.data.frequency === 'off' && (
            <Text>{say('alreadyOff')}</Text>
          )}
          {info.data && !unsubscribe.isSuccess && info.data.frequency !== 'off' && (
            <>
              <Text>{say('question')}</Text>
              <Button color="red" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
                {t('alerts.unsubscribe.confirm')}
              </Button>
            </>
          )}
          {unsubscribe.isSuccess && (
            <Alert color="green" role="status">
              {say('done')}
            </Alert>
          )}
          {unsubscribe.isError && (
            <Alert color="red" role="alert">
              {t('alerts.unsubscribe.failed', { message: unsubscribe.error.message })}
            </Alert>
          )}
          <Anchor component={Link} to={paths.alerts} fz="sm">
            {t('alerts.unsubscribe.manage')}
          </Anchor>
        </Stack>
      </Card>
    </Container>
  );
};
