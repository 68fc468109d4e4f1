import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import type { BulkSend } from '@quire/domain';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../app/failure-message.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { recipientDataApi, templatesApi } from '../bulk-sends-api.ts';
import { useSaveSend } from './use-save-send.ts';

/**
 * §2 send: a summary, then save-and-activate. The server runs the §5 checks and its refusal is
 * shown as it words it; a create_and_send asks first how many signing requests go out.
 */
export const SendSection = ({ send }: { send: BulkSend }) => {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const activate = useSaveSend(send);
  const [confirming, setConfirming] = useState(false);
  const sources = useQuery({
    queryKey: QUERY_KEYS.bulkSendRecipientDatas,
    queryFn: ({ signal }) => recipientDataApi.list(signal),
  });
  const source = sources.data?.find((s) => s.key === send.recipient_data_key);
  const matching = useQuery({
    queryKey: QUERY_KEYS.bulkSendMatchingRows(send.recipient_data_key ?? '', send.filter_rules),
    queryFn: ({ signal }) =>
      recipientDataApi.matchingRows(send.recipient_data_key ?? '', send.filter_rules, signal),
    enabled: send.recipient_data_key !== null,
  });
  const template = useQuery({
    queryKey: QUERY_KEYS.bulkSendTemplate(send.template_key ?? ''),
    queryFn: ({ signal }) => templatesApi.template(send.template_key ?? '', signal),
    enabled: send.template_key !== null,
  });
  const xplan = send.integration_configuration_id !== null;
  const count = xplan
    ? send.xplan_clients.length
    : (matching.data?.number_of_matching_rows ?? null);
  const sends = send.bulk_send_type === 'create_and_send';

  const run = () =>
    activate.mutate({ status: 'active' }, { onSettled: () => setConfirming(false) });

  return (
    <Stack gap="md">
      <Table variant="vertical" layout="fixed" withTableBorder fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={{ base: 110, sm: 180 }}>{t('bulkSends.send.type')}</Table.Th>
            <Table.Td>{t(`bulkSends.types.${send.bulk_send_type}`)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('bulkSends.send.clientList')}</Table.Th>
            <Table.Td>
              {xplan
                ? t('bulkSends.xplan.chosen', { count: send.xplan_clients.length })
                : source
                  ? t('bulkSends.send.clientCount', {
                      name: source.description,
                      count: count === null ? '…' : number(count),
                      total: number(source.number_of_rows),
                    })
                  : t('bulkSends.send.notChosen')}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('bulkSends.send.filters')}</Table.Th>
            <Table.Td>{send.filter_rules.length || t('bulkSends.send.noFilters')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('bulkSends.send.template')}</Table.Th>
            <Table.Td style={{ wordBreak: 'break-word' }}>
              {send.template_key
                ? (template.data?.document_name ?? '…')
                : t('bulkSends.send.notChosen')}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {activate.isError && (
        <Alert color="red" variant="light" role="alert" title={t('bulkSends.send.notActivated')}>
          {failureMessage(activate.error, t('bulkSends.send.activateFailed'))}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {sends ? t('bulkSends.send.sendsHint') : t('bulkSends.send.createsHint')}
      </Text>
      <Button
        leftSection={<IconPlayerPlay size={16} />}
        w="fit-content"
        loading={activate.isPending && !confirming}
        onClick={() => (sends ? setConfirming(true) : run())}
      >
        {t('bulkSends.send.activate')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('bulkSends.send.confirmTitle')}
        message={
          count === null
            ? t('bulkSends.send.confirmMatching')
            : t('bulkSends.send.confirmCount', { count, shown: number(count) })
        }
        confirmLabel={t('bulkSends.send.confirm')}
        loading={activate.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
};
