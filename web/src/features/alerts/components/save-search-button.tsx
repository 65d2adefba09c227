import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellPlus } from '@tabler/icons-react';
import {
  countActiveFilters,
  SAVED_SEARCH_NAME_MAX,
  toSearchFilters,
  type AlertFrequency,
  type DashboardFilters,
} from '@tenderscout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePendingAction, useSignInGate } from '../../../components/ui/sign-in-prompt';
import { paths } from '../../../lib/paths';
import { useCreateSavedSearch } from '../api/alerts';
import { FrequencySelect } from './frequency-select';

export interface SaveSearchButtonProps {
  query: string;
  type: string;
  filters: DashboardFilters;
}

/** "Save this search" on the dashboard: the current query, type and filters with a name and an alert frequency. */
export const SaveSearchButton = ({ query, type, filters }: SaveSearchButtonProps) => {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const gate = useSignInGate();
  // A visitor is asked to sign in first; back on this same search, the dialog opens.
  usePendingAction('alert', '', true, () => setOpen(true));
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBellPlus size={16} aria-hidden />}
        onClick={() => gate('alert') && setOpen(true)}
      >
        {t('alerts.save.button')}
      </Button>
      {isOpen && (
        <SaveSearchModal query={query} type={type} filters={filters} onClose={() => setOpen(false)} />
      )}
    </>
  );
};

/** The name, frequency and e-mail choice for the search, and saving it (a toast, then the modal closes). */
const useSaveSearchForm = ({
  query,
  type,
  filters,
  onClose,
}: SaveSearchButtonProps & { onClose: () => void }) => {
  const { t } = useTranslation();
  const create = useCreateSavedSearch();
  const [name, setName] = useState(query.trim().slice(0, SAVED_SEARCH_NAME_MAX));
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [byEmail, setByEmail] = useState(true);
  const [isNameMissing, setNameMissing] = useState(false);
  const searchType = type === 'semantic' || type === 'tender_id' ? type : 'hybrid';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameMissing(true);
      return;
    }
    create.mutate(
      {
        name: name.trim(),
        query: query.trim(),
        search_type: searchType,
        filters: toSearchFilters(filters),
        alert: { frequency, channels: byEmail ? ['email', 'in_app'] : ['in_app'] },
      },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: t('alerts.save.saved', { name: saved.name }),
            autoClose: 5000,
          });
          onClose();
        },
      },
    );
  };
  const rename = (value: string) => {
    setName(value);
    setNameMissing(false);
  };
  return { create, name, rename, isNameMissing, frequency, setFrequency, byEmail, setByEmail, submit };
};

const SaveSearchModal = (props: SaveSearchButtonProps & { onClose: () => void }) => {
  const { query, filters, onClose } = props;
  const { t } = useTranslation();
  const form = useSaveSearchForm(props);
  const filterCount = countActiveFilters(filters);

  return (
    <Modal opened onClose={onClose} title={t('alerts.save.title')} centered>
      <form noValidate onSubmit={form.submit}>
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {query.trim()
              ? t('alerts.save.summary', { query: query.trim() })
              : t('alerts.save.summaryNoQuery')}
            {filterCount > 0 && ` · ${t('alerts.save.filters', { count: filterCount })}`}
          </Text>
          <TextInput
            label={t('alerts.save.name')}
            placeholder={t('alerts.save.namePlaceholder')}
            value={form.name}
            onChange={(event) => form.rename(event.currentTarget.value)}
            error={form.isNameMissing ? t('alerts.save.nameRequired') : undefined}
            maxLength={SAVED_SEARCH_NAME_MAX}
            required
            data-autofocus
          />
          <FrequencySelect value={form.frequency} onChange={form.setFrequency} />
          <Checkbox
            label={t('alerts.email')}
            checked={form.byEmail}
            onChange={(event) => form.setByEmail(event.currentTarget.checked)}
          />
          {form.create.error && (
            <Alert color="red" role="alert">
              {form.create.error.message}
            </Alert>
          )}
          <Group justify="space-between">
            <Anchor component={Link} to={paths.alerts} fz="sm">
              {t('alerts.save.manage')}
            </Anchor>
            <Group>
              <Button variant="default" onClick={onClose}>
                {t('alerts.save.cancel')}
              </Button>
              <Button type="submit" loading={form.create.isPending}>
                {t('alerts.save.submit')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
