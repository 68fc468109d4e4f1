import { Group, Select, TextInput } from '@mantine/core';
import type { MappedValue } from '@quire/domain';

const FROM_TEMPLATE = 'template:';
const FIXED_TEXT = 'text:';
const COLUMN = 'column:';

type Props = {
  label: string;
  columns: string[];
  value: MappedValue | undefined;
  onChange: (value: MappedValue | undefined) => void;
};

/** §3 mapped value: a column of the client list, a fixed text, or nothing (the template's own). */
export const MappedValueInput = ({ label, columns, value, onChange }: Props) => {
  const choice = !value ? FROM_TEMPLATE : 'text' in value ? FIXED_TEXT : `${COLUMN}${value.column}`;
  const missingColumn = value && 'column' in value && !columns.includes(value.column);
  const options = [
    { value: FROM_TEMPLATE, label: 'As in the template' },
    ...columns.map((c) => ({ value: `${COLUMN}${c}`, label: `Column: ${c}` })),
    ...(missingColumn
      ? [{ value: choice, label: `Column: ${value.column} (not in this list)` }]
      : []),
    { value: FIXED_TEXT, label: 'Fixed text' },
  ];
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <Select
        label={label}
        data={options}
        value={choice}
        allowDeselect={false}
        error={missingColumn ? 'This column is not in the chosen client list.' : undefined}
        onChange={(next) => {
          if (next === null || next === FROM_TEMPLATE) onChange(undefined);
          else if (next === FIXED_TEXT) onChange({ text: '' });
          else onChange({ column: next.slice(COLUMN.length) });
        }}
        w={{ base: '100%', xs: 240 }}
      />
      {value && 'text' in value && (
        <TextInput
          label={`${label} text`}
          value={value.text}
          onChange={(event) => onChange({ text: event.currentTarget.value })}
          w={{ base: '100%', xs: 240 }}
        />
      )}
    </Group>
  );
};
