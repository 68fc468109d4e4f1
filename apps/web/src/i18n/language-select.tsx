import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LOCALE_NATIVE_NAMES, SUPPORTED_LOCALES, isLocale, type Locale } from '@quire/domain';
import { useTranslation } from 'react-i18next';

const OPTIONS = SUPPORTED_LOCALES.map((value) => ({ value, label: LOCALE_NATIVE_NAMES[value] }));

/** The language picker: each language named in itself, so anyone finds theirs. */
export const LanguageSelect = ({
  value,
  onChange,
  compact = false,
  label,
}: {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** A small picker without a visible label (headers); the label is still read out. */
  compact?: boolean;
  label?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Select
      data={OPTIONS}
      value={value}
      onChange={(next) => isLocale(next) && onChange(next)}
      allowDeselect={false}
      label={compact ? undefined : (label ?? t('common.language'))}
      aria-label={label ?? t('common.language')}
      size={compact ? 'xs' : 'sm'}
      w={compact ? 130 : undefined}
      leftSection={<IconLanguage size={14} aria-hidden />}
      comboboxProps={{ withinPortal: true }}
    />
  );
};
