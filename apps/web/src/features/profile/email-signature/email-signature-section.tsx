import { Alert, Group, Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  EMAIL_SIGNATURE_FIELDS,
  EMAIL_SIGNATURE_LABELS,
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

const PLACEHOLDERS: Record<EmailSignatureField, string> = {
  full_name: 'Dana Reed',
  job_title: 'Head of Legal',
  credentials: 'LL.B, CPA',
  mobile_number: '+27 82 555 1234',
  office_number: '+27 21 555 0000',
  address_line_1: '1 Long Street',
  address_line_2: 'Cape Town, 8001',
};

/** The error of one field's value, in the words the server would answer. */
const fieldError = (field: EmailSignatureField, value: string): string | null => {
  const parsed = emailSignatureSchema.shape[field].safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
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
  const stored = useEmailSignature();
  const autosave = useAutosave<EmailSignatureInput>(useSaveEmailSignature());
  return (
    <Stack gap="md">
      <AutosaveHeader
        title="Email signature"
        description="Added to the signature requests and completed-document mails your documents send. Changes are saved as you type."
        autosave={autosave}
      />
      {stored.isPending ? (
        <Group justify="center" py="lg">
          <Loader aria-label="Loading your email signature" />
        </Group>
      ) : stored.isError ? (
        <Alert color="red" title="Your email signature could not be loaded">
          Please reload the page to try again.
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
            label={EMAIL_SIGNATURE_LABELS[field]}
            placeholder={PLACEHOLDERS[field]}
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
