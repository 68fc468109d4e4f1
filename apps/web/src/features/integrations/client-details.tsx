import { Alert, Skeleton, Stack, Table, Text } from '@mantine/core';
import { INTEGRATION_MESSAGES } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../app/failure-message.ts';
import { useXplanClientData } from '../../components/xplan/xplan-clients-api.ts';

/** The values a picked client gives document fields (get_client_data's glue), by name. */
export const ClientDetails = ({
  configurationId,
  clientId,
}: {
  configurationId: string;
  clientId: number;
}) => {
  const { t } = useTranslation();
  const data = useXplanClientData(configurationId, clientId);
  if (data.isPending)
    return <Skeleton height={160} radius="md" aria-label={t('integrations.details.loading')} />;
  if (data.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {failureMessage(data.error, INTEGRATION_MESSAGES.clientDataFailed)}
      </Alert>
    );
  const rows = Object.entries(data.data.glue);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('integrations.details.heading', { rows: rows.length })}
      </Text>
      <Table.ScrollContainer minWidth={320} mah={360}>
        <Table striped withTableBorder aria-label={t('integrations.details.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('integrations.details.valueName')}</Table.Th>
              <Table.Th>{t('integrations.details.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{value}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
};
