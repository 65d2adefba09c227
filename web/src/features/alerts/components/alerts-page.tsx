import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  CopyButton,
  Group,
  Loader,
  Menu,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDots, IconRss } from '@tabler/icons-react';
import {
  formatClosingTime,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
  type SavedTenderAlertsBody,
  type UpdateSavedSearchInput,
} from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import {
  useDeleteSavedSearch,
  useRegenerateFeed,
  useSavedSearches,
  useSavedTenderAlerts,
  useUpdateSavedSearch,
  useUpdateSavedTenderAlerts,
} from '../api/alerts';
import { dashboardLinkOf } from '../dashboard-link';
import { CompanyAlertsCard } from './company-alerts-card';
import { FrequencySelect } from './frequency-select';
import { SearchExtras } from './search-extras';

/** /alerts: "New tenders for my company", then the user's saved searches with their alert frequency, e-mail choice, feed URL, rename and delete. */
export const AlertsPage = () => {
  const { t } = useTranslation();
  const searches = useSavedSearches();
  const data = searches.data;
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {t('alerts.page.title')}
        </Title>
        <Text c="dimmed">{t('alerts.page.intro')}</Text>
        <CompanyAlertsCard />
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h4">
            {t('alerts.page.searches')}
          </Title>
          {data && (
            <Text fz="sm" c="dimmed">
              {t('alerts.page.usage', { count: data.saved_searches.length, max: data.max_saved_searches })}
            </Text>
          )}
        </Group>
        {searches.isPending && (
          <Group role="status" gap="xs">
            <Loader size="sm" />
            <Text fz="sm">{t('alerts.page.loading')}</Text>
          </Group>
        )}
        {searches.isError && (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{t('alerts.page.loadFailed')}</Text>
              <Button size="xs" variant="light" onClick={() => void searches.refetch()}>
                {t('alerts.page.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {data && data.saved_searches.length === 0 && (
          <Card withBorder>
            <Stack gap="sm" align="flex-start">
              <Text>{t('alerts.page.empty')}</Text>
              <Button component={Link} to={paths.dashboard} variant="light">
                {t('alerts.page.toDashboard')}
              </Button>
            </Stack>
          </Card>
        )}
        {data?.saved_searches.map((search) => (
          <SavedSearchCard key={search.id} search={search} />
        ))}
        <SavedTendersCard />
      </Stack>
    </Container>
  );
};

/** Saved tenders: their amendments and closing reminders are always in the app; e-mail is the user's choice. */
const SavedTendersCard = () => {
  const { t } = useTranslation();
  const settings = useSavedTenderAlerts();
  const update = useUpdateSavedTenderAlerts();
  const save = (body: SavedTenderAlertsBody) =>
    update.mutate(body, {
      onError: (error) =>
        notifications.show({ color: 'red', message: t('alerts.page.failed', { message: error.message }) }),
    });
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('alerts.savedTenders.title')}
      </Title>
      <Card withBorder>
        <Stack gap="sm">
          <Text fz="sm">{t('alerts.savedTenders.intro')}</Text>
          {settings.isPending && (
            <Group role="status" gap="xs">
              <Loader size="sm" />
              <Text fz="sm">{t('alerts.savedTenders.loading')}</Text>
            </Group>
          )}
          {settings.isError && (
            <Alert color="red" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text fz="sm">{t('alerts.savedTenders.loadFailed')}</Text>
                <Button size="xs" variant="light" onClick={() => void settings.refetch()}>
                  {t('alerts.page.retry')}
                </Button>
              </Stack>
            </Alert>
          )}
          {settings.data && (
            <>
              <Switch
                label={t('alerts.savedTenders.email')}
                checked={settings.data.email}
                disabled={update.isPending}
                onChange={(event) => save({ email: event.currentTarget.checked })}
              />
              <Switch
                label={t('alerts.savedTenders.everyChange')}
                description={t('alerts.savedTenders.everyChangeHint')}
                checked={settings.data.every_change}
                disabled={update.isPending}
                onChange={(event) =>
                  save({ email: settings.data.email, every_change: event.currentTarget.checked })
                }
              />
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
};

/** The search's name, what it looks for, and when it last alerted. */
const SavedSearchSummary = ({ search }: { search: SavedSearch }) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  return (
    <Stack gap={2}>
      <Title order={3} fz="h5">
        {search.name}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('alerts.page.query')}: {search.query || t('alerts.page.noQuery')}
        {Object.keys(search.filters).length > 0 &&
          ` · ${t('alerts.save.filters', { count: Object.keys(search.filters).length })}`}
      </Text>
      <Text fz="xs" c="dimmed">
        {search.last_notified_at
          ? t('alerts.page.lastAlert', {
              date: formatClosingTime(search.last_notified_at, language),
            })
          : t('alerts.page.neverAlerted')}
      </Text>
    </Stack>
  );
};

/** Rename, a new feed address (the old one stops working), and delete after a confirmation. */
const SavedSearchMenu = ({ search, onRename }: { search: SavedSearch; onRename: () => void }) => {
  const { t } = useTranslation();
  const remove = useDeleteSavedSearch();
  const regenerate = useRegenerateFeed();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('alerts.page.deleteTitle', { name: search.name }),
      children: <Text fz="sm">{t('alerts.page.deleteBody')}</Text>,
      labels: { confirm: t('alerts.page.deleteConfirm'), cancel: t('alerts.page.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(search.id),
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('alerts.page.actions', { name: search.name })}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onRename}>{t('alerts.page.rename')}</Menu.Item>
        <Menu.Item
          onClick={() =>
            regenerate.mutate(search.id, {
              onSuccess: () => notifications.show({ color: 'green', message: t('alerts.page.regenerated') }),
            })
          }
        >
          {t('alerts.page.regenerate')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={confirmDelete}>
          {t('alerts.page.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};

/** The dashboard link with the search applied, and the feed address to copy. */
const SavedSearchLinks = ({ search }: { search: SavedSearch }) => {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Anchor
        component={Link}
        to={dashboardLinkOf(search)}
        fz="sm"
        aria-label={t('alerts.page.openLabel', { name: search.name })}
      >
        {t('alerts.page.open')}
      </Anchor>
      <CopyButton value={search.feed_url}>
        {({ copied, copy }) => (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconRss size={14} aria-hidden />}
            onClick={copy}
            aria-label={t('alerts.page.feedLabel', { name: search.name })}
          >
            {copied ? t('alerts.page.feedCopied') : t('alerts.page.feed')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
};

const SavedSearchCard = ({ search }: { search: SavedSearch }) => {
  const { t } = useTranslation();
  const update = useUpdateSavedSearch();
  const [isRenaming, setRenaming] = useState(false);

  const save = (changes: UpdateSavedSearchInput) =>
    update.mutate(
      { id: search.id, ...changes },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t('alerts.page.updated'), autoClose: 2500 }),
        onError: (error) =>
          notifications.show({ color: 'red', message: t('alerts.page.failed', { message: error.message }) }),
      },
    );
  const byEmail = search.alert.channels.includes('email');

  return (
    <Card withBorder component="article" aria-label={search.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <SavedSearchSummary search={search} />
          <Group gap="xs" wrap="nowrap">
            {search.alert.frequency === 'off' && <Badge color="gray">{t('alerts.frequency.off')}</Badge>}
            <SavedSearchMenu search={search} onRename={() => setRenaming(true)} />
          </Group>
        </Group>
        <SearchExtras search={search} />
        <Group align="flex-end" gap="md">
          <FrequencySelect
            value={search.alert.frequency}
            onChange={(frequency) => save({ alert: { frequency, channels: search.alert.channels } })}
            disabled={update.isPending}
          />
          <Checkbox
            mb={8}
            label={t('alerts.email')}
            checked={byEmail}
            disabled={update.isPending}
            onChange={(event) =>
              save({
                alert: {
                  frequency: search.alert.frequency,
                  channels: event.currentTarget.checked ? ['email', 'in_app'] : ['in_app'],
                },
              })
            }
          />
        </Group>
        <SavedSearchLinks search={search} />
      </Stack>
      {isRenaming && (
        <RenameModal
          name={search.name}
          isSaving={update.isPending}
          onClose={() => setRenaming(false)}
          onSubmit={(name) => {
            save({ name });
            setRenaming(false);
          }}
        />
      )}
    </Card>
  );
};

const RenameModal = ({
  name: initialName,
  isSaving,
  onClose,
  onSubmit,
}: {
  name: string;
  isSaving: boolean;
  onClose: () => void;
  onSubmit: (name: string) => void;
}) => {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const isBlank = name.trim() === '';
  return (
    <Modal opened onClose={onClose} title={t('alerts.page.renameTitle')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isBlank) onSubmit(name.trim());
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('alerts.save.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={isBlank ? t('alerts.save.nameRequired') : undefined}
            maxLength={SAVED_SEARCH_NAME_MAX}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('alerts.page.cancel')}
            </Button>
            <Button type="submit" loading={isSaving} disabled={isBlank}>
              {t('alerts.page.renameSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
