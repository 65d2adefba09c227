import { Alert, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { authApi } from './api';

/**
 * /confirm-registration?token=…: the page the registration e-mail links to. It asks before confirming (a mail
 * scanner that opens links must not confirm for anyone), then shows the server's answer in the user's language.
 */
export const ConfirmRegistrationPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({ mutationFn: () => authApi.confirmRegistration(token) });

  return (
    <Container size="xs" py="xl">
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={1} fz="h3">
            {t('auth.confirmRegistration.title')}
          </Title>
          {token === '' && (
            <Alert color="red" role="alert">
              {t('auth.confirmRegistration.missing')}
            </Alert>
          )}
          {token !== '' && !confirm.isSuccess && (
            <>
              <Text>{t('auth.confirmRegistration.intro')}</Text>
              <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
                {t('auth.confirmRegistration.confirm')}
              </Button>
            </>
          )}
          {confirm.isSuccess && (
            <Alert color="green" role="status">
              {confirm.data.detail}
            </Alert>
          )}
          {confirm.isError && (
            <Alert color="red" role="alert">
              {confirm.error.message}
            </Alert>
          )}
          <Anchor component={Link} to={paths.login} fz="sm">
            {t('auth.confirmRegistration.signIn')}
          </Anchor>
        </Stack>
      </Card>
    </Container>
  );
};
