import { Alert, Badge, Button, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ApiDetails } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { api, errorMessageOf } from '../../../../app/api-client.ts';
import { CopyableValue } from '../../../../components/copyable-value.tsx';
import { EXTRAS_KEYS } from '../extras-query-keys.ts';
import { ExtrasModal } from '../extras-modal.tsx';

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
}) => {
  const { t } = useTranslation();
  return (
    <ExtrasModal title={t('editor.more.apiDetails')} opened={opened} onClose={onClose} size="xl">
      <Details packKey={packKey} />
    </ExtrasModal>
  );
};

const Details = ({ packKey }: { packKey: string }) => {
  const { t } = useTranslation();
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
      <Alert color="red" variant="light" title={t('editor.api.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessageOf(query.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {t('editor.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  const d = query.data;
  const template = d.document_type === 'template';
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <Trans
          i18nKey="editor.api.intro"
          values={{ url: d.api_base_url, token: 'QUIRE_TOKEN' }}
          components={{ mono: <Text span ff="monospace" /> }}
        />
      </Text>
      <Group gap="xs">
        <Badge variant="light">
          {template ? t('editor.api.template') : t('editor.api.document')}
        </Badge>
        <Badge variant="light" color="gray">
          {d.status.replace(/_/g, ' ')}
        </Badge>
      </Group>
      <CopyableValue
        label={template ? t('editor.api.templateKey') : t('editor.api.documentKey')}
        value={d.key}
      />
      {d.documents.map((doc) => (
        <CopyableValue
          key={doc.key}
          label={t('editor.api.childKey', { name: doc.document_name })}
          value={doc.key}
        />
      ))}
      {d.signatories.map((s) => (
        <CopyableValue
          key={s.uuid}
          label={t('editor.api.signerId', { name: s.name || s.email || s.role })}
          value={s.uuid}
        />
      ))}
      <Divider label={t('editor.api.requests')} labelPosition="left" />
      {d.requests.map((r) => (
        <CopyableValue key={r.url + r.method} label={r.title} value={r.curl} block />
      ))}
    </Stack>
  );
};
