import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { FILTER_PROFILE_DESCRIPTION_MAX, FILTER_PROFILE_NAME_MAX } from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProfileNameModalProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  initialDescription?: string;
  isSubmitting: boolean;
  /** The server's reason when the last save failed. */
  error?: string | null;
  onSubmit: (values: { name: string; description: string }) => void;
  onClose: () => void;
}

/** Name (required, trimmed) and description of a filter profile, for saving and renaming. */
export const ProfileNameModal = ({
  title,
  submitLabel,
  initialName = '',
  initialDescription = '',
  isSubmitting,
  error,
  onSubmit,
  onClose,
}: ProfileNameModalProps) => {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState(initialDescription);
  const [isNameMissing, setNameMissing] = useState(false);
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') {
            setNameMissing(true);
            return;
          }
          onSubmit({ name: name.trim(), description: description.trim() });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('filterProfiles.form.name')}
            placeholder={t('filterProfiles.form.namePlaceholder')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameMissing(false);
            }}
            error={isNameMissing ? t('filterProfiles.form.nameRequired') : undefined}
            maxLength={FILTER_PROFILE_NAME_MAX}
            required
            data-autofocus
          />
          <Textarea
            label={t('filterProfiles.form.description')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            maxLength={FILTER_PROFILE_DESCRIPTION_MAX}
            rows={2}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('filterProfiles.form.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
