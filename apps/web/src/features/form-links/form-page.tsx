import { Alert, Button, Center, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconSignature } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PublicForm } from '@quire/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../app/api-client.ts';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { PublicPageFrame } from '../../components/public-page-frame.tsx';
import { formLinksApi } from './form-links-api.ts';
import { formDetailsErrors } from './form-details.ts';

const Frame = ({ children }: { children: ReactNode }) => (
  <PublicPageFrame width={520}>{children}</PublicPageFrame>
);

const Unavailable = ({ message }: { message: string }) => {
  const { t } = useTranslation();
  return (
    <Frame>
      <Center>
        <Paper withBorder radius="lg" p="xl" w="100%">
          <Stack gap="sm">
            <IconAlertTriangle size={36} color="var(--mantine-color-orange-7)" aria-hidden />
            <Title order={1} fz={22}>
              {t('formLinks.unavailable')}
            </Title>
            <Text>{message}</Text>
          </Stack>
        </Paper>
      </Center>
    </Frame>
  );
};

type Details = { name: string; email: string; mobile_number: string };

const FormCard = ({ form, formKey }: { form: PublicForm; formKey: string }) => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [values, setValues] = useState<Details>({
    name: search.get('name') ?? '',
    email: search.get('email') ?? '',
    mobile_number: search.get('mobile_number') ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const input = (name: keyof Details) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    },
  });
  const submit = useMutation({
    mutationFn: (details: Details) =>
      formLinksApi.submit(formKey, {
        signatory: {
          name: details.name,
          email: details.email,
          ...(form.signer.mobile_required && { mobile_number: details.mobile_number }),
        },
      }),
    // The signing link opens a signer session for this browser and lands on the pack.
    onSuccess: (answer) => window.location.assign(answer.signing_link),
  });
  const busy = submit.isPending || submit.isSuccess;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = formDetailsErrors(form, values, t);
    setErrors(found);
    if (Object.keys(found).length === 0) submit.mutate(values);
  };
  return (
    <Frame>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} fz={24}>
                {form.document_name}
              </Title>
              <Text c="dimmed">
                {form.sender_name
                  ? t('formLinks.asksSender', { sender: form.sender_name })
                  : t('formLinks.asksNoSender')}
              </Text>
            </Stack>
            <TextInput
              label={t('formLinks.name')}
              autoComplete="name"
              required
              data-autofocus
              {...input('name')}
            />
            <TextInput
              label={t('formLinks.email')}
              type="email"
              autoComplete="email"
              required={!form.signer.email_is_optional}
              description={t('formLinks.emailHint')}
              {...input('email')}
            />
            {form.signer.mobile_required && (
              <TextInput
                label={t('formLinks.mobile')}
                type="tel"
                autoComplete="tel"
                required
                {...input('mobile_number')}
              />
            )}
            {form.other_signers.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('formLinks.otherSigners')}
                </Text>
                <List size="sm" spacing={2}>
                  {form.other_signers.map((s) => (
                    <List.Item key={s.role}>{s.name || s.role}</List.Item>
                  ))}
                </List>
              </Stack>
            )}
            {submit.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessageOf(submit.error)}
              </Alert>
            )}
            <Button
              type="submit"
              size="md"
              loading={busy}
              leftSection={<IconSignature size={18} />}
            >
              {t('formLinks.continue')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Frame>
  );
};

/** /form/{key} (§2 reusable form link): anyone with the link fills their details and signs. */
export const FormPage = () => {
  const { key = '' } = useParams();
  const { t } = useTranslation();
  const form = useQuery({
    queryKey: ['form-links', 'form', key],
    queryFn: ({ signal }) => formLinksApi.get(key, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (form.isPending)
    return (
      <Frame>
        <FullPageLoader label={t('formLinks.loading')} />
      </Frame>
    );
  if (form.isError) return <Unavailable message={errorMessageOf(form.error)} />;
  return <FormCard form={form.data} formKey={key} />;
};
