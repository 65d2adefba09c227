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

/** One profile: a click applies it (pressed while the dashboard shows its filters); rename and delete in a menu. */
const ProfileRow = ({
  profile,
  isActive,
  onApply,
  onRename,
  onDelete,
}: {
  profile: FilterProfile;
  isActive: boolean;
  onApply: () => void;
  onRename: () => void;
  onDelete: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Group component="li" gap={4} wrap="nowrap" justify="space-between">
      <UnstyledButton
        onClick={onApply}
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
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={onRename}>
            {t('filterProfiles.rename.action')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
            {t('filterProfiles.delete.action')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
};

/** The name (and description) modal for saving the current filters or renaming a profile. */
const ProfileEditor = ({
  editing,
  filters,
  createProfile,
  updateProfile,
  onDone,
}: {
  editing: Editing;
  filters: DashboardFilters;
  createProfile: ReturnType<typeof useCreateFilterProfile>;
  updateProfile: ReturnType<typeof useUpdateFilterProfile>;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  if (editing?.mode === 'create')
    return (
      <ProfileNameModal
        title={t('filterProfiles.create.title')}
        submitLabel={t('filterProfiles.create.submit')}
        isSubmitting={createProfile.isPending}
        error={createProfile.error?.message}
        onClose={onDone}
        onSubmit={(values) => createProfile.mutate({ ...values, filters }, { onSuccess: onDone })}
      />
    );
  if (editing?.mode === 'rename')
    return (
      <ProfileNameModal
        title={t('filterProfiles.rename.title')}
        submitLabel={t('filterProfiles.rename.submit')}
        initialName={editing.profile.name}
        initialDescription={editing.profile.description}
        isSubmitting={updateProfile.isPending}
        error={updateProfile.error?.message}
        onClose={onDone}
        onSubmit={(values) =>
          updateProfile.mutate({ id: editing.profile.id, ...values }, { onSuccess: onDone })
        }
      />
    );
  return null;
};

/**
 * What the panel does with profiles: save (refused past the limit with the fixed message), apply, rename,
 * and delete after a confirmation.
 */
const useProfileActions = (profileCount: number, onApply: (filters: DashboardFilters) => void) => {
  const { t } = useTranslation();
  const createProfile = useCreateFilterProfile();
  const updateProfile = useUpdateFilterProfile();
  const applyProfile = useApplyFilterProfile();
  const deleteProfile = useDeleteFilterProfile();
  const [editing, setEditing] = useState<Editing>(null);
  const [limitAlert, setLimitAlert] = useState(false);

  const startSave = () => {
    if (!canAddFilterProfile(profileCount)) {
      setLimitAlert(true);
      return;
    }
    setLimitAlert(false);
    createProfile.reset();
    setEditing({ mode: 'create' });
  };

  const startRename = (profile: FilterProfile) => {
    updateProfile.reset();
    setEditing({ mode: 'rename', profile });
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

  return {
    createProfile,
    updateProfile,
    editing,
    stopEditing: () => setEditing(null),
    limitAlert,
    dismissLimitAlert: () => setLimitAlert(false),
    failure:
      applyProfile.isError || deleteProfile.isError ? (applyProfile.error ?? deleteProfile.error) : null,
    startSave,
    startRename,
    apply,
    confirmDelete,
  };
};

/** The profiles, or their loading, failure (with a retry) or absence. */
const ProfileList = ({
  profiles,
  filters,
  actions,
}: {
  profiles: ReturnType<typeof useFilterProfiles>;
  filters: DashboardFilters;
  actions: ReturnType<typeof useProfileActions>;
}) => {
  const { t } = useTranslation();
  const list = profiles.data?.profiles ?? [];
  if (profiles.isPending)
    return (
      <Stack gap={6} aria-label={t('filterProfiles.loading')} role="status">
        <Skeleton h={28} />
        <Skeleton h={28} />
      </Stack>
    );
  if (profiles.isError)
    return (
      <Alert color="red" role="alert" p="xs">
        <Text fz="xs">{t('filterProfiles.loadFailed')}</Text>
        <Button size="compact-xs" mt={6} onClick={() => void profiles.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (list.length === 0)
    return (
      <Text fz="xs" c="dimmed">
        {t('filterProfiles.empty')}
      </Text>
    );
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {list.map((profile) => (
        <ProfileRow
          key={profile.id}
          profile={profile}
          isActive={sameFilters(profile.filters, filters)}
          onApply={() => actions.apply(profile)}
          onRename={() => actions.startRename(profile)}
          onDelete={() => actions.confirmDelete(profile)}
        />
      ))}
    </Stack>
  );
};

/**
 * Saved filter profiles: save the current filters under a name, apply (most recently used
 * first), rename, delete with confirmation; at most 3, refused with the fixed message.
 */
export const FilterProfilesPanel = ({ filters, onApply }: FilterProfilesPanelProps) => {
  const { t } = useTranslation();
  const profiles = useFilterProfiles();
  const list = profiles.data?.profiles ?? [];
  const actions = useProfileActions(list.length, onApply);
  const hasFilters = countActiveFilters(filters) > 0;

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

        <ProfileList profiles={profiles} filters={filters} actions={actions} />

        {actions.limitAlert && (
          <Alert color="orange" role="alert" p="xs" withCloseButton onClose={actions.dismissLimitAlert}>
            <Text fz="xs">{filterProfileMessages.limit}</Text>
          </Alert>
        )}
        {actions.failure && (
          <Alert color="red" role="alert" p="xs">
            <Text fz="xs">{actions.failure.message}</Text>
          </Alert>
        )}

        <Button
          size="xs"
          variant="light"
          leftSection={<IconDeviceFloppy size={14} />}
          onClick={actions.startSave}
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

      <ProfileEditor
        editing={actions.editing}
        filters={filters}
        createProfile={actions.createProfile}
        updateProfile={actions.updateProfile}
        onDone={actions.stopEditing}
      />
    </Card>
  );
};
