import { Alert, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLanguage } from '@tabler/icons-react';
import type { Language, TenderDetail } from '@tenderscout/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { backToSearchPath } from '../../../lib/back-to-search';
import { useApiLanguage } from '../../../lib/i18n';
import { useTender } from '../api/get-tender';
import { TenderDocumentsCard } from './tender-documents-card';
import { TenderHeader } from './tender-header';
import { TenderSections } from './tender-sections';

export interface TenderDetailPageProps {
  tenderId: string;
  /** Header actions (Save / Not applicable / Draft response), composed by the route from other features. */
  renderActions?: (tender: TenderDetail) => ReactNode;
  /** The documents card; the documents feature supplies viewing and upload. Defaults to the attachment list. */
  renderDocuments?: (tender: TenderDetail) => ReactNode;
}

const TenderNotFound = ({ backTo }: { backTo: string }) => {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1}>{t('tenders.notFound.title')}</Title>
      <Text c="dimmed" mt="sm">
        {t('tenders.notFound.body')}
      </Text>
      <Button component={Link} to={backTo} mt="lg" leftSection={<IconArrowLeft size={16} />}>
        {t('tenders.notFound.back')}
      </Button>
    </Container>
  );
};

/** Tender detail (/tender/{id}): header card, collapsible sections and the documents card. */
export const TenderDetailPage = ({ tenderId, renderActions, renderDocuments }: TenderDetailPageProps) => {
  const { t } = useTranslation();
  // The tender's text comes in the interface language; the other official language is one click away.
  const interfaceLanguage = useApiLanguage();
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const language = chosenLanguage ?? interfaceLanguage;
  const otherLanguage: Language = language === 'fra' ? 'eng' : 'fra';
  const tender = useTender(tenderId, language);
  const backTo = backToSearchPath(useLocation().state);

  if (tender.isPending) {
    return (
      <Container size="xl" py="xl" role="status" aria-label={t('tenders.loading')}>
        <Stack>
          <Skeleton h={180} radius="md" />
          <Skeleton h={320} radius="md" />
        </Stack>
      </Container>
    );
  }
  if (tender.isError) {
    if (tender.error instanceof ApiError && tender.error.status === 404)
      return <TenderNotFound backTo={backTo} />;
    // Anything else is not "not found": say so honestly and offer a retry.
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('tenders.loadFailed')} role="alert">
          <Text fz="sm">{tender.error.message}</Text>
          <Button mt="md" size="xs" onClick={() => void tender.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }

  const data = tender.data;
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Button
            component={Link}
            to={backTo}
            variant="subtle"
            w="fit-content"
            leftSection={<IconArrowLeft size={16} />}
            px={0}
          >
            {t('tenders.backToSearch')}
          </Button>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconLanguage size={16} aria-hidden />}
            onClick={() => setChosenLanguage(otherLanguage)}
            lang={otherLanguage === 'fra' ? 'fr' : 'en'}
          >
            {t(`tenders.showIn.${otherLanguage}`)}
          </Button>
        </Group>
        <TenderHeader tender={data} actions={renderActions?.(data)} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <TenderSections tender={data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {renderDocuments ? renderDocuments(data) : <TenderDocumentsCard tender={data} />}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
};
