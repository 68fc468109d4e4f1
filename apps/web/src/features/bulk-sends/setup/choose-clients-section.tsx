import { Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import type { BulkSend } from '@quire/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useXplanConnection } from '../../../components/xplan/xplan-clients-api.ts';
import { ClientListChooser } from './client-list-chooser.tsx';
import { XplanClientsChooser } from './xplan-clients-chooser.tsx';

type Source = 'list' | 'xplan';

/**
 * §2 choose_clients: the recipients come from a client list, or, when the workspace has a
 * connected XPLAN, from XPLAN clients chosen one by one (ADR 0060).
 */
export const ChooseClientsSection = ({ send }: { send: BulkSend }) => {
  const { t } = useTranslation();
  const connection = useXplanConnection();
  const [source, setSource] = useState<Source>(
    send.integration_configuration_id ? 'xplan' : 'list',
  );
  const xplan = connection.data?.data ?? null;

  if (connection.isPending) return <Loader size="sm" aria-label={t('bulkSends.xplan.checking')} />;
  // Without a connection (or if asking failed) the client list is the only source.
  if (!xplan) return <ClientListChooser send={send} />;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="bulk-send-source">
          {t('bulkSends.xplan.source')}
        </Text>
        <SegmentedControl
          aria-labelledby="bulk-send-source"
          value={source}
          onChange={(v) => setSource(v as Source)}
          data={[
            { value: 'list', label: t('bulkSends.xplan.fromList') },
            { value: 'xplan', label: t('bulkSends.xplan.fromXplan') },
          ]}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        />
      </Stack>
      {source === 'list' ? (
        <ClientListChooser send={send} />
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('bulkSends.xplan.through', { name: xplan.name })}
          </Text>
          <XplanClientsChooser send={send} configurationId={xplan.integration_configuration_id} />
        </Stack>
      )}
    </Stack>
  );
};
