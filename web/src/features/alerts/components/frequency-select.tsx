import { NativeSelect } from '@mantine/core';
import type { AlertFrequency } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';

const FREQUENCIES: AlertFrequency[] = ['instant', 'daily', 'weekly', 'off'];

export interface FrequencySelectProps {
  value: AlertFrequency;
  onChange: (frequency: AlertFrequency) => void;
  /** Accessible name when the visible label is elsewhere. */
  ariaLabel?: string;
  withLabel?: boolean;
  disabled?: boolean;
}

/** Off, as soon as found, daily or weekly digest. */
export const FrequencySelect = ({
  value,
  onChange,
  ariaLabel,
  withLabel = true,
  disabled,
}: FrequencySelectProps) => {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={withLabel ? t('alerts.frequency.label') : undefined}
      aria-label={ariaLabel}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value as AlertFrequency)}
      data={FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`alerts.frequency.${frequency}`) }))}
    />
  );
};
