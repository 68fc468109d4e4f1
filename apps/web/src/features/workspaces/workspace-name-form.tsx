import { Button, Group, Stack, TextInput } from '@mantine/core';
import { workspaceNameSchema } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../i18n/server-text.ts';

type WorkspaceNameFormProps = {
  initialName?: string;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, if the last attempt had one. */
  failure: string | null;
  onSubmit: (name: string) => void;
};

export const WorkspaceNameForm = ({
  initialName = '',
  submitLabel,
  pending,
  failure,
  onSubmit,
}: WorkspaceNameFormProps) => {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const unchanged = initialName !== '' && name.trim() === initialName;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = workspaceNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(issueText(parsed.error));
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={failure} />
        <TextInput
          label={t('workspaces.name')}
          placeholder={t('workspaces.namePlaceholder')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          maxLength={100}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={unchanged}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
