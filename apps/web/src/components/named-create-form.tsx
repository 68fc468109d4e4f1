import { Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormActions } from './form-actions.tsx';

/** The words of a named-create form, already translated. */
export type NamedCreateFormTexts = {
  name: string;
  nameHint: string;
  placeholder: string;
  cancel: string;
  submit: string;
};

/**
 * The form that names a new thing with a secret (an API key, an application): the name, any
 * further fields, the server's refusal and Cancel / Create. The caller keeps the state.
 */
export const NamedCreateForm = ({
  texts,
  maxLength,
  name,
  onNameChange,
  nameError,
  error,
  pending,
  onSubmit,
  onCancel,
  children,
}: {
  texts: NamedCreateFormTexts;
  maxLength: number;
  name: string;
  onNameChange: (name: string) => void;
  nameError?: string | undefined;
  /** Why the last try failed, shown above the buttons. */
  error: string | null;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) => {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={texts.name}
          description={texts.nameHint}
          placeholder={texts.placeholder}
          required
          data-autofocus
          maxLength={maxLength}
          value={name}
          onChange={(e) => onNameChange(e.currentTarget.value)}
          error={nameError}
        />
        {children}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <FormActions
          cancelLabel={texts.cancel}
          onCancel={onCancel}
          submitLabel={texts.submit}
          pending={pending}
        />
      </Stack>
    </form>
  );
};
