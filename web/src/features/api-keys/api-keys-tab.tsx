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
import { hasFeatureFlag, type ApiKey } from '@tenderscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date-time';
import { useAuth } from '../../lib/auth/auth-context';
import { apiKeysApi, apiKeysQueryKey } from './api';

const formatDate = (value: string | null | undefined, fallback: string, language: string): string =>
  value ? formatDateTime(value, language) : fallback;

/** The new key, shown once: the server keeps only its hash. */
const CreatedKey = ({ apiKey, onDone }: { apiKey: string; onDone: () => void }) => {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color="yellow">{t('settings.apiKeys.showOnce')}</Alert>
      <Text fz="sm" fw={500}>
        {t('settings.apiKeys.yourKey')}
      </Text>
      <Group wrap="nowrap" align="center">
        <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid="new-api-key">
          {apiKey}
        </Code>
        <CopyButton value={apiKey}>
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
        <Button onClick={onDone}>{t('settings.apiKeys.done')}</Button>
      </Group>
    </Stack>
  );
};

interface KeyNameFormProps {
  name: string;
  onNameChange: (name: string) => void;
  error: string | null;
  creating: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

const KeyNameForm = ({ name, onNameChange, error, creating, onSubmit, onCancel }: KeyNameFormProps) => {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <Stack>
        <TextInput
          label={t('settings.apiKeys.nameLabel')}
          placeholder={t('settings.apiKeys.namePlaceholder')}
          value={name}
          onChange={(event) => onNameChange(event.currentTarget.value)}
          error={error}
          data-autofocus
          withAsterisk
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('settings.apiKeys.cancel')}
          </Button>
          <Button type="submit" loading={creating}>
            {t('settings.apiKeys.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

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
        <CreatedKey apiKey={createdKey} onDone={close} />
      ) : (
        <KeyNameForm
          name={name}
          onNameChange={(value) => {
            setName(value);
            setNameError(null);
          }}
          error={nameError ?? (create.error ? create.error.message : null)}
          creating={create.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      )}
    </Modal>
  );
};

const ApiKeysTable = ({ keys, onDelete }: { keys: ApiKey[]; onDelete: (name: string) => void }) => {
  const { t, i18n } = useTranslation();
  return (
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
        {keys.map((key) => (
          <Table.Tr key={key.name}>
            <Table.Td fw={500}>{key.name}</Table.Td>
            <Table.Td>
              <Code>{key.key_preview}</Code>
            </Table.Td>
            <Table.Td>{formatDate(key.created_at, '—', i18n.language)}</Table.Td>
            <Table.Td>{formatDate(key.last_used, t('settings.apiKeys.never'), i18n.language)}</Table.Td>
            <Table.Td>
              <Tooltip label={t('settings.apiKeys.delete')}>
                <ActionIcon
                  color="red"
                  variant="subtle"
                  aria-label={t('settings.apiKeys.deleteLabel', { name: key.name })}
                  onClick={() => onDelete(key.name)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

/** Deleting a key asks first: a script that uses it stops working at once. */
const useDeleteApiKey = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: apiKeysApi.remove,
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('settings.apiKeys.deleted'), autoClose: 3000 });
      void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
    onError: () =>
      notifications.show({ color: 'red', message: t('settings.apiKeys.deleteFailed'), autoClose: 5000 }),
  });
  return (name: string) =>
    modals.openConfirmModal({
      title: t('settings.apiKeys.confirmTitle'),
      children: <Text fz="sm">{t('settings.apiKeys.confirmBody', { name })}</Text>,
      labels: { confirm: t('settings.apiKeys.confirm'), cancel: t('settings.apiKeys.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(name),
    });
};

/** The user's keys: loading, a failed load with Retry, none yet, or the table. */
const ApiKeysList = () => {
  const { t } = useTranslation();
  const keys = useQuery({ queryKey: apiKeysQueryKey, queryFn: apiKeysApi.list });
  const confirmDelete = useDeleteApiKey();
  if (keys.isPending) return <Loader role="progressbar" aria-label={t('common.loading')} />;
  if (keys.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          {t('settings.apiKeys.loadFailed')}
          <Button size="xs" variant="light" onClick={() => void keys.refetch()}>
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (keys.data.api_keys.length === 0) return <Text c="dimmed">{t('settings.apiKeys.empty')}</Text>;
  return <ApiKeysTable keys={keys.data.api_keys} onDelete={confirmDelete} />;
};

export const ApiKeysTab = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [isModalOpen, setModalOpen] = useState(false);
  // A demo is a sandbox for the web app: the server refuses it keys, so the button says why instead.
  const isDemo = Boolean(user?.demo_expires_at);
  const canGenerate = hasFeatureFlag(user?.feature_flags, 'api_access') && !isDemo;

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
      <ApiKeysList />
      <GenerateKeyModal opened={isModalOpen} onClose={() => setModalOpen(false)} />
    </Stack>
  );
};
