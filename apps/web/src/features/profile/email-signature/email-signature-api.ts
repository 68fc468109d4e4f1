import type { EmailSignature, EmailSignatureInput } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export const EMAIL_SIGNATURE_KEY = ['user', 'email_signature'] as const;
export const EMAIL_SIGNATURE_PREVIEW_PATH = '/test/mail/email_signature_preview';

export const useEmailSignature = () =>
  useQuery({
    queryKey: EMAIL_SIGNATURE_KEY,
    queryFn: ({ signal }) =>
      api.get<{ email_signature: EmailSignature }>('/app/user/email_signature', { signal }),
    select: (answer) => answer.email_signature,
  });

/** POST /app/user/email_signature: the caller words a failure itself (beside the form). */
export const postEmailSignature = (data: EmailSignatureInput) =>
  api.post<{ email_signature: EmailSignature }>(
    '/app/user/email_signature',
    { data },
    { silent: true },
  );
