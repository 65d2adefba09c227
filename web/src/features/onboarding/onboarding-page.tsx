import {
  Alert,
  Button,
  Center,
  Checkbox,
  Container,
  Group,
  Loader,
  MultiSelect,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ONBOARDING_CERTIFICATIONS,
  ONBOARDING_CLEARANCE_LEVELS,
  ONBOARDING_COMPANY_SIZES,
  ONBOARDING_CONTRACT_TYPES,
  ONBOARDING_CONTRACT_VALUES,
  ONBOARDING_EXPERIENCE_LEVELS,
  ONBOARDING_INDUSTRIES,
  ONBOARDING_REGIONS,
  ONBOARDING_SERVICES,
  ONBOARDING_SET_ASIDES,
  ONBOARDING_STEPS,
  onboardingStep1Schema,
  onboardingStep2Schema,
  onboardingStep3Schema,
  type CompanyProfileInput,
} from '@tenderscout/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useAuth } from '../auth/auth-context';
import { onboardingApi } from './api';
import { CommodityPicker } from './commodity-picker';

interface Values {
  companyName: string;
  companySize: string;
  industry: string;
  primaryServices: string[];
  targetRegions: string[];
  certifications: string[];
  averageContractValue: string;
  preferredContractTypes: string[];
  experienceLevel: string;
  description: string;
  commodityCodes: string[];
  clearanceLevel: string | null;
  setAsideEligibility: string[];
}

const emptyValues: Values = {
  companyName: '',
  companySize: '',
  industry: '',
  primaryServices: [],
  targetRegions: [],
  certifications: [],
  averageContractValue: '',
  preferredContractTypes: [],
  experienceLevel: '',
  description: '',
  commodityCodes: [],
  clearanceLevel: null,
  setAsideEligibility: [],
};

/** Set-aside programs are asked once, under set-aside eligibility, not again among the certifications. */
const CERTIFICATION_OPTIONS = ONBOARDING_CERTIFICATIONS.filter(
  (certification) => !(ONBOARDING_SET_ASIDES as readonly string[]).includes(certification),
);

/** A saved profile with a set-aside among its certifications (saved before) shows it under set-asides. */
const withSetAsidesMoved = (values: Values): Values => {
  const moved = values.certifications.filter((item) =>
    (ONBOARDING_SET_ASIDES as readonly string[]).includes(item),
  );
  if (moved.length === 0) return values;
  return {
    ...values,
    certifications: values.certifications.filter((item) => !moved.includes(item)),
    setAsideEligibility: [...new Set([...values.setAsideEligibility, ...moved])],
  };
};

const stepSchemas = [onboardingStep1Schema, onboardingStep2Schema, onboardingStep3Schema];

/** SPEC.md §2 Onboarding: three steps, Next enabled only when the step is valid, Complete Setup → /dashboard. */
export const OnboardingPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, updateUser } = useAuth();
  const [step, setStep] = useState(0);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({ initialValues: emptyValues });
  const existing = useQuery({ queryKey: ['onboarding'], queryFn: onboardingApi.get });

  const { setValues } = form;
  const stored = existing.data?.company_profile;
  useEffect(() => {
    // Editing again starts from the saved answers.
    if (stored) setValues(withSetAsidesMoved({ ...emptyValues, ...stored }));
  }, [stored, setValues]);

  const isStepValid = (index: number): boolean => stepSchemas[index]?.safeParse(form.values).success ?? false;

  const complete = async () => {
    setFailed(false);
    setSaving(true);
    try {
      const state = await onboardingApi.save({
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

  if (existing.isPending) {
    return (
      <Center h="60vh" role="status">
        <Stack align="center">
          <Loader aria-hidden />
          <Text c="dimmed">{t('onboarding.loading')}</Text>
        </Stack>
      </Center>
    );
  }

  const checkboxes = (
    field:
      | 'primaryServices'
      | 'targetRegions'
      | 'certifications'
      | 'preferredContractTypes'
      | 'setAsideEligibility',
    options: readonly string[],
    label: string,
    hint: string,
    /** Where the option labels are translated (values stay as stored). */
    labels?: string,
  ) => (
    <Checkbox.Group
      label={label}
      description={hint}
      withAsterisk={field !== 'certifications' && field !== 'setAsideEligibility'}
      {...form.getInputProps(field)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
        {options.map((option) => (
          <Checkbox
            key={option}
            value={option}
            label={labels ? t(`onboarding.${labels}.${option}`, { defaultValue: option }) : option}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );

  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('onboarding.title')}</Title>
      <Text c="dimmed" mb="lg">
        {t('onboarding.subtitle')}
      </Text>
      <Paper withBorder p="lg" radius="md">
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
        <Text fz="sm" c="dimmed" mb="sm" aria-live="polite">
          {t('onboarding.stepOf', { step: step + 1, total: ONBOARDING_STEPS })}
        </Text>

        {step === 0 && (
          <Stack>
            <TextInput
              label={t('onboarding.companyName')}
              withAsterisk
              autoComplete="organization"
              {...form.getInputProps('companyName')}
            />
            <Radio.Group
              label={t('onboarding.companySize')}
              withAsterisk
              {...form.getInputProps('companySize')}
            >
              <Group mt="xs">
                {ONBOARDING_COMPANY_SIZES.map((size) => (
                  <Radio key={size} value={size} label={t(`onboarding.sizes.${size}`)} />
                ))}
              </Group>
            </Radio.Group>
            <Select
              label={t('onboarding.industry')}
              placeholder={t('onboarding.industryPlaceholder')}
              withAsterisk
              data={[...ONBOARDING_INDUSTRIES]}
              {...form.getInputProps('industry')}
            />
          </Stack>
        )}

        {step === 1 && (
          <Stack gap="lg">
            {checkboxes(
              'primaryServices',
              ONBOARDING_SERVICES,
              t('onboarding.primaryServices'),
              t('onboarding.primaryServicesHint'),
              'serviceOptions',
            )}
            <MultiSelect
              label={t('onboarding.targetRegions')}
              description={t('onboarding.targetRegionsHint')}
              withAsterisk
              searchable
              data={[...ONBOARDING_REGIONS]}
              {...form.getInputProps('targetRegions')}
            />
            {checkboxes(
              'certifications',
              CERTIFICATION_OPTIONS,
              t('onboarding.certifications'),
              t('onboarding.certificationsHint'),
              'certificationOptions',
            )}
            <Textarea
              label={t('onboarding.description')}
              description={t('onboarding.descriptionHint')}
              maxLength={1000}
              rows={4}
              {...form.getInputProps('description')}
            />
            <CommodityPicker
              value={form.values.commodityCodes}
              onChange={(codes) => form.setFieldValue('commodityCodes', codes)}
              error={form.errors.commodityCodes as string | undefined}
            />
            <Select
              label={t('onboarding.clearanceLevel')}
              description={t('onboarding.clearanceLevelHint')}
              clearable
              data={ONBOARDING_CLEARANCE_LEVELS.map((level) => ({
                value: level,
                label: t(`onboarding.clearanceLevels.${level}`),
              }))}
              {...form.getInputProps('clearanceLevel')}
            />
            {checkboxes(
              'setAsideEligibility',
              ONBOARDING_SET_ASIDES,
              t('onboarding.setAsideEligibility'),
              t('onboarding.setAsideEligibilityHint'),
              'setAsideOptions',
            )}
          </Stack>
        )}

        {step === 2 && (
          <Stack gap="lg">
            <Radio.Group
              label={t('onboarding.averageContractValue')}
              withAsterisk
              {...form.getInputProps('averageContractValue')}
            >
              <Group mt="xs">
                {ONBOARDING_CONTRACT_VALUES.map((value) => (
                  <Radio key={value} value={value} label={t(`onboarding.contractValues.${value}`)} />
                ))}
              </Group>
            </Radio.Group>
            {checkboxes(
              'preferredContractTypes',
              ONBOARDING_CONTRACT_TYPES,
              t('onboarding.preferredContractTypes'),
              t('onboarding.preferredContractTypesHint'),
            )}
            <Radio.Group
              label={t('onboarding.experienceLevel')}
              withAsterisk
              {...form.getInputProps('experienceLevel')}
            >
              <Stack mt="xs" gap="xs">
                {ONBOARDING_EXPERIENCE_LEVELS.map((level) => (
                  <Radio key={level} value={level} label={t(`onboarding.experience.${level}`)} />
                ))}
              </Stack>
            </Radio.Group>
          </Stack>
        )}

        {failed && (
          <Alert color="red" mt="lg" role="alert">
            {t('onboarding.failed')}
          </Alert>
        )}

        <Group justify="space-between" mt="xl">
          {step > 0 ? (
            <Button variant="default" onClick={() => setStep((current) => current - 1)} disabled={saving}>
              {t('onboarding.back')}
            </Button>
          ) : (
            <span />
          )}
          {step < ONBOARDING_STEPS - 1 ? (
            <Button onClick={() => setStep((current) => current + 1)} disabled={!isStepValid(step)}>
              {t('onboarding.next')}
            </Button>
          ) : (
            <Button onClick={() => void complete()} disabled={!isStepValid(step)} loading={saving}>
              {t('onboarding.complete')}
            </Button>
          )}
        </Group>
      </Paper>
    </Container>
  );
};
