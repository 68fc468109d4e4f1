import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, signUpSchema, type SignUpInput } from '@quire/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
        Already have an account?{' '}
        <Anchor component={Link} to="/login" size="sm" fw={500}>
          Log in
        </Anchor>
      </Text>
      <LocalMailboxHint />
    </>
  );

  if (signUp.isSuccess) {
    return (
      <AuthLayout title="Check your email" footer={<LocalMailboxHint />}>
        <AuthResult tone="mail" message={signUp.data.message ?? MESSAGES.signUpCheckEmail}>
          <Text size="sm" c="dimmed">
            Open the link in that email to verify your address, then log in.
          </Text>
          <Button component={Link} to="/login" variant="light" fullWidth>
            Go to log in
          </Button>
        </AuthResult>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Send documents for signature in minutes."
      footer={footer}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={signUp.isError ? errorMessageOf(signUp.error) : null} />
          <TextInput
            label="Full name"
            autoComplete="name"
            value={values.full_name}
            onChange={(event) => change('full_name', event.currentTarget.value)}
            error={errors.full_name}
          />
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email_address}
            onChange={(event) => change('email_address', event.currentTarget.value)}
            error={errors.email_address}
          />
          <PasswordField
            label="Password"
            description={`At least ${minLength} characters`}
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => change('password', event.currentTarget.value)}
            error={errors.password}
          />
          <Button type="submit" fullWidth loading={signUp.isPending}>
            Sign up
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
};
