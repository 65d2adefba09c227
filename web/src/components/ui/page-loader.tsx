import { Center, Loader, Stack, Text } from '@mantine/core';

export const PageLoader = ({ label }: { label: string }) => (
  <Center h="60vh" role="status" aria-live="polite">
    <Stack align="center" gap="sm">
      <Loader aria-hidden />
      <Text c="dimmed">{label}</Text>
    </Stack>
  </Center>
);
