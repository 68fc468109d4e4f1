import { Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { passwordSchema, type User } from '@quire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessageOf } from '../../app/api-client.ts';
import { QUERY_KEYS } from '../../app/query-keys.ts';
import type { CurrentUser } from '../../app/session/use-current-user.ts';
import { useInstanceSettings } from '../../app/use-instance-settings.ts';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { issueText } from '../../i18n/server-text.ts';

type AcceptTermsModalProps = {
  user: Pick<User, 'request_password'>;
};

type UpdateUserBody = { data: { has_accepted_terms: true; password?: string } };

/**
 * Spec §2/§6 gate: shown until the terms are accepted (and a password chosen when the server
 * asks for one). It has no close button, ignores Escape and outside clicks: accepting is the
 * only way on.
 */
export const AcceptTermsModal = ({ user }: AcceptTermsModalProps) => {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const minLength = useInstanceSettings().password_min_length;
  const [accepted, setAccepted] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ accepted?: string; password?: string }>({});

  const accept = useMutation({
    mutationFn: (body: UpdateUserBody) =>
      api.post<{ user: User }>('/app/user', body, { silent: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData<CurrentUser>(QUERY_KEYS.currentUser, (current) =>
        current ? { ...current, user: answer.user } : current,
      );
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const passwordCheck = user.request_password
      ? passwordSchema(minLength).safeParse(password)
      : null;
    const found = {
      accepted: accepted ? undefined : t('documents.terms.mustAccept'),
      password:
        passwordCheck && !passwordCheck.success ? issueText(passwordCheck.error) : undefined,
    };
    setErrors(found);
    if (found.accepted || found.password) return;
    accept.mutate({
      data: { has_accepted_terms: true, ...(user.request_password ? { password } : {}) },
    });
  };

  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="md"
      title={t('documents.terms.title')}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('documents.terms.text')}</Text>
          <FormError message={accept.isError ? errorMessageOf(accept.error) : null} />
          {user.request_password && (
            <PasswordField
              label={t('documents.terms.password')}
              description={t('documents.terms.passwordHint', { count: minLength })}
              autoComplete="new-password"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
              error={errors.password}
            />
          )}
          <Checkbox
            label={t('documents.terms.accept')}
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.currentTarget.checked);
              setErrors((current) => ({ ...current, accepted: undefined }));
            }}
            error={errors.accepted}
          />
          <Button type="submit" loading={accept.isPending} fullWidth>
            {t('documents.terms.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
};
