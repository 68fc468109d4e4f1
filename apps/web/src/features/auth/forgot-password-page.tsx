import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { PASSWORD_RESET_TTL_MINUTES, requestPasswordResetSchema } from '@quire/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, errorMessageOf } from '../../app/api-client.ts';
import { FormError } from '../../components/form-error.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { AuthResult } from './auth-result.tsx';
import { LocalMailboxHint } from './local-mailbox-hint.tsx';
import { issueText } from '../../i18n/server-text.ts';

export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
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
      setError(issueText(parsed.error));
      return;
    }
    requestReset.mutate(parsed.data.email_address);
  };

  const footer = (
    <>
      <Anchor component={Link} to="/login" size="sm" fw={500}>
        {t('auth.backToLogin')}
      </Anchor>
      <LocalMailboxHint />
    </>
  );

  if (requestReset.isSuccess) {
    return (
      <AuthLayout title={t('auth.checkEmail')} footer={footer}>
        <AuthResult tone="mail" message={requestReset.data.message ?? t('auth.forgot.done')} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={footer}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={requestReset.isError ? errorMessageOf(requestReset.error) : null} />
          <TextInput
            label={t('auth.email')}
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
            {t('auth.forgot.submit')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t('auth.forgot.validFor', { minutes: PASSWORD_RESET_TTL_MINUTES })}
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
};
