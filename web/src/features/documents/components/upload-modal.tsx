import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import {
  checkUpload,
  DOCUMENT_KIND_LABELS,
  formatMegabytes,
  UPLOAD_LIMIT_MB,
  type UploadCheck,
} from '@tenderscout/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadDocument } from '../api/upload-document';

export interface UploadModalProps {
  opened: boolean;
  tenderId: string;
  defaultPlatformName: string;
  onClose: () => void;
  /** After a successful upload (the tender is reloaded by the caller). */
  onUploaded: () => void;
}

/** Why a chosen file cannot be uploaded: not a supported type, or over the size limit of its type. */
const refusalOf = (t: TFunction, chosen: File, check: Extract<UploadCheck, { ok: false }>): string => {
  if (check.reason === 'unsupported_type') return t('documents.modal.unsupported');
  const kind = checkUpload({ name: chosen.name, size: 0 });
  return kind.ok
    ? t('documents.modal.tooLarge', {
        size: formatMegabytes(chosen.size),
        limit: UPLOAD_LIMIT_MB[kind.kind],
        label: t(`documents.modal.kindLabel.${kind.kind}`, DOCUMENT_KIND_LABELS[kind.kind]),
      })
    : check.message;
};

/** The chosen file (checked at once), the platform name, and the upload with its progress and outcome. */
const useUploadForm = ({
  tenderId,
  defaultPlatformName,
  onClose,
  onUploaded,
}: Omit<UploadModalProps, 'opened'>) => {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [platformName, setPlatformName] = useState(defaultPlatformName);
  const [progress, setProgress] = useState(0);

  const reset = () => {
    setFile(null);
    setError(null);
    setProgress(0);
    upload.reset();
  };
  const close = () => {
    if (upload.isPending) return;
    reset();
    onClose();
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setProgress(0);
    const check = checkUpload({ name: chosen.name, size: chosen.size });
    if (!check.ok) {
      setFile(null);
      setError(refusalOf(t, chosen, check));
      return;
    }
    setError(null);
    setFile(chosen);
  };

  const submit = () => {
    if (!file) return;
    const check = checkUpload({ name: file.name, size: file.size });
    if (!check.ok) return;
    upload.mutate(
      { file, tenderId, platformName: platformName.trim(), onProgress: setProgress },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t(`documents.modal.success.${check.kind}`) });
          reset();
          onUploaded();
          onClose();
        },
        onError: (failure) => setError(t('documents.modal.failed', { message: failure.message })),
      },
    );
  };

  return {
    file,
    error,
    platformName,
    setPlatformName,
    progress,
    isUploading: upload.isPending,
    choose,
    close,
    submit,
  };
};

const FileDrop = ({
  onChoose,
  disabled,
}: {
  onChoose: (file: File | undefined) => void;
  disabled: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Dropzone
      onDrop={(files) => onChoose(files[0])}
      onReject={(rejections) => onChoose(rejections[0]?.file)}
      multiple={false}
      disabled={disabled}
      aria-label={t('documents.modal.drop')}
    >
      <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
        <IconUpload size={36} aria-hidden />
        <div>
          <Text fw={500}>{t('documents.modal.drop')}</Text>
          <Text fz="sm" c="dimmed" mt={4}>
            {t('documents.modal.types')}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
};

/** The upload modal: drag-and-drop or pick, the type and size limits with their messages, progress, success. */
export const UploadModal = ({ opened, ...props }: UploadModalProps) => {
  const { t } = useTranslation();
  const form = useUploadForm(props);
  const { file, progress, isUploading } = form;

  return (
    <Modal opened={opened} onClose={form.close} title={t('documents.modal.title')} size="lg" centered>
      <Stack>
        <FileDrop onChoose={form.choose} disabled={isUploading} />
        {file && (
          <Text fz="sm" data-testid="upload-selected">
            {t('documents.modal.selected', { name: file.name, size: formatMegabytes(file.size) })}
          </Text>
        )}
        <TextInput
          label={t('documents.modal.platform')}
          description={t('documents.modal.platformHint')}
          value={form.platformName}
          onChange={(event) => form.setPlatformName(event.currentTarget.value)}
          maxLength={200}
          disabled={isUploading}
        />
        {isUploading && (
          <Stack gap={4}>
            <Progress
              value={progress}
              animated
              aria-label={t('documents.modal.uploading', { percent: progress })}
            />
            <Text fz="xs" c="dimmed">
              {t('documents.modal.uploading', { percent: progress })}
            </Text>
          </Stack>
        )}
        {form.error && (
          <Alert color="red" role="alert">
            {form.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={form.close} disabled={isUploading}>
            {t('documents.modal.cancel')}
          </Button>
          <Button onClick={form.submit} disabled={!file} loading={isUploading}>
            {t('documents.modal.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
