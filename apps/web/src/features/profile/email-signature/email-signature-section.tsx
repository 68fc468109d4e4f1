import { Alert, Group, Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  EMAIL_SIGNATURE_FIELDS,
  PROFILE_AUTOSAVE_MS,
  emailSignatureSchema,
  type EmailSignature,
  type EmailSignatureField,
  type EmailSignatureInput,
} from '@quire/domain';
import { useState } from 'react';
import { AutosaveHeader } from '../autosave/autosave-header.tsx';
import { useAutosave, type Autosave } from '../autosave/use-autosave.ts';
import { EmailSignaturePreview } from './email-signature-preview.tsx';
import { useEmailSignature, useSaveEmailSignature } from './email-signature-api.ts';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../../i18n/server-text.ts';

/** The error of one field's value, in the words the server would answer. */
const fieldError = (field: EmailSignatureField, value: string): string | null => {
  const parsed = emailSignatureSchema.shape[field].safeParse(value);
  return parsed.success ? null : issueText(parsed.error);
};

const previewQuery = (values: EmailSignature) =>
  new URLSearchParams(
    EMAIL_SIGNATURE_FIELDS.filter((f) => values[f].trim() && !fieldError(f, values[f])).map((f) => [
      f,
      values[f],
    ]),
  ).toString();

/** #profile: the block that ends the mails the user's packs send, with a live preview. */
export const EmailSignatureSection = () => {
  const { t } = useTranslation();
  const stored = useEmailSignature();
  const autosave = useAutosave<EmailSignatureInput>(useSaveEmailSignature());
  return (
    <Stack gap="md">
      <AutosaveHeader
        title={t('profile.emailSignature.title')}
        description={t('profile.emailSignature.intro')}
        autosave={autosave}
      />
      {stored.isPending ? (
        <Group justify="center" py="lg">
          <Loader aria-label={t('profile.emailSignature.loading')} />
        </Group>
      ) : stored.isError ? (
        <Alert color="red" title={t('profile.emailSignature.loadFailed')}>
          {t('profile.emailSignature.reload')}
        </Alert>
      ) : (
        <SignatureForm initial={stored.data} autosave={autosave} />
      )}
    </Stack>
  );
};

const SignatureForm = ({
  initial,
  autosave,
}: {
  initial: EmailSignature;
  autosave: Autosave<EmailSignatureInput>;
}) => {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<EmailSignatureField, string>>>({});
  const [query] = useDebouncedValue(previewQuery(values), PROFILE_AUTOSAVE_MS);

  const edit = (field: EmailSignatureField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    const error = fieldError(field, value);
    setErrors((e) => ({ ...e, [field]: error ?? undefined }));
    if (error) autosave.drop(field);
    else autosave.change({ [field]: value });
  };

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {EMAIL_SIGNATURE_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`profile.emailSignature.label.${field}`)}
            placeholder={t(`profile.emailSignature.placeholder.${field}`)}
            value={values[field]}
            error={errors[field]}
            maxLength={200}
            inputMode={field.endsWith('_number') ? 'tel' : undefined}
            onChange={(e) => edit(field, e.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      <EmailSignaturePreview query={query} />
    </Stack>
  );
};
