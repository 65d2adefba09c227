import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconKey, IconTrash } from '@tabler/icons-react';
import { hasFeatureFlag } from '@tenderscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { apiKeysApi, apiKeysQueryKey } from './api';

const formatDate = (value: string | null, fallback: string) =>
  value ? dayjs(value).format('MMM D, YYYY h:mm A') : fallback;

const GenerateKeyModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [createdKey, setCreatedKey] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: apiKeysApi.create,
    onSuccess: (created) => {
      setCreatedKey(created.api_key);
      notifications.show({ color: 'green', message: t('settings.apiKeys.generated'), autoClose: 3000 });
      void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
    onError: () =>
      notifications.show({ color: 'red', message: t('settings.apiKeys.generateFailed'), autoClose: 5000 }),
  });

  // Closing resets the modal: the key is never shown again.
  const close = () => {
    setName('');
    setNameError(null);
    setCreatedKey(null);
    create.reset();
    onClose();
  };

  const submit = () => {
    if (name.trim() === '') {
      setNameError(t('settings.apiKeys.nameRequired'));
      return;
    }
    create.mutate(name.trim());
  };

  return (
    <Modal opened={opened} onClose={close} title={t('settings.apiKeys.modalTitle')} centered>
      {createdKey ? (
        <Stack>
          <Alert color="yellow">{t('settings.apiKeys.showOnce')}</Alert>
          <Text fz="sm" fw={500}>
            {t('settings.apiKeys.yourKey')}
          </Text>
          <Group wrap="nowrap" align="center">
            <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid="new-api-key">
              {createdKey}
            </Code>
            <CopyButton value={createdKey}>
              {({ copy }) => (
                <Button
                  leftSection={<IconCopy size={16} />}
                  variant="light"
                  onClick={() => {
                    copy();
                    notifications.show({ message: t('settings.apiKeys.copied'), autoClose: 3000 });
                  }}
                >
                  {t('settings.apiKeys.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={close}>{t('settings.apiKeys.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          noValidate
        >
          <Stack>
            <TextInput
              label={t('settings.apiKeys.nameLabel')}
              placeholder={t('settings.apiKeys.namePlaceholder')}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
              error={nameError ?? (create.error ? create.error.message : null)}
              data-autofocus
              withAsterisk
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('settings.apiKeys.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('settings.apiKeys.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
};

export const ApiKeysTab = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [isModalOpen, setModalOpen] = useState(false);
  const keys = useQuery({ queryKey: apiKeysQueryKey, queryFn: apiKeysApi.list });
  const remove = useMutation({
    mutationFn: apiKeysApi.remove,
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('settings.apiKeys.deleted'), autoClose: 3000 });
      void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
    onError: () =>
      notifications.show({ color: 'red', message: t('settings.apiKeys.deleteFailed'), autoClose: 5000 }),
  });
  // A demo is a sandbox for the web app: the server refuses it keys, so the button says why instead.
  const isDemo = Boolean(user?.demo_expires_at);
  const canGenerate = hasFeatureFlag(user?.feature_flags, 'api_access') && !isDemo;

  const confirmDelete = (name: string) =>
    modals.openConfirmModal({
      title: t('settings.apiKeys.confirmTitle'),
      children: <Text fz="sm">{t('settings.apiKeys.confirmBody', { name })}</Text>,
      labels: { confirm: t('settings.apiKeys.confirm'), cancel: t('settings.apiKeys.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(name),
    });

  return (
    <Stack>
      <Text c="dimmed">{t('settings.apiKeys.intro')}</Text>
      <Group>
        <Button
          leftSection={<IconKey size={16} />}
          onClick={() => setModalOpen(true)}
          disabled={!canGenerate}
        >
          {t('settings.apiKeys.generate')}
        </Button>
        {!canGenerate && (
          <Text fz="sm" c="dimmed">
            {t(isDemo ? 'settings.apiKeys.demo' : 'settings.apiKeys.needsFlag')}
          </Text>
        )}
      </Group>
      {keys.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : keys.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            {t('settings.apiKeys.loadFailed')}
            <Button size="xs" variant="light" onClick={() => void keys.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      ) : keys.data.api_keys.length === 0 ? (
        <Text c="dimmed">{t('settings.apiKeys.empty')}</Text>
      ) : (
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.apiKeys.name')}</Table.Th>
              <Table.Th>{t('settings.apiKeys.preview')}</Table.Th>
              <Table.Th>{t('settings.apiKeys.created')}</Table.Th>
              <Table.Th>{t('settings.apiKeys.lastUsed')}</Table.Th>
              <Table.Th>{t('settings.apiKeys.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.data.api_keys.map((key) => (
              <Table.Tr key={key.name}>
                <Table.Td fw={500}>{key.name}</Table.Td>
                <Table.Td>
                  <Code>{key.key_preview}</Code>
                </Table.Td>
                <Table.Td>{formatDate(key.created_at, '—')}</Table.Td>
                <Table.Td>{formatDate(key.last_used, t('settings.apiKeys.never'))}</Table.Td>
                <Table.Td>
                  <Tooltip label={t('settings.apiKeys.delete')}>
                    <ActionIcon
                      color="red"
                      variant="subtle"
                      aria-label={t('settings.apiKeys.deleteLabel', { name: key.name })}
                      onClick={() => confirmDelete(key.name)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <GenerateKeyModal opened={isModalOpen} onClose={() => setModalOpen(false)} />
    </Stack>
  );
};
