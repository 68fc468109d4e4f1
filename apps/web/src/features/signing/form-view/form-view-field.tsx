import { Button, Checkbox, Group, NativeSelect, Text, TextInput, Textarea } from '@mantine/core';
import { CHECKED, formatFieldDate, type DateFormat } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { fieldNameOf, textPlaceholderOf } from '../field-name.ts';
import { MetaDataChoice } from '../meta-data/meta-data-choice.tsx';
import { SigningDateInput } from '../signing-date-input.tsx';
import type { SigningFieldActions } from '../signing-field-actions.ts';
import type { SigningField } from '../use-signing-state.ts';
import { AttachControl, Labelled, SignControl } from './form-view-controls.tsx';
import classes from './signer-form-view.module.css';

type Props = {
  field: SigningField;
  /** The label the owner gave the entry in the form view, else the field's own. */
  label: string | null;
  packKey: string;
  missing: boolean;
  dateFormat: DateFormat;
  actions: SigningFieldActions;
};

/**
 * One of the signer's fields as a form control: the same field as on the page (same uuid, same
 * edits), so what is typed here is what the page shows and what the submission carries.
 */
export const FormViewField = (p: Props) => {
  const { field } = p;
  const { t } = useTranslation();
  const label = p.label?.trim() || fieldNameOf(t, field);
  const id = `form-field-${field.uuid}`;
  const error = p.missing ? t('signer.form.required') : undefined;
  return (
    <div
      data-field-uuid={field.uuid}
      className={classes.field}
      onFocusCapture={() => p.actions.focus(field.uuid)}
    >
      <Control {...p} id={id} label={label} error={error} />
      {field.description && field.description !== label && (
        <Text size="sm" c="dimmed" mt={4}>
          {field.description}
        </Text>
      )}
    </div>
  );
};

type ControlProps = Props & { id: string; label: string; error: string | undefined };

const Control = (p: ControlProps) => {
  const { field, actions, id, label, error } = p;
  const { t } = useTranslation();
  const common = {
    id,
    label,
    required: field.required,
    error,
    'data-field-input': field.uuid,
  };
  switch (field.type) {
    case 'text':
      return (
        <TextInput
          {...common}
          size="md"
          value={field.data ?? ''}
          placeholder={
            textPlaceholderOf(t, field) === label ? undefined : textPlaceholderOf(t, field)
          }
          onChange={(e) => actions.edit(field.uuid, { data: e.currentTarget.value })}
        />
      );
    case 'question':
      return (
        <Textarea
          {...common}
          size="md"
          autosize
          minRows={2}
          value={field.data ?? ''}
          onChange={(e) =>
            actions.edit(field.uuid, { data: e.currentTarget.value.replace(/\n/g, ' ') })
          }
        />
      );
    case 'date':
      return field.auto_assign_date ? (
        <Labelled id={id} label={label} required={false} error={undefined}>
          <Text c="dimmed">
            {field.data
              ? formatFieldDate(field.data, p.dateFormat)
              : t('signing.field.filledWhenSigning')}
          </Text>
        </Labelled>
      ) : (
        <Labelled id={id} label={label} required={field.required} error={error} forInput>
          <div className={classes.date}>
            <SigningDateInput
              attributes={{
                id,
                'data-field-input': field.uuid,
                'aria-required': field.required || undefined,
                'aria-invalid': Boolean(error) || undefined,
                'aria-describedby': error ? `${id}-error` : undefined,
              }}
              className={classes.dateInput}
              data={field.data}
              format={p.dateFormat}
              withPicker
              onData={(data) => actions.edit(field.uuid, { data })}
            />
          </div>
        </Labelled>
      );
    case 'choice':
      if (field.meta_data_source)
        return (
          <Labelled id={id} label={label} required={field.required} error={error} forInput>
            <div className={classes.date}>
              <MetaDataChoice
                field={field}
                source={field.meta_data_source}
                packKey={p.packKey}
                actions={actions}
                className={classes.dateInput}
                attributes={{
                  id,
                  'data-field-input': field.uuid,
                  'aria-required': field.required || undefined,
                  'aria-invalid': Boolean(error) || undefined,
                  'aria-describedby': error ? `${id}-error` : undefined,
                }}
              />
            </div>
          </Labelled>
        );
      return (
        <NativeSelect
          {...common}
          size="md"
          value={field.data ?? ''}
          data={[{ value: '', label: t('signing.field.choose') }, ...field.choice_options]}
          onChange={(e) => actions.edit(field.uuid, { data: e.currentTarget.value || null })}
        />
      );
    case 'check':
      return (
        <Checkbox
          id={id}
          size="md"
          label={label}
          data-field-input={field.uuid}
          checked={field.data === CHECKED}
          error={error}
          onChange={() => actions.toggle(field.uuid)}
        />
      );
    case 'signature':
    case 'initial':
      return <SignControl {...p} />;
    case 'image':
    case 'file':
      return <AttachControl {...p} />;
    case 'approve':
    case 'decline':
      return (
        <Labelled id={id} label={label} required={field.required} error={error}>
          <Group>
            <Button
              id={id}
              variant={field.data?.trim() ? 'light' : 'default'}
              color={field.type === 'decline' ? 'red' : undefined}
              data-field-input={field.uuid}
              aria-labelledby={`${id} ${id}-label`}
              onClick={() =>
                field.type === 'approve' ? actions.approve(field) : actions.decline(field)
              }
            >
              {field.approve_decline_button_text ||
                (field.type === 'approve'
                  ? t('signing.field.approve')
                  : t('signing.field.decline'))}
            </Button>
            {field.data?.trim() && <Text size="sm">{field.data}</Text>}
          </Group>
        </Labelled>
      );
    default:
      return null;
  }
};
