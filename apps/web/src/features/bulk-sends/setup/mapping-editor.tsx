import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import {
  isMappableField,
  type BulkSend,
  type DataField,
  type DocumentDto,
  XPLAN_MAPPING_COLUMNS,
} from '@quire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../app/failure-message.ts';
import { showSuccess } from '../../../app/notices.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import {
  MappingSections,
  type MappingTemplate,
} from '../../../components/mapping/mapping-sections.tsx';
import {
  bulkSendsApi,
  recipientDataApi,
  templatesApi,
  type SendMapping,
} from '../bulk-sends-api.ts';

/**
 * The send's document mapping (GET/POST /app/bulk_sends/{key}/document_mapping/{template_key}):
 * each signer (by role), copy recipient, data field (by custom id) and the pack's name, subject
 * and message take a column of the client list or a fixed text.
 */
export const MappingEditor = ({ send, template }: { send: BulkSend; template: DocumentDto }) => {
  const { t } = useTranslation();
  const saved = useQuery({
    queryKey: QUERY_KEYS.bulkSendMapping(send.key, template.key),
    queryFn: ({ signal }) => bulkSendsApi.documentMapping(send.key, template.key, signal),
  });
  const fields = useQuery({
    queryKey: [...QUERY_KEYS.bulkSendTemplate(template.key), 'data_fields'],
    queryFn: ({ signal }) => templatesApi.dataFields(template.key, signal),
  });
  const sources = useQuery({
    queryKey: QUERY_KEYS.bulkSendRecipientDatas,
    queryFn: ({ signal }) => recipientDataApi.list(signal),
  });

  if (saved.isPending || fields.isPending)
    return <Loader size="sm" aria-label={t('bulkSends.mapping.loading')} />;
  if (saved.isError || fields.isError)
    return (
      <LoadFailure
        message={failureMessage(saved.error ?? fields.error, t('bulkSends.mapping.loadFailed'))}
        onRetry={() => void Promise.all([saved.refetch(), fields.refetch()])}
        retrying={saved.isFetching || fields.isFetching}
      />
    );
  // A send of XPLAN clients maps the client data's columns (xplan:<path>, ADR 0060).
  const columns = send.integration_configuration_id
    ? [...XPLAN_MAPPING_COLUMNS]
    : (sources.data?.find((s) => s.key === send.recipient_data_key)?.field_names ?? []);
  return (
    <MappingForm
      key={`${send.key}:${template.key}`}
      send={send}
      templateKey={template.key}
      targets={mappingTargets(template, fields.data)}
      initial={saved.data}
      columns={columns}
    />
  );
};

/**
 * What of the template this send maps: live signers, copy recipients, and the fields a column can
 * fill (the sender's, as the configure-mapping modal offers them; a signer's own stay theirs).
 */
const mappingTargets = (template: DocumentDto, fields: readonly DataField[]): MappingTemplate => {
  const required = new Map<string, boolean>();
  for (const f of fields)
    if (!f.removed && f.custom_id && isMappableField(f))
      required.set(f.custom_id, (required.get(f.custom_id) ?? false) || f.required);
  return {
    signatories: template.signatories.filter((s) => !s.removed),
    cc_recipients: template.copy_recipients,
    data_fields: [...required].map(([custom_id, isRequired]) => ({
      custom_id,
      required: isRequired,
    })),
  };
};

const MappingForm = ({
  send,
  templateKey,
  targets,
  initial,
  columns,
}: {
  send: BulkSend;
  templateKey: string;
  targets: MappingTemplate;
  initial: SendMapping;
  columns: string[];
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mapping, setMapping] = useState<SendMapping>(initial);
  const [dirty, setDirty] = useState(false);
  const store = useMutation({
    mutationFn: () => bulkSendsApi.saveDocumentMapping(send.key, templateKey, mapping),
    onSuccess: async () => {
      setDirty(false);
      showSuccess(t('bulkSends.mapping.saved'));
      await queryClient.invalidateQueries({
        queryKey: QUERY_KEYS.bulkSendMapping(send.key, templateKey),
      });
    },
  });
  const change = (edit: (m: SendMapping) => SendMapping) => {
    setMapping(edit);
    setDirty(true);
  };

  return (
    <Stack gap="md">
      {columns.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('bulkSends.mapping.chooseList')}
        </Text>
      )}
      <MappingSections template={targets} mapping={mapping} columns={columns} onChange={change} />
      <Group gap="sm" wrap="wrap">
        <Button onClick={() => store.mutate()} loading={store.isPending} disabled={!dirty}>
          {t('bulkSends.mapping.save')}
        </Button>
        {dirty && (
          <Text size="sm" c="dimmed">
            {t('bulkSends.mapping.unsaved')}
          </Text>
        )}
      </Group>
      {store.isError && (
        <Text size="sm" c="red.8" role="alert">
          {failureMessage(store.error, t('bulkSends.mapping.saveFailed'))}
        </Text>
      )}
    </Stack>
  );
};
