import {
  Checkbox,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  COMPANY_OTHER_NAMES_MAX,
  ONBOARDING_CERTIFICATIONS,
  ONBOARDING_CLEARANCE_LEVELS,
  ONBOARDING_COMPANY_SIZES,
  ONBOARDING_CONTRACT_TYPES,
  ONBOARDING_CONTRACT_VALUES,
  ONBOARDING_EXPERIENCE_LEVELS,
  ONBOARDING_INDUSTRIES,
  ONBOARDING_LANGUAGES,
  ONBOARDING_REGIONS,
  ONBOARDING_SERVICES,
  ONBOARDING_SET_ASIDES,
  companyProfileInputSchema,
  industryLabel,
  serviceLabel,
  type CompanyProfile,
} from '@tenderscout/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../lib/i18n';
import { onboardingApi, onboardingKeys } from './api';
import { CommodityPicker } from './commodity-picker';

/**
 * The company profile's fields, shared by onboarding (three steps) and Settings → Company (one form): the same
 * questions, option labels and picker, so the two screens cannot drift apart.
 */

export interface CompanyProfileValues {
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
  languages: string[];
  otherNames: string[];
}

export type CompanyProfileForm = UseFormReturnType<CompanyProfileValues>;

export const emptyCompanyProfileValues: CompanyProfileValues = {
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
  languages: [],
  otherNames: [],
};

const SET_ASIDES: readonly string[] = ONBOARDING_SET_ASIDES;

/** Set-aside programs are asked once, under set-aside eligibility, not again among the certifications. */
const CERTIFICATION_OPTIONS = ONBOARDING_CERTIFICATIONS.filter(
  (certification) => !SET_ASIDES.includes(certification),
);

/** A saved profile as form values; a set-aside saved among its certifications (before) shows under set-asides. */
export const toCompanyProfileValues = (stored: CompanyProfile): CompanyProfileValues => {
  const values: CompanyProfileValues = {
    ...emptyCompanyProfileValues,
    ...stored,
    // Not said yet: show English, which matching assumes until the company says otherwise.
    languages: stored.languages?.length ? stored.languages : ['en'],
  };
  const moved = values.certifications.filter((item) => SET_ASIDES.includes(item));
  if (moved.length === 0) return values;
  return {
    ...values,
    certifications: values.certifications.filter((item) => !moved.includes(item)),
    setAsideEligibility: [...new Set([...values.setAsideEligibility, ...moved])],
  };
};

/** The form, filled from the saved profile (GET /api/auth/onboarding) once it has loaded. */
export const useCompanyProfileForm = (
  validate?: (values: CompanyProfileValues) => Record<string, string | null>,
) => {
  const { i18n } = useTranslation();
  const form = useForm<CompanyProfileValues>({
    // A new profile starts with the interface language as the one the company works in.
    initialValues: {
      ...emptyCompanyProfileValues,
      languages: [i18n.language.startsWith('fr') ? 'fr' : 'en'],
    },
    validate,
  });
  const saved = useQuery({ queryKey: onboardingKeys.state, queryFn: onboardingApi.get });
  const stored = saved.data?.company_profile;
  const { setValues, resetDirty } = form;
  useEffect(() => {
    // Editing again starts from the saved answers.
    if (!stored) return;
    const values = toCompanyProfileValues(stored);
    setValues(values);
    resetDirty(values);
  }, [stored, setValues, resetDirty]);
  return { form, saved };
};

/** One translated message per field the profile schema rejects (the schema's own messages are English). */
export const validateCompanyProfile = (
  values: CompanyProfileValues,
  t: TFunction,
): Record<string, string | null> => {
  const result = companyProfileInputSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field])
      errors[field] = t(`onboarding.errors.${field}`, { defaultValue: t('settings.company.invalid') });
  }
  return errors;
};

type ListField =
  | 'primaryServices'
  | 'targetRegions'
  | 'certifications'
  | 'preferredContractTypes'
  | 'setAsideEligibility'
  | 'languages';

/**
 * A group of checkboxes whose values stay as stored and whose labels come from `onboarding.<labels>`, or from
 * `labelOf` for the options whose labels the domain holds (services).
 */
const CheckboxList = ({
  form,
  field,
  options,
  labels,
  labelOf,
  isRequired,
}: {
  form: CompanyProfileForm;
  field: ListField;
  options: readonly string[];
  labels?: string;
  labelOf?: (option: string) => string;
  isRequired: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t(`onboarding.${field}`)}
      description={t(`onboarding.${field}Hint`)}
      withAsterisk={isRequired}
      {...form.getInputProps(field)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
        {options.map((option) => (
          <Checkbox
            key={option}
            value={option}
            label={
              labelOf ? labelOf(option) : t(`onboarding.${labels ?? ''}.${option}`, { defaultValue: option })
            }
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
};

/** Who the company is: name, size, industry. */
export const CompanyFields = ({ form }: { form: CompanyProfileForm }) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  return (
    <Stack>
      <TextInput
        label={t('onboarding.companyName')}
        withAsterisk
        autoComplete="organization"
        {...form.getInputProps('companyName')}
      />
      <TagsInput
        label={t('onboarding.otherNames')}
        description={t('onboarding.otherNamesHint')}
        maxTags={COMPANY_OTHER_NAMES_MAX}
        {...form.getInputProps('otherNames')}
      />
      <Radio.Group label={t('onboarding.companySize')} withAsterisk {...form.getInputProps('companySize')}>
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
        data={ONBOARDING_INDUSTRIES.map((industry) => ({
          value: industry,
          label: industryLabel(industry, apiLanguage),
        }))}
        {...form.getInputProps('industry')}
      />
    </Stack>
  );
};

/** What the company does and where: services, regions, certifications, description, codes, clearance. */
export const CapabilitiesFields = ({ form }: { form: CompanyProfileForm }) => {
  const { t } = useTranslation();
  const { apiLanguage } = useUiLanguage();
  return (
    <Stack gap="lg">
      <CheckboxList
        form={form}
        field="primaryServices"
        options={ONBOARDING_SERVICES}
        labelOf={(service) => serviceLabel(service, apiLanguage)}
        isRequired={false}
      />
      <MultiSelect
        label={t('onboarding.targetRegions')}
        description={t('onboarding.targetRegionsHint')}
        withAsterisk
        searchable
        data={ONBOARDING_REGIONS.map((region) => ({
          value: region,
          label: t(`onboarding.regionOptions.${region}`, { defaultValue: region }),
        }))}
        {...form.getInputProps('targetRegions')}
      />
      <CheckboxList
        form={form}
        field="certifications"
        options={CERTIFICATION_OPTIONS}
        labels="certificationOptions"
        isRequired={false}
      />
      <CheckboxList
        form={form}
        field="languages"
        options={ONBOARDING_LANGUAGES}
        labels="languageOptions"
        isRequired={false}
      />
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
      <CheckboxList
        form={form}
        field="setAsideEligibility"
        options={ONBOARDING_SET_ASIDES}
        labels="setAsideOptions"
        isRequired={false}
      />
    </Stack>
  );
};

/** What the company bids on: contract value, contract types, experience. */
export const ContractsFields = ({ form }: { form: CompanyProfileForm }) => {
  const { t } = useTranslation();
  return (
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
      <CheckboxList
        form={form}
        field="preferredContractTypes"
        options={ONBOARDING_CONTRACT_TYPES}
        labels="contractTypeOptions"
        isRequired
      />
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
  );
};
