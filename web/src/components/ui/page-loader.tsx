import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const PageLoader = ({ label }: { label?: string }) => {
  const { t } = useTranslation();
  return (
    <Center h="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label ?? t('common.loading')}</Text>
      </Stack>
    </Center>
  );
};
