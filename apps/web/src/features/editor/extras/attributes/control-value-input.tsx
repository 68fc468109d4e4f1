import { Checkbox, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { controlPropertiesOf, type CustomControlKind } from './custom-control-kinds.ts';

type ControlValueInputProps = {
  control: CustomControlKind | null;
  properties: Record<string, unknown>;
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
};

/** The value of a custom field, drawn as its custom control when it has one. */
export const ControlValueInput = ({
  control,
  properties,
  value,
  readOnly,
  onChange,
}: ControlValueInputProps) => {
  const { t } = useTranslation();
  const { options = [], placeholder } = controlPropertiesOf(properties);
  if (control === 'checkbox')
    return (
      <Checkbox
        size="xs"
        label={t('editor.attributes.ticked')}
        checked={value === 'true'}
        disabled={readOnly}
        onChange={(event) => onChange(event.currentTarget.checked ? 'true' : '')}
      />
    );
  if (control === 'dropdown')
    return (
      <Select
        size="xs"
        label={t('editor.attributes.value')}
        placeholder={placeholder || t('editor.attributes.choose')}
        data={[...new Set(options)]}
        value={value || null}
        disabled={readOnly}
        clearable
        onChange={(next) => onChange(next ?? '')}
      />
    );
  return (
    <TextInput
      size="xs"
      label={t('editor.attributes.value')}
      type={control === 'date' ? 'date' : 'text'}
      placeholder={placeholder || t('editor.attributes.valuePlaceholder')}
      value={value}
      readOnly={readOnly}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
};
