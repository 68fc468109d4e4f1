import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconPhoto, IconSignature } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SigningFieldActions } from '../signing-field-actions.ts';
import { fieldBlobUrl } from '../upload-field-file.ts';
import type { SigningField } from '../use-signing-state.ts';
import classes from './signer-form-view.module.css';

/** What a form-view control needs: the field, where it stands and what its buttons do. */
export type ButtonControlProps = {
  field: SigningField;
  packKey: string;
  actions: SigningFieldActions;
  id: string;
  label: string;
  error: string | undefined;
};

/** A signature or initials field: the adopted image, and a button to sign (again). */
export const SignControl = ({ field, packKey, actions, id, label, error }: ButtonControlProps) => {
  const { t } = useTranslation();
  const image = field.blob_url ?? (field.file_key ? fieldBlobUrl(packKey, field.uuid) : null);
  const kind = field.type === 'signature' ? 'signature' : 'initial';
  return (
    <Labelled id={id} label={label} required={field.required} error={error}>
      <Stack gap={6} align="flex-start">
        {image && (
          <Image
            src={image}
            alt={t(`signer.form.yours.${kind}`)}
            h={field.type === 'signature' ? 64 : 48}
            w="auto"
            fit="contain"
            className={classes.signature}
          />
        )}
        <Button
          id={id}
          variant={image ? 'default' : 'filled'}
          leftSection={<IconSignature size={18} />}
          data-field-input={field.uuid}
          aria-labelledby={`${id} ${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => actions.sign(field)}
        >
          {image
            ? t(`signer.form.change.${kind}`)
            : kind === 'signature'
              ? t('signing.field.sign')
              : t('signing.field.initial')}
        </Button>
      </Stack>
    </Labelled>
  );
};

/** An image or file field: a button to attach one, and the name of what is attached. */
export const AttachControl = ({ field, actions, id, label, error }: ButtonControlProps) => {
  const { t } = useTranslation();
  return (
    <Labelled id={id} label={label} required={field.required} error={error}>
      <Group gap="sm">
        <Button
          id={id}
          variant="default"
          leftSection={
            field.type === 'image' ? <IconPhoto size={18} /> : <IconPaperclip size={18} />
          }
          data-field-input={field.uuid}
          aria-labelledby={`${id} ${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => actions.attach(field)}
        >
          {field.filename
            ? t('signer.form.replace')
            : field.type === 'image'
              ? t('signing.field.addImage')
              : t('signing.field.attachFile')}
        </Button>
        {field.filename && <Text size="sm">{field.filename}</Text>}
      </Group>
    </Labelled>
  );
};

/** A label and an error around a control Mantine has no input for (buttons, the date input). */
export const Labelled = (p: {
  id: string;
  label: string;
  required: boolean;
  error: string | undefined;
  /** An input takes the label; a button keeps its own words and points at this caption. */
  forInput?: boolean;
  children: ReactNode;
}) => (
  <Input.Wrapper
    id={p.id}
    size="md"
    label={p.label}
    required={p.required}
    error={p.error}
    labelElement={p.forInput ? 'label' : 'div'}
    labelProps={{ id: `${p.id}-label`, mb: 6 }}
    errorProps={{ id: `${p.id}-error` }}
  >
    <div>{p.children}</div>
  </Input.Wrapper>
);
