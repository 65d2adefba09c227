import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import {
  ONBOARDING_STEPS,
  onboardingStep1Schema,
  onboardingStep2Schema,
  onboardingStep3Schema,
  type CompanyProfileInput,
} from '@tenderscout/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { useSaveCompanyProfile } from './api';
import {
  CapabilitiesFields,
  CompanyFields,
  ContractsFields,
  useCompanyProfileForm,
} from './company-profile-fields';

const stepSchemas = [onboardingStep1Schema, onboardingStep2Schema, onboardingStep3Schema];

/** The answers typed so far, kept in this tab so a reload loses neither the step nor what was typed. */
const DRAFT_KEY = 'onboardingDraft';

const readDraft = (): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

type ProfileForm = ReturnType<typeof useCompanyProfileForm>;

/**
 * The step lives in the URL (`?step=2`) and the answers in sessionStorage, so a reload comes back to the same
 * step with the same answers; a step is reachable only when the ones before it are valid. A new profile starts
 * with the company name given at sign-up.
 */
const useOnboardingProgress = ({ form, saved }: ProfileForm) => {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const isRestored = useRef(false);
  const { setValues, setFieldValue } = form;
  useEffect(() => {
    if (saved.isPending || isRestored.current) return;
    isRestored.current = true;
    const draft = readDraft();
    if (draft) setValues(draft);
    else if (!saved.data?.company_profile && user?.company) setFieldValue('companyName', user.company);
  }, [saved.isPending, saved.data, user?.company, setValues, setFieldValue]);
  useEffect(() => {
    if (isRestored.current) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(form.values));
  }, [form.values]);

  const asked = Math.min(Math.max(Number(searchParams.get('step') ?? 1) - 1, 0), ONBOARDING_STEPS - 1);
  const firstInvalid = stepSchemas.findIndex((schema) => !schema.safeParse(form.values).success);
  const step = Number.isInteger(asked) ? Math.min(asked, firstInvalid === -1 ? asked : firstInvalid) : 0;
  const setStep = (next: number) =>
    setSearchParams(next === 0 ? {} : { step: String(next + 1) }, { replace: true });
  const forgetDraft = () => sessionStorage.removeItem(DRAFT_KEY);
  return { step, setStep, forgetDraft };
};

const OnboardingStepper = ({ step }: { step: number }) => {
  const { t } = useTranslation();
  return (
    <Stepper active={step} allowNextStepsSelect={false} mb="xl" size="sm">
      <Stepper.Step
        label={t('onboarding.steps.company')}
        description={t('onboarding.steps.companyDescription')}
      />
      <Stepper.Step
        label={t('onboarding.steps.capabilities')}
        description={t('onboarding.steps.capabilitiesDescription')}
      />
      <Stepper.Step
        label={t('onboarding.steps.contracts')}
        description={t('onboarding.steps.contractsDescription')}
      />
    </Stepper>
  );
};

interface StepButtonsProps {
  step: number;
  onStep: (step: number) => void;
  /** The step's fields are valid: Next (or Complete Setup on the last step) is enabled. */
  canContinue: boolean;
  saving: boolean;
  onComplete: () => void;
}

/** Back (from the second step on), then Next, or Complete Setup on the last step. */
const StepButtons = ({ step, onStep, canContinue, saving, onComplete }: StepButtonsProps) => {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="xl">
      {step > 0 ? (
        <Button variant="default" onClick={() => onStep(step - 1)} disabled={saving}>
          {t('onboarding.back')}
        </Button>
      ) : (
        <span />
      )}
      {step < ONBOARDING_STEPS - 1 ? (
        <Button onClick={() => onStep(step + 1)} disabled={!canContinue}>
          {t('onboarding.next')}
        </Button>
      ) : (
        <Button onClick={onComplete} disabled={!canContinue} loading={saving}>
          {t('onboarding.complete')}
        </Button>
      )}
    </Group>
  );
};

/** Onboarding: three steps, Next enabled only when the step is valid, Complete Setup → /home. */
export const OnboardingPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, updateUser } = useAuth();
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const profileForm = useCompanyProfileForm();
  const { form, saved } = profileForm;
  const { step, setStep, forgetDraft } = useOnboardingProgress(profileForm);
  const save = useSaveCompanyProfile();

  const isStepValid = (index: number): boolean => stepSchemas[index]?.safeParse(form.values).success ?? false;

  const complete = async () => {
    setFailed(false);
    setSaving(true);
    try {
      const state = await save.mutateAsync({
        company_profile: form.values as CompanyProfileInput,
        onboarding_complete: true,
      });
      forgetDraft();
      if (user) updateUser({ ...user, onboarding_complete: state.onboarding_complete });
      // Home shows at once what the profile finds: "Recommended for your company".
      void navigate(paths.home, { replace: true });
    } catch (error) {
      console.error('Saving onboarding failed', error);
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  if (saved.isPending) {
    return (
      <Center h="60vh" role="status">
        <Stack align="center">
          <Loader aria-hidden />
          <Text c="dimmed">{t('onboarding.loading')}</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('onboarding.title')}</Title>
      <Text c="dimmed" mb="lg">
        {t('onboarding.subtitle')}
      </Text>
      <Paper withBorder p="lg" radius="md">
        <OnboardingStepper step={step} />
        <Text fz="sm" c="dimmed" mb="sm" aria-live="polite">
          {t('onboarding.stepOf', { step: step + 1, total: ONBOARDING_STEPS })}
        </Text>

        {step === 0 && <CompanyFields form={form} />}
        {step === 1 && <CapabilitiesFields form={form} />}
        {step === 2 && <ContractsFields form={form} />}

        {failed && (
          <Alert color="red" mt="lg" role="alert">
            {t('onboarding.failed')}
          </Alert>
        )}

        <StepButtons
          step={step}
          onStep={setStep}
          canContinue={isStepValid(step)}
          saving={saving}
          onComplete={() => void complete()}
        />
      </Paper>
    </Container>
  );
};
