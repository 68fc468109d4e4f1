import { Paper, Select, Text } from '@mantine/core';
import {
  DATE_FORMATS,
  dateFormatExample,
  dateFormatOf,
  isDateFormat,
  type DateFormat,
} from '@quire/domain';

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
}) => (
  <Paper withBorder radius="md" p="sm">
    <Select
      label="Date format"
      description="How dates read to signers, on screen and in the signed PDF."
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
      Signers type dates in this format or pick them from a calendar; the date a signer signs is
      written the same way.
    </Text>
  </Paper>
);
