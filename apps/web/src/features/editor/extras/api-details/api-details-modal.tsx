import { Alert, Badge, Button, Divider, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { ApiDetails } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { api, errorMessageOf } from '../../../../app/api-client.ts';
import { CopyableValue } from '../../../../components/copyable-value.tsx';
import { EXTRAS_KEYS } from '../extras-query-keys.ts';

const fetchApiDetails = async (key: string, signal?: AbortSignal) =>
  (
    await api.get<{ api_details: ApiDetails }>(
      `/app/documents/${encodeURIComponent(key)}/api_details`,
      { signal, silent: true },
    )
  ).api_details;

/** §2 API details modal: the pack's ids and ready-to-copy requests against /api/v1. */
export const ApiDetailsModal = ({
  packKey,
  opened,
  onClose,
}: {
  packKey: string;
  opened: boolean;
  onClose: () => void;
}) => (
  <Modal
    closeButtonProps={{ 'aria-label': 'Close' }}
    opened={opened}
    onClose={onClose}
    title="API details"
    size="xl"
    centered
  >
    {opened && <Details packKey={packKey} />}
  </Modal>
);

const Details = ({ packKey }: { packKey: string }) => {
  const query = useQuery({
    queryKey: EXTRAS_KEYS.apiDetails(packKey),
    queryFn: ({ signal }) => fetchApiDetails(packKey, signal),
  });
  if (query.isPending)
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={48} radius="md" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  if (query.isError)
    return (
      <Alert color="red" variant="light" title="API details could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessageOf(query.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  const d = query.data;
  const kind = d.document_type === 'template' ? 'Template' : 'Document';
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Use these ids with the Quire API at{' '}
        <Text span ff="monospace">
          {d.api_base_url}
        </Text>
        . Set{' '}
        <Text span ff="monospace">
          QUIRE_TOKEN
        </Text>{' '}
        to an API key or an access token of one of your applications.
      </Text>
      <Group gap="xs">
        <Badge variant="light">{kind}</Badge>
        <Badge variant="light" color="gray">
          {d.status.replace(/_/g, ' ')}
        </Badge>
      </Group>
      <CopyableValue label={`${kind} key`} value={d.key} />
      {d.documents.map((doc) => (
        <CopyableValue
          key={doc.key}
          label={`Key of “${doc.document_name}” in this pack`}
          value={doc.key}
        />
      ))}
      {d.signatories.map((s) => (
        <CopyableValue
          key={s.uuid}
          label={`Signer id: ${s.name || s.email || s.role}`}
          value={s.uuid}
        />
      ))}
      <Divider label="Requests" labelPosition="left" />
      {d.requests.map((r) => (
        <CopyableValue key={r.url + r.method} label={r.title} value={r.curl} block />
      ))}
    </Stack>
  );
};
