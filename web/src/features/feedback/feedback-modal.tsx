import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  List,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { IconCircleCheck, IconPhoto } from '@tabler/icons-react';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_PRIORITIES,
  FEEDBACK_THANK_YOU_MS,
  FEEDBACK_TITLE_MAX,
  feedbackMessages,
  previewErrors,
  SCREENSHOT_IMAGE_TYPES,
  validateFeedbackText,
  validateScreenshotFile,
  type CapturedError,
  type FeedbackCategory,
  type FeedbackPriority,
  type FeedbackType,
} from '@tenderscout/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { getRecentErrors } from '../../lib/error-logger';
import { feedbackApi } from './api';
import { readBrowserInfo, readFileAsDataUrl } from './browser-info';

type MessageKey = keyof typeof feedbackMessages;
const messageKeyOf = (message: string): MessageKey | undefined =>
  (Object.keys(feedbackMessages) as MessageKey[]).find((key) => feedbackMessages[key] === message);

interface FormState {
  type: FeedbackType;
  title: string;
  description: string;
  category: FeedbackCategory;
  priority: FeedbackPriority;
  email: string;
  screenshot: File | null;
  includeErrors: boolean;
}

const emptyForm = (errors: CapturedError[]): FormState => ({
  type: 'bug',
  title: '',
  description: '',
  category: 'general',
  priority: 'medium',
  email: '',
  screenshot: null,
  includeErrors: errors.length > 0,
});

/**
 * The feedback modal: bug report or feature request; priority, screenshot and the console errors for bugs
 * only. On success a thank-you view closes the modal after 2 s; on failure the message stays and the form can be
 * sent again.
 */
export const FeedbackModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('feedback.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted afresh at each opening: a new form with the errors recorded so far. */}
      {opened && <FeedbackForm onClose={onClose} />}
    </Modal>
  );
};

type UpdateField = <K extends keyof FormState>(key: K, value: FormState[K]) => void;

/** The form's state, its checks and its sending; `isSent` turns on the thank-you view, which closes itself. */
const useFeedbackForm = (onClose: () => void) => {
  const { t } = useTranslation();
  const [errors] = useState<CapturedError[]>(() => getRecentErrors());
  const [form, setForm] = useState<FormState>(() => emptyForm(errors));
  const [problem, setProblem] = useState<string | null>(null);
  const [screenshotError, setScreenshotError] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);

  useEffect(() => {
    if (!isSent) return;
    const timer = window.setTimeout(onClose, FEEDBACK_THANK_YOU_MS);
    return () => window.clearTimeout(timer);
  }, [isSent, onClose]);

  const translate = (message: string) => {
    const key = messageKeyOf(message);
    return key ? t(`feedback.messages.${key}`) : message;
  };

  const submit = useMutation({
    mutationFn: async (state: FormState) => {
      const isBug = state.type === 'bug';
      return feedbackApi.submit({
        type: state.type,
        title: state.title.trim(),
        description: state.description.trim(),
        category: state.category,
        priority: isBug ? state.priority : null,
        email: state.email.trim() || null,
        browserInfo: readBrowserInfo(),
        capturedErrors: isBug && state.includeErrors && errors.length > 0 ? errors : null,
        screenshot: isBug && state.screenshot ? await readFileAsDataUrl(state.screenshot) : null,
        submittedAt: new Date().toISOString(),
      });
    },
    onSuccess: () => setIsSent(true),
    // The server's detail, else the generic message; the form stays filled and enabled.
    onError: (error) =>
      setProblem(error instanceof ApiError && error.message ? error.message : feedbackMessages.submitFailed),
  });

  const update: UpdateField = (key, value) => setForm((current) => ({ ...current, [key]: value }));

  const chooseScreenshot = (file: File | null) => {
    const fileProblem = file ? validateScreenshotFile(file) : null;
    setScreenshotError(fileProblem);
    update('screenshot', fileProblem ? null : file);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const textProblem = validateFeedbackText(form);
    setProblem(textProblem);
    if (textProblem || submit.isPending) return;
    submit.mutate(form);
  };

  return {
    errors,
    form,
    update,
    chooseScreenshot,
    onSubmit,
    translate,
    problem,
    screenshotError,
    isSent,
    isSending: submit.isPending,
  };
};

const ThankYou = () => {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" role="status">
      <ThemeIcon size={56} radius="xl" color="green" variant="light">
        <IconCircleCheck size={36} aria-hidden />
      </ThemeIcon>
      <Text fw={600} fz="lg">
        {t('feedback.thanksTitle')}
      </Text>
      <Text c="dimmed">{t('feedback.thanksBody')}</Text>
    </Stack>
  );
};

interface FieldsProps {
  form: FormState;
  update: UpdateField;
  disabled: boolean;
}

/** Bug or feature, title and description. */
const ReportTextFields = ({ form, update, disabled }: FieldsProps) => {
  const { t } = useTranslation();
  const titleTooLong = form.title.trim().length > FEEDBACK_TITLE_MAX;
  return (
    <>
      <SegmentedControl
        aria-label={t('feedback.type.label')}
        value={form.type}
        onChange={(value) => update('type', value)}
        data={[
          { value: 'bug', label: t('feedback.type.bug') },
          { value: 'feature', label: t('feedback.type.feature') },
        ]}
        disabled={disabled}
      />
      <TextInput
        label={t('feedback.fields.title')}
        placeholder={t('feedback.fields.titlePlaceholder')}
        required
        value={form.title}
        onChange={(event) => update('title', event.currentTarget.value)}
        error={titleTooLong ? t('feedback.messages.titleTooLong') : undefined}
        description={t('feedback.fields.titleCount', {
          count: form.title.trim().length,
          max: FEEDBACK_TITLE_MAX,
        })}
        disabled={disabled}
      />
      <Textarea
        label={t('feedback.fields.description')}
        placeholder={t(
          form.type === 'bug'
            ? 'feedback.fields.descriptionPlaceholderBug'
            : 'feedback.fields.descriptionPlaceholderFeature',
        )}
        required
        rows={5}
        value={form.description}
        onChange={(event) => update('description', event.currentTarget.value)}
        disabled={disabled}
      />
    </>
  );
};

/** Category, and the priority for bugs. */
const CategoryFields = ({ form, update, disabled }: FieldsProps) => {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start">
      <Select
        label={t('feedback.fields.category')}
        value={form.category}
        onChange={(value) => value && update('category', value)}
        data={FEEDBACK_CATEGORIES.map((value) => ({
          value,
          label: t(`feedback.categories.${value}`),
        }))}
        allowDeselect={false}
        disabled={disabled}
      />
      {form.type === 'bug' && (
        <Select
          label={t('feedback.fields.priority')}
          value={form.priority}
          onChange={(value) => value && update('priority', value)}
          data={FEEDBACK_PRIORITIES.map((value) => ({
            value,
            label: t(`feedback.priorities.${value}`),
          }))}
          allowDeselect={false}
          disabled={disabled}
        />
      )}
    </Group>
  );
};

/** The recorded console errors a bug report may include, the first few previewed. */
const CapturedErrorsChoice = ({
  errors,
  form,
  update,
  disabled,
}: FieldsProps & { errors: CapturedError[] }) => {
  const { t } = useTranslation();
  if (errors.length === 0)
    return (
      <Text fz="xs" c="dimmed">
        {t('feedback.fields.noErrors')}
      </Text>
    );
  const preview = previewErrors(errors);
  return (
    <Stack gap={4}>
      <Checkbox
        label={t('feedback.fields.includeErrors', { count: errors.length })}
        checked={form.includeErrors}
        onChange={(event) => update('includeErrors', event.currentTarget.checked)}
        disabled={disabled}
      />
      {form.includeErrors && (
        <List
          size="xs"
          c="dimmed"
          spacing={2}
          aria-label={t('feedback.fields.includeErrors', { count: errors.length })}
        >
          {preview.shown.map((error, index) => (
            <List.Item key={`${error.timestamp}-${index}`}>
              <Text fz="xs" ff="monospace" lineClamp={2}>
                {error.message}
              </Text>
            </List.Item>
          ))}
          {preview.more > 0 && (
            <List.Item>
              <Text fz="xs">{t('feedback.fields.moreErrors', { count: preview.more })}</Text>
            </List.Item>
          )}
        </List>
      )}
    </Stack>
  );
};

const FeedbackForm = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const feedback = useFeedbackForm(onClose);
  const { form, update, isSending } = feedback;
  const isBug = form.type === 'bug';

  if (feedback.isSent) return <ThankYou />;
  return (
    <form onSubmit={feedback.onSubmit} noValidate>
      <Stack gap="sm">
        <ReportTextFields form={form} update={update} disabled={isSending} />
        <CategoryFields form={form} update={update} disabled={isSending} />
        <TextInput
          type="email"
          label={t('feedback.fields.email')}
          placeholder={t('feedback.fields.emailPlaceholder')}
          description={t('feedback.fields.emailHint')}
          value={form.email}
          onChange={(event) => update('email', event.currentTarget.value)}
          disabled={isSending}
        />
        {isBug && (
          <FileInput
            label={t('feedback.fields.screenshot')}
            placeholder={t('feedback.fields.screenshotPlaceholder')}
            leftSection={<IconPhoto size={16} aria-hidden />}
            accept={SCREENSHOT_IMAGE_TYPES.join(',')}
            clearable
            value={form.screenshot}
            onChange={feedback.chooseScreenshot}
            error={feedback.screenshotError ? feedback.translate(feedback.screenshotError) : undefined}
            disabled={isSending}
          />
        )}
        {isBug && (
          <CapturedErrorsChoice errors={feedback.errors} form={form} update={update} disabled={isSending} />
        )}
        <Text fz="xs" c="dimmed">
          {t('feedback.browserInfo')}
        </Text>
        {feedback.problem && (
          <Alert color="red" role="alert">
            {feedback.translate(feedback.problem)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isSending}>
            {t('feedback.cancel')}
          </Button>
          <Button type="submit" loading={isSending}>
            {t('feedback.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
