import { Alert, Box, Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { PasskeyView } from '@quire/domain';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { IconFingerprint, IconInfoCircle } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { errorMessageOf } from '../../../app/api-client.ts';
import { AddPasskeyModal } from './add-passkey-modal.tsx';
import { PasskeyRow } from './passkey-row.tsx';
import { RemovePasskeyModal } from './remove-passkey-modal.tsx';
import { RenamePasskeyModal } from './rename-passkey-modal.tsx';
import { usePasskeys } from './use-passkeys.ts';
import { useTranslation } from 'react-i18next';

type Editing = { passkey: PasskeyView; action: 'rename' | 'remove' } | null;

/**
 * #profile's passkeys: sign in with the device's screen lock or a security key instead of a
 * password, or use one as the second step after it.
 */
export const PasskeysSection = () => {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const supported = browserSupportsWebAuthn();

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} maw={480}>
          <Title order={2} fz="lg">
            {t('profile.passkeys.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.passkeys.intro')}
          </Text>
        </Stack>
        <Button
          leftSection={<IconFingerprint size={18} aria-hidden />}
          onClick={() => setAdding(true)}
          disabled={!supported}
        >
          {t('profile.passkeys.add')}
        </Button>
      </Group>

      {!supported && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('profile.passkeys.unsupported')}
        </Alert>
      )}
      {passkeys.isPending && (
        <Group gap="xs" c="dimmed">
          <Loader size="xs" />
          <Text size="sm">{t('profile.passkeys.loading')}</Text>
        </Group>
      )}
      {passkeys.isError && (
        <Alert color="red" variant="light">
          {errorMessageOf(passkeys.error)}
        </Alert>
      )}
      {passkeys.data?.length === 0 && (
        <Box p="md" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text size="sm" c="dimmed">
            {t('profile.passkeys.none')}
          </Text>
        </Box>
      )}
      {passkeys.data && passkeys.data.length > 0 && (
        <Box
          component="ul"
          aria-label={t('profile.passkeys.list')}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {passkeys.data.map((passkey, index) => (
            <Fragment key={passkey.credential_id}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <PasskeyRow
                passkey={passkey}
                onRename={() => setEditing({ passkey, action: 'rename' })}
                onRemove={() => setEditing({ passkey, action: 'remove' })}
              />
            </Fragment>
          ))}
        </Box>
      )}

      <AddPasskeyModal opened={adding} onClose={() => setAdding(false)} />
      {editing?.action === 'rename' && (
        <RenamePasskeyModal passkey={editing.passkey} onClose={() => setEditing(null)} />
      )}
      {editing?.action === 'remove' && (
        <RemovePasskeyModal passkey={editing.passkey} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
};
