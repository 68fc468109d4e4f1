import {
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { DataField } from '@quire/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldName } from '../field-label.ts';
import type { TestValues } from './rule-debug.ts';

type DebugValuesProps = {
  /** The fields as the rules see them (document values with test values on top). */
  fields: readonly DataField[];
  values: TestValues;
  onChange: (uuid: string, value: string) => void;
  onReset: () => void;
  disabledCount: number;
};

/** A placeholder that counts as "has a value" for signature, initial and file fields. */
const PRESENT = 'present';

const ValueInput = ({
  field,
  onChange,
}: {
  field: DataField;
  onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const name = fieldName(t, field);
  if (field.type === 'check')
    return (
      <Checkbox
        size="xs"
        label={t('editor.rules.isTicked', { name })}
        checked={field.data === 'checked'}
        onChange={(event) => onChange(event.currentTarget.checked ? 'checked' : 'unchecked')}
      />
    );
  if (field.type === 'signature' || field.type === 'initial' || field.type === 'file')
    return (
      <Switch
        size="xs"
        label={t('editor.rules.hasValue', { name })}
        checked={Boolean(field.data || field.file_key)}
        onChange={(event) => onChange(event.currentTarget.checked ? PRESENT : '')}
      />
    );
  if (field.type === 'choice' && field.choice_options.length > 0)
    return (
      <Select
        size="xs"
        label={name}
        placeholder={t('editor.rules.noChoice')}
        data={[...new Set(field.choice_options)]}
        value={field.data}
        onChange={(value) => onChange(value ?? '')}
        clearable
      />
    );
  return (
    <TextInput
      size="xs"
      label={name}
      placeholder={t('editor.rules.emptyValue')}
      value={field.data ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
};

/** The debug view's test values: try the rules with other values without changing the document. */
export const DebugValues = ({
  fields,
  values,
  onChange,
  onReset,
  disabledCount,
}: DebugValuesProps) => {
  const { t } = useTranslation();
  return (
    <Paper
      radius="md"
      p="sm"
      bg="yellow.0"
      withBorder
      style={{ borderColor: 'var(--mantine-color-yellow-3)' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" fw={600}>
            {t('editor.rules.tryValues')}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            leftSection={<IconRefresh size={12} />}
            onClick={onReset}
            disabled={Object.keys(values).length === 0}
          >
            {t('editor.rules.documentValues')}
          </Button>
        </Group>
        {fields.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('editor.rules.readNone')}
          </Text>
        ) : (
          fields.map((field) => (
            <ValueInput
              key={field.uuid}
              field={field}
              onChange={(value) => onChange(field.uuid, value)}
            />
          ))
        )}
        <Text
          size="xs"
          c={disabledCount > 0 ? 'red.7' : 'teal.7'}
          role="status"
          aria-label={t('editor.rules.disabledFields')}
        >
          {disabledCount === 0
            ? t('editor.rules.allEnabled')
            : t('editor.rules.someDisabled', { count: disabledCount })}
        </Text>
      </Stack>
    </Paper>
  );
};
