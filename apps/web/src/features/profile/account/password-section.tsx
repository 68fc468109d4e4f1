import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { passwordSchema, type User } from '@quire/domain';
import { IconCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../app/api-client.ts';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { usePermission } from '../../../app/session/use-permissions.ts';
import { useInstanceSettings } from '../../../app/use-instance-settings.ts';
import { FormError } from '../../../components/form-error.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useUpdateUser } from './use-update-user.ts';
import { serverText } from '../../../i18n/server-text.ts';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../../i18n/server-text.ts';

/**
 * #profile "Password". An account made for its user by signing (or asked for a password,
 * request_password) chooses its first one here without another: the post-signing password.
 * Everyone else changes theirs with the current one; the server ends their other sessions.
 */
export const PasswordSection = () => {
  const current = useCurrentUser();
  if (!current.data) return null;
  return <PasswordForm user={current.data.user} />;
};

const PasswordForm = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const choosing = user.request_password || !user.has_password;
  const minLength = useInstanceSettings().password_min_length;
  const mayReset = usePermission('user_profile_permissions.can_reset_password');
  const update = useUpdateUser();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ current?: string; password?: string }>({});
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rule = passwordSchema(minLength).safeParse(password);
    const found = {
      current: !choosing && !currentPassword ? t('profile.password.currentRequired') : undefined,
      password: rule.success ? undefined : issueText(rule.error),
    };
    setErrors(found);
    setDone(null);
    if (found.current || found.password) return;
    update.mutate(choosing ? { password } : { password, current_password: currentPassword }, {
      onSuccess: (answer) => {
        setDone(serverText(answer.message));
        setCurrentPassword('');
        setPassword('');
      },
    });
  };

  const blocked = !choosing && !mayReset;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {choosing ? t('profile.password.choose') : t('profile.password.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {choosing ? t('profile.password.chooseIntro') : t('profile.password.intro')}
          </Text>
        </Stack>
        {blocked && (
          <Text size="sm" c="dimmed">
            {t('profile.password.locked')}
          </Text>
        )}
        <FormError message={update.isError ? errorMessageOf(update.error) : null} />
        {!choosing && (
          <PasswordField
            label={t('profile.password.current')}
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.currentTarget.value)}
            error={errors.current}
            autoComplete="current-password"
            disabled={blocked}
            maw={420}
          />
        )}
        <PasswordField
          label={t('profile.password.new')}
          description={t('profile.password.minLength', { min: minLength })}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          autoComplete="new-password"
          disabled={blocked}
          maw={420}
        />
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="teal.8" role="status" aria-live="polite">
            {done && (
              <Group gap={6} component="span" wrap="nowrap">
                <IconCheck size={16} aria-hidden="true" />
                {done}
              </Group>
            )}
          </Text>
          <Button type="submit" loading={update.isPending} disabled={blocked}>
            {choosing ? t('profile.password.set') : t('profile.password.change')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
