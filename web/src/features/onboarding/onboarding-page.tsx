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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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

/** Onboarding: three steps, Next enabled only when the step is valid, Complete Setup → /dashboard. */
export const OnboardingPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, updateUser } = useAuth();
  const [step, setStep] = useState(0);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const { form, saved } = useCompanyProfileForm();
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
      if (user) updateUser({ ...user, onboarding_complete: state.onboarding_complete });
      void navigate(paths.dashboard, { replace: true });
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
