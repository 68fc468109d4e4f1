import { Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  DEFAULT_PASSWORD_MIN_LENGTH,
  POST_SIGN_PASSWORD_MESSAGES,
  passwordSchema,
  POST_SIGN_PASSWORD_PATH,
  type PostSignPasswordInput,
} from '@quire/domain';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { api, errorMessageOf } from '../../app/api-client.ts';
import type { LoginResult } from '../../app/session-storage.ts';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useBrandAccent, useBrandButton } from '../../components/pack-brand.tsx';
import { issueText } from '../../i18n/server-text.ts';

// The server checks its configured minimum and says so; this only spares a round trip.
const passwordRule = passwordSchema(DEFAULT_PASSWORD_MIN_LENGTH);

/** Refusals no other password can change: the form gives way to what the signer can do instead. */
const FINAL_REFUSALS: ReadonlySet<string> = new Set([
  POST_SIGN_PASSWORD_MESSAGES.offerInvalid,
  POST_SIGN_PASSWORD_MESSAGES.accountExists,
  POST_SIGN_PASSWORD_MESSAGES.notSigned,
  POST_SIGN_PASSWORD_MESSAGES.notMailed,
  POST_SIGN_PASSWORD_MESSAGES.notSignerUser,
]);

type KeepAccessOfferProps = {
  /** The signer's address, masked (password_for). */
  maskedEmail: string;
};

/**
 * The post-signing password (ADR 0032): below the thank-you, a signer who has no account may
 * choose a password and open what they signed any time. The offer itself is an HttpOnly cookie
 * /post_sign_logout set; the page only knows there is one. "No thanks" folds it away and uses the offer up.
 */
export const KeepAccessOffer = ({ maskedEmail }: KeepAccessOfferProps) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const brandButton = useBrandButton();
  const brandAccent = useBrandAccent();
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [declined, setDeclined] = useState(false);

  const create = useMutation({
    mutationFn: (input: PostSignPasswordInput) =>
      api.post<LoginResult>(POST_SIGN_PASSWORD_PATH, input, {
        ignoreUnauthorized: true,
        silent: true,
      }),
    onSuccess: (answer) => {
      queryClient.clear();
      api.startSession(answer);
      void navigate('/documents', { replace: true });
    },
  });

  if (declined) {
    return (
      <Text c="dimmed" size="xs" ta="center">
        {t('postSign.keep.declined')}
      </Text>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = passwordRule.safeParse(password);
    setError(check.success ? undefined : issueText(check.error));
    if (check.success) create.mutate({ password });
  };

  const refusal = create.isError ? errorMessageOf(create.error) : null;
  if (refusal && FINAL_REFUSALS.has(refusal)) {
    const logIn = refusal !== POST_SIGN_PASSWORD_MESSAGES.offerInvalid;
    return (
      <Stack gap="sm" w="100%">
        <Divider />
        <Stack ta="left">
          <FormError message={refusal} />
        </Stack>
        <Anchor component={Link} to={logIn ? '/login' : '/sign_up'} size="sm">
          {logIn ? t('postSign.keep.logIn') : t('postSign.keep.signUp')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" w="100%" component="section" aria-labelledby="keep-access-title">
      <Divider />
      <Group gap="xs" justify="center" wrap="nowrap">
        <IconLock size={20} aria-hidden />
        <Title order={2} fz={18} id="keep-access-title">
          {t('postSign.keep.title')}
        </Title>
      </Group>
      <Text size="sm" ta="center">
        <Trans
          i18nKey="postSign.keep.intro"
          values={{ email: maskedEmail }}
          components={{ who: <Text span fw={600} style={{ whiteSpace: 'nowrap' }} /> }}
        />
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" ta="left">
          <FormError message={refusal} />
          <PasswordField
            label={t('postSign.keep.password')}
            description={t('postSign.keep.passwordHint', { count: DEFAULT_PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            value={password}
            error={error}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(undefined);
            }}
          />
          <Button type="submit" loading={create.isPending} fullWidth {...brandButton}>
            {t('postSign.keep.create')}
          </Button>
          <Button
            variant="subtle"
            fullWidth
            disabled={create.isPending}
            onClick={() => {
              setDeclined(true);
              // The offer is used up on the server too: the same browser cannot take it up later.
              void api
                .request(POST_SIGN_PASSWORD_PATH, {
                  method: 'DELETE',
                  ignoreUnauthorized: true,
                  silent: true,
                })
                .catch(() => undefined);
            }}
            {...brandAccent}
          >
            {t('postSign.keep.noThanks')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
};
