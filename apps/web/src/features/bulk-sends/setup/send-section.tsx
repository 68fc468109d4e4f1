import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import type { BulkSend } from '@quire/domain';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../app/failure-message.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { BULK_SEND_TYPE_LABELS, recipientDataApi, templatesApi } from '../bulk-sends-api.ts';
import { matchingRowCount } from './choose-clients-section.tsx';
import { useSaveSend } from './use-save-send.ts';

/**
 * §2 send: a summary, then save-and-activate. The server runs the §5 checks and its refusal is
 * shown as it words it; a create_and_send asks first how many signing requests go out.
 */
export const SendSection = ({ send }: { send: BulkSend }) => {
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
  const count = matching.data ? matchingRowCount(matching.data) : null;
  const sends = send.bulk_send_type === 'create_and_send';

  const run = () =>
    activate.mutate({ status: 'active' }, { onSettled: () => setConfirming(false) });

  return (
    <Stack gap="md">
      <Table variant="vertical" layout="fixed" withTableBorder fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={{ base: 110, sm: 180 }}>Type</Table.Th>
            <Table.Td>{BULK_SEND_TYPE_LABELS[send.bulk_send_type]}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Client list</Table.Th>
            <Table.Td>
              {source
                ? `${source.description}: ${count ?? '…'} of ${source.number_of_rows} clients`
                : 'Not chosen'}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Filters</Table.Th>
            <Table.Td>{send.filter_rules.length || 'None'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Template</Table.Th>
            <Table.Td style={{ wordBreak: 'break-word' }}>
              {send.template_key ? (template.data?.document_name ?? '…') : 'Not chosen'}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {activate.isError && (
        <Alert color="red" variant="light" role="alert" title="Not activated">
          {failureMessage(activate.error, 'An error occurred while activating the bulk send.')}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {sends
          ? 'Activating creates one document per matching client and sends each for signing.'
          : 'Activating creates one document per matching client; you send them yourself.'}
      </Text>
      <Button
        leftSection={<IconPlayerPlay size={16} />}
        w="fit-content"
        loading={activate.isPending && !confirming}
        onClick={() => (sends ? setConfirming(true) : run())}
      >
        Save and activate
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Send signing requests"
        message={`Confirm sending ${count ?? 'the matching'} signing requests. Each client gets a document to sign as soon as it is created.`}
        confirmLabel="Activate and send"
        loading={activate.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
};
