import { Alert, Anchor, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { NotRelevantResponse } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useExcludeFromLink, useNotRelevantLink, useNotRelevantLinkInfo } from '../api/not-relevant-link';

/** After hiding: the words the saved search could leave out, each one click away. */
const RefineFromLink = ({ token, answer }: { token: string; answer: NotRelevantResponse }) => {
  const { t } = useTranslation();
  const exclude = useExcludeFromLink(token);
  const search = exclude.data?.saved_search ?? answer.saved_search;
  if (!search || answer.suggested_exclusions.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fz="sm">{t('alerts.notRelevant.refine', { search: search.name })}</Text>
      <Group gap="xs">
        {answer.suggested_exclusions.map((word) => (
          <Button
            key={word}
            size="compact-sm"
            variant="light"
            disabled={search.exclusions.includes(word)}
            loading={exclude.isPending && exclude.variables === word}
            onClick={() => exclude.mutate(word)}
          >
            {t('alerts.notRelevant.exclude', { word })}
          </Button>
        ))}
      </Group>
      {exclude.isSuccess && (
        <Alert color="green" role="status">
          {t('alerts.notRelevant.excluded', { word: exclude.variables, search: search.name })}
        </Alert>
      )}
      {exclude.isError && (
        <Alert color="red" role="alert">
          {exclude.error.message}
        </Alert>
      )}
    </Stack>
  );
};

/**
 * /not-relevant?token=…: the "Not relevant" link of an alert mail's item. No sign-in: the signed, expiring token
 * names one alert of one user. Opening the page changes nothing (mail scanners follow links); the button hides
 * the alert, then the page offers to refine the saved search that found it, as the app's button does.
 */
export const NotRelevantLinkPage = () => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useNotRelevantLinkInfo(token, language);
  const hide = useNotRelevantLink(token, language);
  return (
    <Container size="xs" py="xl">
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={1} fz="h3">
            {t('alerts.notRelevantLink.title')}
          </Title>
          {token !== '' && info.isPending && (
            <Group role="status" gap="xs">
              <Loader size="sm" />
              <Text fz="sm">{t('alerts.notRelevantLink.loading')}</Text>
            </Group>
          )}
          {(token === '' || info.isError) && (
            <Alert color="red" role="alert">
              {t('alerts.notRelevantLink.invalid')}
            </Alert>
          )}
          {info.data && !hide.isSuccess && (
            <>
              <Text>
                {info.data.hidden
                  ? t('alerts.notRelevantLink.alreadyHidden', { title: info.data.title })
                  : t('alerts.notRelevantLink.question', { title: info.data.title })}
              </Text>
              {!info.data.hidden && (
                <Button loading={hide.isPending} onClick={() => hide.mutate()}>
                  {t('alerts.notRelevantLink.confirm')}
                </Button>
              )}
            </>
          )}
          {hide.isSuccess && (
            <>
              <Alert color="green" role="status">
                {t('alerts.notRelevant.hidden')}
              </Alert>
              <RefineFromLink token={token} answer={hide.data} />
            </>
          )}
          {hide.isError && (
            <Alert color="red" role="alert">
              {hide.error.message}
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
