import { Anchor, Button, Stack } from '@mantine/core';
import { MESSAGES, resetPasswordSchema } from '@quire/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { api, errorMessageOf } from '../../app/api-client.ts';
import { useInstanceSettings } from '../../app/use-instance-settings.ts';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { AuthResult } from './auth-result.tsx';

/** #reset_password/{token}: the link of the password-reset mail. */
export const ResetPasswordPage = () => {
  const { token = '' } = useParams();
  const minLength = useInstanceSettings().password_min_length;
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
      setError(parsed.error.issues[0]?.message);
      return;
    }
    reset.mutate(parsed.data);
  };

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password updated">
        <AuthResult tone="success" message={reset.data.message ?? MESSAGES.passwordUpdated}>
          <Button component={Link} to="/login" fullWidth>
            Log in
          </Button>
        </AuthResult>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle={`Use at least ${minLength} characters.`}
      footer={
        <Anchor component={Link} to="/forgot_password" size="sm" fw={500}>
          Request a new link
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={reset.isError ? errorMessageOf(reset.error) : null} />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
};
