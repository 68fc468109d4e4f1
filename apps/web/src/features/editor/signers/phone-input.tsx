import { Group, Input, Select, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dialingCodeOptions } from './dialing-codes.ts';

type PhoneInputProps = {
  label: string;
  dialingCode: string;
  number: string;
  onChange: (change: { dialingCode: string; number: string }) => void;
  error?: string | null;
  description?: string;
  disabled?: boolean;
  required?: boolean;
};

/**
 * A mobile number typed the local way ('082 555 1234') beside the dialing code it is read with;
 * saving turns it into E.164 (§5: a leading 0 is replaced by the code).
 */
export const PhoneInput = ({
  label,
  dialingCode,
  number,
  onChange,
  error,
  description,
  disabled,
  required,
}: PhoneInputProps) => {
  const id = useId();
  const { t } = useTranslation();
  const options = dialingCodeOptions();
  // The closed select shows just the code; its list names the countries too.
  const labels = new Map(options.map((o) => [o.value, o.label]));
  return (
    <Input.Wrapper
      label={label}
      labelProps={{ htmlFor: id }}
      error={error}
      description={description}
      required={required}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Select
          aria-label={t('editor.signers.dialingCode')}
          data={options.map(({ value }) => ({ value, label: value }))}
          value={dialingCode}
          onChange={(code) => code && onChange({ dialingCode: code, number })}
          searchable
          allowDeselect={false}
          filter={({ options: all, search }) => {
            const q = search.trim().toLowerCase();
            if (!q || q === dialingCode) return all;
            const match = new Set(options.filter((o) => o.search.includes(q)).map((o) => o.value));
            return all.filter((o) => 'value' in o && match.has(o.value));
          }}
          renderOption={({ option }) => labels.get(option.value) ?? option.value}
          w={96}
          comboboxProps={{ width: 260, position: 'bottom-start' }}
          disabled={disabled}
          error={Boolean(error)}
        />
        <TextInput
          id={id}
          type="tel"
          autoComplete="tel-national"
          placeholder={t('editor.signers.mobile')}
          value={number}
          onChange={(event) => onChange({ dialingCode, number: event.currentTarget.value })}
          error={Boolean(error)}
          disabled={disabled}
          style={{ flex: 1 }}
        />
      </Group>
    </Input.Wrapper>
  );
};
