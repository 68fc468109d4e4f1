import { Button, Stack, TextInput } from '@mantine/core';
import { fullNameSchema, passwordSchema } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useInstanceSettings } from '../../app/use-instance-settings.ts';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { issueText } from '../../i18n/server-text.ts';

type JoinFormProps = {
  email: string;
  pending: boolean;
  error: string | null;
};

/** The invited address has no proven account yet: name and password, the address fixed. */
export const JoinSignUpForm = ({
  email,
  initialName,
  pending,
  error,
  onSubmit,
}: JoinFormProps & {
  initialName: string;
  onSubmit: (input: { full_name: string; password: string }) => void;
}) => {
  const minLength = useInstanceSettings().password_min_length;
  const { t } = useTranslation();
  const [fullName, setFullName] = useState(initialName);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ full_name?: string; password?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = fullNameSchema.safeParse(fullName);
    const pass = passwordSchema(minLength).safeParse(password);
    const found = {
      full_name: name.success ? undefined : issueText(name.error),
      password: pass.success ? undefined : issueText(pass.error),
    };
    setErrors(found);
    if (name.success && pass.success) onSubmit({ full_name: name.data, password });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        <TextInput label={t('auth.email')} value={email} readOnly variant="filled" />
        <TextInput
          label={t('auth.fullName')}
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.currentTarget.value)}
          error={errors.full_name}
          data-autofocus
        />
        <PasswordField
          label={t('auth.join.choosePassword')}
          description={t('auth.atLeast', { count: minLength })}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
        />
        <Button type="submit" fullWidth loading={pending}>
          {t('auth.join.createAndJoin')}
        </Button>
      </Stack>
    </form>
  );
};

/** The invited address already has an account: its password, the address fixed. */
export const JoinLoginForm = ({
  email,
  pending,
  error,
  onSubmit,
}: JoinFormProps & { onSubmit: (password: string) => void }) => {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const { t } = useTranslation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissing(!password);
    if (password) onSubmit(password);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        <TextInput label={t('auth.email')} value={email} readOnly variant="filled" />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? t('auth.passwordRequired') : undefined}
          data-autofocus
        />
        <Button type="submit" fullWidth loading={pending}>
          {t('auth.join.logInAndJoin')}
        </Button>
      </Stack>
    </form>
  );
};
