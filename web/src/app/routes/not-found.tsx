import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { MAIN_CONTENT_ID } from '../../lib/main-content';

export const NotFoundRoute = () => {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80} ta="center" component="main" id={MAIN_CONTENT_ID}>
      <Text fz={64} fw={800} c="dimmed" aria-hidden>
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed" mt="sm">
        {t('notFound.body')}
      </Text>
      <Button component={Link} to={paths.landing} mt="lg">
        {t('common.backHome')}
      </Button>
    </Container>
  );
};
