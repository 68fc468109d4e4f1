import { Button, Divider, Stack, Text } from '@mantine/core';
import { hasPermission } from '@quire/domain';
import { IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/session/use-permissions.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import { usePrefillReadiness } from './prefill-api.ts';
import { PrefillFromXplanModal } from './prefill-from-xplan-modal.tsx';

/**
 * Offered on a document in setup made from a template whose mapping reads XPLAN client data, when
 * the workspace has an active XPLAN connection (the server says so) and the user may use client
 * data (can_view_data_sources). Renders nothing otherwise.
 */
export const PrefillFromXplanSection = ({ pack }: { pack: PackDto }) => {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const [opened, setOpened] = useState(false);
  const candidate =
    pack.document_type === 'document' &&
    pack.status === 'setup' &&
    !pack.is_deleted &&
    pack.from_template_key !== null &&
    hasPermission(permissions, 'user_profile_permissions.can_view_data_sources');
  const readiness = usePrefillReadiness(pack.key, candidate);
  if (!candidate || !readiness.isSuccess) return null;
  const connection = readiness.data.data;
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-label={t('integrations.prefill.section')}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: 0.4 }}>
          {t('integrations.prefill.section')}
        </Text>
        <Button
          variant="default"
          fullWidth
          justify="flex-start"
          leftSection={<IconUserSearch size={18} />}
          onClick={() => setOpened(true)}
        >
          {t('integrations.prefill.title')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('integrations.prefill.sectionHint', { name: connection.name })}
        </Text>
        <PrefillFromXplanModal
          packKey={pack.key}
          connection={connection}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      </Stack>
      <Divider />
    </Stack>
  );
};
