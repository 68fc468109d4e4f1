import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, PASSWORD_RESET_TTL_MINUTES, requestPasswordResetSchema } from '@quire/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { api, errorMessageOf } from '../../app/api-client.ts';
import { FormError } from '../../components/form-error.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { AuthResult } from './auth-result.tsx';
import { LocalMailboxHint } from './local-mailbox-hint.tsx';

export const ForgotPasswordPage = () => {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const requestReset = useMutation({
    mutationFn: (emailAddress: string) =>
      api.post(
        '/app/auth/request_password_reset',
        { email_address: emailAddress },
        { ignoreUnauthorized: true, silent: true },
      ),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = requestPasswordResetSchema.safeParse({ email_address: email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    requestReset.mutate(parsed.data.email_address);
  };

  const footer = (
    <>
      <Anchor component={Link} to="/login" size="sm" fw={500}>
        Back to log in
      </Anchor>
      <LocalMailboxHint />
    </>
  );

  if (requestReset.isSuccess) {
    return (
      <AuthLayout title="Check your email" footer={footer}>
        <AuthResult
          tone="mail"
          message={requestReset.data.message ?? MESSAGES.passwordResetRequested}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the email address you log in with and we'll send you a link to choose a new password."
      footer={footer}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={requestReset.isError ? errorMessageOf(requestReset.error) : null} />
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" fullWidth loading={requestReset.isPending}>
            Send reset link
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            The link stays valid for {PASSWORD_RESET_TTL_MINUTES} minutes.
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
};
