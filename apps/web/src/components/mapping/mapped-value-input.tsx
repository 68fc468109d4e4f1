import { Select, Stack, TextInput } from '@mantine/core';
import type { MappedValue } from '@quire/domain';
import { useTranslation } from 'react-i18next';

const TEXT = '__text';
const COLUMN = 'column:';

/**
 * One §3 mapped value: a column of the client list, a fixed text, or nothing (the template's own
 * value stays: cleared, the placeholder says what that is). A column the list no longer has
 * stays chosen, marked, so it can be seen and changed.
 */
export const MappedValueInput = ({
  label,
  value,
  columns,
  onChange,
  error,
  placeholder,
}: {
  label: string;
  value: MappedValue | undefined;
  columns: readonly string[];
  onChange: (value: MappedValue | undefined) => void;
  error?: string | undefined;
  placeholder?: string;
}) => {
  const { t } = useTranslation();
  const fixedText = value && 'text' in value ? value.text : null;
  const missing =
    value && 'column' in value && !columns.includes(value.column) ? value.column : null;
  const data = [
    {
      group: t('components.mapping.columns'),
      items: [
        ...columns.map((c) => ({ value: `${COLUMN}${c}`, label: c })),
        ...(missing
          ? [
              {
                value: `${COLUMN}${missing}`,
                label: t('components.mapping.notInList', { column: missing }),
              },
            ]
          : []),
      ],
    },
    {
      group: t('components.mapping.other'),
      items: [{ value: TEXT, label: t('components.mapping.fixedText') }],
    },
  ];
  const selected = !value ? null : 'column' in value ? `${COLUMN}${value.column}` : TEXT;
  // With no list chosen yet every column is "missing": only a list's own columns can judge one.
  const missingError =
    missing && columns.length > 0 ? t('components.mapping.missingColumn') : undefined;
  return (
    <Stack gap={4}>
      <Select
        label={label}
        data={data}
        value={selected}
        placeholder={placeholder ?? t('components.mapping.notMapped')}
        clearable
        searchable
        error={value && 'text' in value ? undefined : (error ?? missingError)}
        comboboxProps={{ withinPortal: true }}
        onChange={(next) => {
          if (!next) onChange(undefined);
          else if (next === TEXT) onChange({ text: value && 'text' in value ? value.text : '' });
          else onChange({ column: next.slice(COLUMN.length) });
        }}
      />
      {fixedText !== null && (
        <TextInput
          aria-label={t('components.mapping.fixedTextOf', { label })}
          placeholder={t('components.mapping.sameForEveryRow')}
          value={fixedText}
          error={error}
          onChange={(event) => onChange({ text: event.currentTarget.value })}
        />
      )}
    </Stack>
  );
};
