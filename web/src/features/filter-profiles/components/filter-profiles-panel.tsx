import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconDeviceFloppy, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import {
  canAddFilterProfile,
  countActiveFilters,
  filterProfileMessages,
  MAX_FILTER_PROFILES,
  normaliseDashboardFilters,
  type DashboardFilters,
  type FilterProfile,
} from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useApplyFilterProfile,
  useCreateFilterProfile,
  useDeleteFilterProfile,
  useFilterProfiles,
  useUpdateFilterProfile,
} from '../api/filter-profiles';
import { ProfileNameModal } from './profile-name-modal';

export interface FilterProfilesPanelProps {
  /** The dashboard's current filters (what Save stores). */
  filters: DashboardFilters;
  /** Puts a profile's filters on the dashboard. */
  onApply: (filters: DashboardFilters) => void;
}

const sameFilters = (a: DashboardFilters, b: DashboardFilters): boolean => {
  const canonical = (filters: DashboardFilters) =>
    JSON.stringify(
      Object.entries(normaliseDashboardFilters(filters))
        .map(([key, value]) => [key, Array.isArray(value) ? [...value].sort() : value])
        .sort(([x], [y]) => String(x).localeCompare(String(y))),
    );
  return canonical(a) === canonical(b);
};

type Editing = { mode: 'create' } | { mode: 'rename'; profile: FilterProfile } | null;

/**
 * Saved filter profiles: save the current filters under a name, apply (most recently used
 * first), rename, delete with confirmation; at most 3, refused with the fixed message.
 */
export const FilterProfilesPanel = ({ filters, onApply }: FilterProfilesPanelProps) => {
  const { t } = useTranslation();
  const profiles = useFilterProfiles();
  const createProfile = useCreateFilterProfile();
  const updateProfile = useUpdateFilterProfile();
  const applyProfile = useApplyFilterProfile();
  const deleteProfile = useDeleteFilterProfile();
  const [editing, setEditing] = useState<Editing>(null);
  const [limitAlert, setLimitAlert] = useState(false);

  const list = profiles.data?.profiles ?? [];
  const hasFilters = countActiveFilters(filters) > 0;

  const startSave = () => {
    if (!canAddFilterProfile(list.length)) {
      setLimitAlert(true);
      return;
    }
    setLimitAlert(false);
    createProfile.reset();
    setEditing({ mode: 'create' });
  };

  const apply = (profile: FilterProfile) => {
    onApply(profile.filters);
    applyProfile.mutate(profile.id);
  };

  const confirmDelete = (profile: FilterProfile) =>
    modals.openConfirmModal({
      title: t('filterProfiles.delete.title', { name: profile.name }),
      children: <Text fz="sm">{filterProfileMessages.deleteConfirm}</Text>,
      labels: { confirm: t('filterProfiles.delete.confirm'), cancel: t('filterProfiles.form.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setLimitAlert(false);
        deleteProfile.mutate(profile.id);
      },
    });

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="filter-profiles-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h5" id="filter-profiles-title">
            {t('filterProfiles.title')}
          </Title>
          <Text fz="xs" c="dimmed">
            {t('filterProfiles.usage', { count: list.length, max: MAX_FILTER_PROFILES })}
          </Text>
        </Group>

        {profiles.isPending ? (
          <Stack gap={6} aria-label={t('filterProfiles.loading')} role="status">
            <Skeleton h={28} />
            <Skeleton h={28} />
          </Stack>
        ) : profiles.isError ? (
          <Alert color="red" role="alert" p="xs">
            <Text fz="xs">{t('filterProfiles.loadFailed')}</Text>
            <Button size="compact-xs" mt={6} onClick={() => void profiles.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : list.length === 0 ? (
          <Text fz="xs" c="dimmed">
            {t('filterProfiles.empty')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((profile) => {
              const isActive = sameFilters(profile.filters, filters);
              return (
                <Group key={profile.id} component="li" gap={4} wrap="nowrap" justify="space-between">
                  <UnstyledButton
                    onClick={() => apply(profile)}
                    aria-label={t('filterProfiles.apply', { name: profile.name })}
                    aria-pressed={isActive}
                    style={{ flex: 1, minWidth: 0 }}
                    p={4}
                  >
                    <Group gap={6} wrap="nowrap">
                      {isActive && <IconCheck size={14} color="var(--mantine-color-green-7)" aria-hidden />}
                      <Text fz="sm" fw={500} truncate>
                        {profile.name}
                      </Text>
                      <Badge size="xs" variant="light" color="gray">
                        {countActiveFilters(profile.filters)}
                      </Badge>
                    </Group>
                    {profile.description && (
                      <Text fz="xs" c="dimmed" truncate>
                        {profile.description}
                      </Text>
                    )}
                  </UnstyledButton>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('filterProfiles.actions', { name: profile.name })}
                      >
                        <IconDots size={16} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={<IconPencil size={14} />}
                        onClick={() => {
                          updateProfile.reset();
                          setEditing({ mode: 'rename', profile });
                        }}
                      >
                        {t('filterProfiles.rename.action')}
                      </Menu.Item>
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => confirmDelete(profile)}
                      >
                        {t('filterProfiles.delete.action')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              );
            })}
          </Stack>
        )}

        {limitAlert && (
          <Alert color="orange" role="alert" p="xs" withCloseButton onClose={() => setLimitAlert(false)}>
            <Text fz="xs">{filterProfileMessages.limit}</Text>
          </Alert>
        )}
        {(applyProfile.isError || deleteProfile.isError) && (
          <Alert color="red" role="alert" p="xs">
            <Text fz="xs">{(applyProfile.error ?? deleteProfile.error)?.message}</Text>
          </Alert>
        )}

        <Button
          size="xs"
          variant="light"
          leftSection={<IconDeviceFloppy size={14} />}
          onClick={startSave}
          disabled={!hasFilters || profiles.isPending}
        >
          {t('filterProfiles.save')}
        </Button>
        {!hasFilters && (
          <Text fz="xs" c="dimmed">
            {t('filterProfiles.selectFilters')}
          </Text>
        )}
      </Stack>

      {editing?.mode === 'create' && (
        <ProfileNameModal
          title={t('filterProfiles.create.title')}
          submitLabel={t('filterProfiles.create.submit')}
          isSubmitting={createProfile.isPending}
          error={createProfile.error?.message}
          onClose={() => setEditing(null)}
          onSubmit={(values) =>
            createProfile.mutate({ ...values, filters }, { onSuccess: () => setEditing(null) })
          }
        />
      )}
      {editing?.mode === 'rename' && (
        <ProfileNameModal
          title={t('filterProfiles.rename.title')}
          submitLabel={t('filterProfiles.rename.submit')}
          initialName={editing.profile.name}
          initialDescription={editing.profile.description}
          isSubmitting={updateProfile.isPending}
          error={updateProfile.error?.message}
          onClose={() => setEditing(null)}
          onSubmit={(values) =>
            updateProfile.mutate({ id: editing.profile.id, ...values }, { onSuccess: () => setEditing(null) })
          }
        />
      )}
    </Card>
  );
};
