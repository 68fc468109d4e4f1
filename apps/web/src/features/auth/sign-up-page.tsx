import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { signUpSchema, type SignUpInput } from '@quire/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, errorMessageOf } from '../../app/api-client.ts';
import { useInstanceSettings } from '../../app/use-instance-settings.ts';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { AuthResult } from './auth-result.tsx';
import { fieldErrorsOf, type FieldErrors } from './field-errors.ts';
import { LocalMailboxHint } from './local-mailbox-hint.tsx';

type Field = keyof SignUpInput;

export const SignUpPage = () => {
  const minLength = useInstanceSettings().password_min_length;
  const { t } = useTranslation();
  const [values, setValues] = useState<SignUpInput>({
    full_name: '',
    email_address: '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const signUp = useMutation({
    mutationFn: (input: SignUpInput) =>
      api.post('/app/auth/sign_up', input, { ignoreUnauthorized: true, silent: true }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = signUpSchema(minLength).safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    signUp.mutate(parsed.data);
  };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const footer = (
    <>
      <Text size="sm" c="dimmed">
        {t('auth.signUp.haveAccount')}{' '}
        <Anchor component={Link} to="/login" size="sm" fw={500}>
          {t('auth.logIn')}
        </Anchor>
      </Text>
      <LocalMailboxHint />
    </>
  );

  if (signUp.isSuccess) {
    return (
      <AuthLayout title={t('auth.checkEmail')} footer={<LocalMailboxHint />}>
        <AuthResult tone="mail" message={signUp.data.message ?? t('auth.signUp.done')}>
          <Text size="sm" c="dimmed">
            {t('auth.signUp.openLink')}
          </Text>
          <Button component={Link} to="/login" variant="light" fullWidth>
            {t('auth.goToLogin')}
          </Button>
        </AuthResult>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')} footer={footer}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={signUp.isError ? errorMessageOf(signUp.error) : null} />
          <TextInput
            label={t('auth.fullName')}
            autoComplete="name"
            value={values.full_name}
            onChange={(event) => change('full_name', event.currentTarget.value)}
            error={errors.full_name}
          />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email_address}
            onChange={(event) => change('email_address', event.currentTarget.value)}
            error={errors.email_address}
          />
          <PasswordField
            label={t('auth.password')}
            description={t('auth.atLeast', { count: minLength })}
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => change('password', event.currentTarget.value)}
            error={errors.password}
          />
          <Button type="submit" fullWidth loading={signUp.isPending}>
            {t('auth.signUp.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
};
