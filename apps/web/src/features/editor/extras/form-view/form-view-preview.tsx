import { Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { FORM_HEADING_SIZES, type DataField, type FormViewEntry } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { fieldName } from '../field-label.ts';

const PreviewField = ({ field, label }: { field: DataField; label: string }) => {
  const { t } = useTranslation();
  if (field.type === 'check')
    return <Checkbox label={label} readOnly checked={field.data === 'checked'} />;
  return (
    <TextInput
      label={label}
      description={field.description ?? undefined}
      withAsterisk={field.required}
      readOnly
      value={field.data ?? ''}
      placeholder={
        field.type === 'signature' || field.type === 'initial' ? t('editor.formView.tapToSign') : ''
      }
    />
  );
};

/** The form view as a signer will see it (§9 heading sizes: h1 34, h2 30, h3 24, p 16 px). */
export const FormViewPreview = ({
  entries,
  fields,
}: {
  entries: readonly FormViewEntry[];
  fields: ReadonlyMap<string, DataField>;
}) => {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      aria-label={t('editor.formView.previewLabel')}
      role="region"
    >
      <Stack gap="md">
        {entries.length === 0 && (
          <Text c="dimmed" size="sm" ta="center">
            {t('editor.formView.formEmpty')}
          </Text>
        )}
        {entries.map((entry) => {
          if (entry.type === 'data_field') {
            const field = fields.get(entry.uuid);
            return field ? (
              <PreviewField
                key={entry.uuid}
                field={field}
                label={entry.label || fieldName(t, field)}
              />
            ) : null;
          }
          if (entry.type === 'p')
            return (
              <Text key={entry.uuid} fz={FORM_HEADING_SIZES.p} style={{ whiteSpace: 'pre-wrap' }}>
                {entry.data}
              </Text>
            );
          const order = Number(entry.type.slice(1)) as 1 | 2 | 3;
          return (
            <Title key={entry.uuid} order={order} fz={FORM_HEADING_SIZES[entry.type]}>
              {entry.data}
            </Title>
          );
        })}
      </Stack>
    </Paper>
  );
};
