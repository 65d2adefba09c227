import { Alert, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';

/** Shown in place of a route section that threw, so the rest of the app keeps working. */
export const RouteErrorBoundary = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  // Logged so the feedback form's error capture can offer it.
  console.error(error);
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title={t('errors.boundaryTitle')} role="alert">
        {t('errors.boundaryBody')}
        <Group mt="md">
          <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
          <Button component={Link} to="/" variant="default">
            {t('common.backHome')}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
};
