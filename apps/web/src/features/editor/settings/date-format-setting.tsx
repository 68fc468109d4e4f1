import { Paper, Select, Text } from '@mantine/core';
import {
  DATE_FORMATS,
  dateFormatExample,
  dateFormatOf,
  isDateFormat,
  type DateFormat,
} from '@quire/domain';
import { useTranslation } from 'react-i18next';

const OPTIONS = DATE_FORMATS.map((format) => ({
  value: format,
  label: `${dateFormatExample(format)} (${format})`,
}));

/**
 * The pack's date format: how date fields, typed or 'date signed', read to the signer, in the
 * document view and in the signed PDF.
 */
export const DateFormatSetting = ({
  value,
  disabled,
  onChange,
}: {
  value: DateFormat | undefined;
  disabled: boolean;
  onChange: (format: DateFormat) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Select
        label={t('editor.settings.dateFormat')}
        description={t('editor.settings.dateFormatHint')}
        data={OPTIONS}
        value={dateFormatOf(value)}
        allowDeselect={false}
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
        onChange={(next) => {
          if (isDateFormat(next)) onChange(next);
        }}
      />
      <Text size="xs" c="dimmed" mt={6}>
        {t('editor.settings.dateFormatHelp')}
      </Text>
    </Paper>
  );
};
