import { Card, Stack, Text, Title } from '@mantine/core';
import type { IntegrationConfigurationView } from '@quire/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { XplanClientPicker } from '../../components/xplan/xplan-client-picker.tsx';
import { ClientDetails } from './client-details.tsx';

/**
 * Find a client in the connected XPLAN site (by name, or by client id for a number: §5).
 * Picking one shows what Quire would fill documents with.
 */
export const ClientSearch = ({ integration }: { integration: IntegrationConfigurationView }) => {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {t('integrations.search.title', { name: integration.name })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('integrations.search.hint')}
          </Text>
        </Stack>
        <XplanClientPicker
          configurationId={integration.key}
          picked={picked}
          onPick={(client) => setPicked(client?.entity_id ?? null)}
        />
        {picked !== null && <ClientDetails configurationId={integration.key} clientId={picked} />}
      </Stack>
    </Card>
  );
};
