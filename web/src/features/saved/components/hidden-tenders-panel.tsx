import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconEyeOff } from '@tabler/icons-react';
import { DEFAULT_TENDER_TITLE } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { TenderCard } from '../../../components/ui/tender-card';
import { useApiLanguage } from '../../../lib/i18n';
import { useHiddenTenders } from '../api/get-hidden';
import { useSetReview } from '../api/set-review';

/** Saved Tenders' "Not applicable" tab: the tenders left out of the user's searches, each with Restore. */
export const HiddenTendersPanel = () => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const hidden = useHiddenTenders(language);
  const setReview = useSetReview();

  if (hidden.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader aria-hidden />
        <Text ml="sm" c="dimmed">
          {t('saved.hidden.loading')}
        </Text>
      </Center>
    );
  }
  if (hidden.isError) {
    return (
      <Alert color="red" title={t('saved.hidden.errorTitle')} role="alert">
        <Text fz="sm">{hidden.error.message}</Text>
        <Button mt="sm" size="xs" onClick={() => void hidden.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (hidden.data.reviews.length === 0) {
    return (
      <Stack align="center" py={48} gap="sm">
        <IconEyeOff size={40} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text c="dimmed" ta="center">
          {t('saved.hidden.empty')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t('saved.hidden.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {hidden.data.reviews.map((review) => (
          <TenderCard
            key={review.tender_id}
            tender={{
              id: review.tender_id,
              title: review.tender.title,
              organization: review.tender.organization,
              closingDate: review.tender.closingDate,
              amount: review.tender.estimatedValue,
              referenceNumber: review.tender_id,
              categories: review.tender.categories,
            }}
            actions={
              <Button
                size="xs"
                variant="default"
                leftSection={<IconArrowBackUp size={16} />}
                aria-label={t('saved.hidden.restoreLabel', {
                  title: review.tender.title.trim() || DEFAULT_TENDER_TITLE,
                })}
                onClick={() =>
                  setReview.mutate({
                    tenderId: review.tender_id,
                    status: 'unreviewed',
                    previous: 'not_applicable',
                  })
                }
              >
                {t('saved.hidden.restore')}
              </Button>
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
};
