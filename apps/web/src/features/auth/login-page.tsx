import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { emailSchema, type LoginInput, type TwoStepChallengeAnswer } from '@quire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api, errorMessageOf } from '../../app/api-client.ts';
import { i18n } from '../../i18n/i18n.ts';
import type { LoginResult } from '../../app/session-storage.ts';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { hasErrors, type FieldErrors } from './field-errors.ts';
import { LocalMailboxHint } from './local-mailbox-hint.tsx';
import { PasswordlessSignIn } from './passkey/passwordless-sign-in.tsx';
import { TwoStepForm } from './two-step-form.tsx';
import { issueText } from '../../i18n/server-text.ts';

type Field = keyof LoginInput;

const validate = (values: LoginInput): FieldErrors<Field> => {
  const email = emailSchema.safeParse(values.email_address);
  return {
    email_address: email.success ? undefined : issueText(email.error),
    password: values.password ? undefined : i18n.t('auth.passwordRequired'),
  };
};

export const LoginPage = () => {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<LoginInput>({ email_address: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [challenge, setChallenge] = useState<TwoStepChallengeAnswer | null>(null);

  const enter = (answer: LoginResult) => {
    // Nothing cached for a previous user may show for this one.
    queryClient.clear();
    api.startSession(answer);
    navigate('/documents', { replace: true });
  };

  const login = useMutation({
    mutationFn: (input: LoginInput) =>
      api.post<LoginResult | TwoStepChallengeAnswer>('/app/auth/login', input, {
        ignoreUnauthorized: true,
        silent: true,
      }),
    onSuccess: (answer) => {
      if ('two_step_required' in answer) setChallenge(answer);
      else enter(answer);
    },
  });

  if (challenge) {
    return (
      <AuthLayout title={t('auth.twoStep.title')} subtitle={t('auth.twoStep.subtitle')}>
        <TwoStepForm
          challenge={challenge}
          onDone={enter}
          onCancel={() => {
            setChallenge(null);
            login.reset();
            setValues((current) => ({ ...current, password: '' }));
          }}
        />
      </AuthLayout>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (!hasErrors(found)) login.mutate({ ...values, email_address: values.email_address.trim() });
  };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          <Text size="sm" c="dimmed">
            {t('auth.login.newHere')}{' '}
            <Anchor component={Link} to="/sign_up" size="sm" fw={500}>
              {t('auth.login.createAccount')}
            </Anchor>
          </Text>
          <LocalMailboxHint />
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={login.isError ? errorMessageOf(login.error) : null} />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email_address}
            onChange={(event) => change('email_address', event.currentTarget.value)}
            error={errors.email_address}
            data-autofocus
          />
          <Stack gap={6}>
            <PasswordField
              label={t('auth.password')}
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => change('password', event.currentTarget.value)}
              error={errors.password}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgot_password" size="sm">
                {t('auth.login.forgot')}
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <PasswordlessSignIn onLoggedIn={enter} />
    </AuthLayout>
  );
};
