import type { EmailSignature, EmailSignatureInput } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../app/api-client.ts';

export const EMAIL_SIGNATURE_KEY = ['user', 'email_signature'] as const;
export const EMAIL_SIGNATURE_PREVIEW_PATH = '/test/mail/email_signature_preview';

type EmailSignatureAnswer = { email_signature: EmailSignature };

export const useEmailSignature = () =>
  useQuery({
    queryKey: EMAIL_SIGNATURE_KEY,
    queryFn: ({ signal }) => api.get<EmailSignatureAnswer>('/app/user/email_signature', { signal }),
    select: (answer) => answer.email_signature,
  });

/**
 * POST /app/user/email_signature, keeping the loaded signature in step with what was stored (so
 * coming back to the section shows it). The caller words a failure itself, beside the form.
 */
export const useSaveEmailSignature = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (data: EmailSignatureInput) => {
      const answer = await api.post<EmailSignatureAnswer>(
        '/app/user/email_signature',
        { data },
        { silent: true },
      );
      queryClient.setQueryData<EmailSignatureAnswer>(EMAIL_SIGNATURE_KEY, {
        email_signature: answer.email_signature,
      });
    },
    [queryClient],
  );
};
