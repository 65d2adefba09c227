import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  TagsInput,
  Text,
} from '@mantine/core';
import {
  AI_CLEARANCE_LEVELS,
  AI_COMPANY_SIZES,
  AI_LANGUAGES,
  AI_RISK_TOLERANCES,
  AI_EXPERIENCE_MAX_YEARS,
  AI_PROFILE_TEMPLATES,
  aiUserProfileSchema,
  type AiUserProfile,
} from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveAiProfile } from '../api/ai-profile';

interface AiProfileFormProps {
  initial: AiUserProfile | null;
  onSaved: () => void;
  onCancel?: () => void;
}

const options = AI_PROFILE_TEMPLATES.user_profile_options;

/** The AI profile form (SPEC.md §5: an industry is required; experience 0–50 years). */
export const AiProfileForm = ({ initial, onSaved, onCancel }: AiProfileFormProps) => {
  const { t } = useTranslation();
  const save = useSaveAiProfile();
  const [industry, setIndustry] = useState<string | null>(initial?.industry ?? null);
  const [companySize, setCompanySize] = useState<string>(initial?.company_size ?? 'sme');
  const [specializations, setSpecializations] = useState<string[]>(initial?.specializations ?? []);
  const [certifications, setCertifications] = useState<string[]>(initial?.certifications ?? []);
  const [regions, setRegions] = useState<string[]>(initial?.regions ?? []);
  const [experience, setExperience] = useState<number | string>(initial?.experience_years ?? 0);
  const [risk, setRisk] = useState<string>(initial?.risk_tolerance ?? 'medium');
  const [languages, setLanguages] = useState<string[]>(initial?.languages ?? ['en']);
  const [canadian, setCanadian] = useState<boolean>(initial?.canadian_business ?? true);
  const [clearance, setClearance] = useState<string | null>(initial?.security_clearance ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = aiUserProfileSchema.safeParse({
      ...(industry ? { industry } : {}),
      company_size: companySize,
      specializations,
      certifications,
      regions,
      experience_years: typeof experience === 'number' ? experience : Number.NaN,
      risk_tolerance: risk,
      canadian_business: canadian,
      languages,
      security_clearance: clearance,
      average_contract_value: initial?.average_contract_value ?? null,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        if (field === 'industry') next.industry = t('ai.profile.industryRequired');
        else if (field === 'experience_years') next.experience = t('ai.profile.experienceRange');
        else next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('ai.profile.formLabel')}>
      <Stack gap="sm">
        <Select
          label={t('ai.profile.industry')}
          placeholder={t('ai.profile.industryPlaceholder')}
          data={options.industries}
          value={industry}
          onChange={setIndustry}
          error={errors.industry}
          required
          withAsterisk
        />
        <Select
          label={t('ai.profile.companySize')}
          data={AI_COMPANY_SIZES.map((size) => ({
            value: size.value,
            label: t(`ai.profile.sizes.${size.value}`),
          }))}
          value={companySize}
          onChange={(value) => setCompanySize(value ?? 'sme')}
          allowDeselect={false}
        />
        <TagsInput
          label={t('ai.profile.specializations')}
          description={t('ai.profile.specializationsHelp')}
          data={options.specializations}
          value={specializations}
          onChange={setSpecializations}
          clearable
        />
        <MultiSelect
          label={t('ai.profile.regions')}
          data={options.regions}
          value={regions}
          onChange={setRegions}
          searchable
          clearable
        />
        <MultiSelect
          label={t('ai.profile.certifications')}
          data={options.certifications}
          value={certifications}
          onChange={setCertifications}
          clearable
        />
        <Select
          label={t('ai.profile.clearance')}
          data={AI_CLEARANCE_LEVELS.map((value) => ({
            value,
            label: value === 'none' ? t('ai.profile.clearances.none') : value,
          }))}
          value={clearance}
          onChange={setClearance}
          clearable
        />
        <NumberInput
          label={t('ai.profile.experience')}
          min={0}
          max={AI_EXPERIENCE_MAX_YEARS}
          allowDecimal={false}
          value={experience}
          onChange={setExperience}
          error={errors.experience}
        />
        <Select
          label={t('ai.profile.risk')}
          data={AI_RISK_TOLERANCES.map((value) => ({ value, label: t(`ai.profile.risks.${value}`) }))}
          value={risk}
          onChange={(value) => setRisk(value ?? 'medium')}
          allowDeselect={false}
        />
        <MultiSelect
          label={t('ai.profile.languages')}
          data={AI_LANGUAGES.map((value) => ({ value, label: t(`ai.profile.languageNames.${value}`) }))}
          value={languages}
          onChange={setLanguages}
        />
        <Checkbox
          label={t('ai.profile.canadian')}
          checked={canadian}
          onChange={(event) => setCanadian(event.currentTarget.checked)}
        />
        {save.isError && (
          <Text c="red" fz="sm" role="alert">
            {save.error.message}
          </Text>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('ai.profile.cancel')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {t('ai.profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
