import { Select, Stack, TextInput } from '@mantine/core';
import type { MappedValue } from '@quire/domain';

const TEXT = '__text';
const columnValue = (name: string) => `column:${name}`;

/**
 * One mapped value: a column of the data source, a fixed text, or nothing (the template's own
 * value stays). A column the source no longer has stays chosen, marked, so it can be seen and changed.
 */
export const MappedValueInput = ({
  label,
  value,
  columns,
  onChange,
  error,
  placeholder = 'Not mapped',
  disabled = false,
}: {
  label: string;
  value: MappedValue | undefined;
  columns: readonly string[];
  onChange: (value: MappedValue | undefined) => void;
  error?: string | undefined;
  placeholder?: string;
  disabled?: boolean;
}) => {
  const missing =
    value && 'column' in value && !columns.includes(value.column) ? value.column : null;
  const data = [
    {
      group: 'Columns',
      items: [
        ...columns.map((c) => ({ value: columnValue(c), label: c })),
        ...(missing
          ? [{ value: columnValue(missing), label: `${missing} (not in this source)` }]
          : []),
      ],
    },
    { group: 'Other', items: [{ value: TEXT, label: 'Fixed text…' }] },
  ];
  const selected = !value ? null : 'column' in value ? columnValue(value.column) : TEXT;
  return (
    <Stack gap={4}>
      <Select
        label={label}
        data={data}
        value={selected}
        placeholder={placeholder}
        clearable
        searchable
        disabled={disabled}
        error={value && 'text' in value ? undefined : error}
        comboboxProps={{ withinPortal: true }}
        onChange={(next) => {
          if (!next) onChange(undefined);
          else if (next === TEXT) onChange({ text: value && 'text' in value ? value.text : '' });
          else onChange({ column: next.slice('column:'.length) });
        }}
      />
      {value && 'text' in value && (
        <TextInput
          aria-label={`${label}: fixed text`}
          placeholder="Same for every row"
          value={value.text}
          disabled={disabled}
          error={error}
          onChange={(event) => onChange({ text: event.currentTarget.value })}
        />
      )}
    </Stack>
  );
};
