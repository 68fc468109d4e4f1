import { Anchor, Button, Stack } from '@mantine/core';
import { resetPasswordSchema } from '@quire/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api, errorMessageOf } from '../../app/api-client.ts';
import { useInstanceSettings } from '../../app/use-instance-settings.ts';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { AuthResult } from './auth-result.tsx';
import { issueText } from '../../i18n/server-text.ts';

/** #reset_password/{token}: the link of the password-reset mail. */
export const ResetPasswordPage = () => {
  const { token = '' } = useParams();
  const minLength = useInstanceSettings().password_min_length;
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const reset = useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      api.post('/app/auth/reset_password', input, { ignoreUnauthorized: true, silent: true }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetPasswordSchema(minLength).safeParse({ token, password });
    if (!parsed.success) {
      setError(issueText(parsed.error));
      return;
    }
    reset.mutate(parsed.data);
  };

  if (reset.isSuccess) {
    return (
      <AuthLayout title={t('auth.reset.doneTitle')}>
        <AuthResult tone="success" message={reset.data.message ?? t('auth.reset.done')}>
          <Button component={Link} to="/login" fullWidth>
            {t('auth.logIn')}
          </Button>
        </AuthResult>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle', { count: minLength })}
      footer={
        <Anchor component={Link} to="/forgot_password" size="sm" fw={500}>
          {t('auth.reset.newLink')}
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={reset.isError ? errorMessageOf(reset.error) : null} />
          <PasswordField
            label={t('auth.reset.newPassword')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
};
