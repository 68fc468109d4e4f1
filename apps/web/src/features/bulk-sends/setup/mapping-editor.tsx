import { Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  BULK_SEND_MESSAGES,
  type BulkSend,
  type DocumentDto,
  type MappedValue,
} from '@quire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../app/failure-message.ts';
import { showSuccess } from '../../../app/notices.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import {
  bulkSendsApi,
  recipientDataApi,
  templatesApi,
  type SendMapping,
} from '../bulk-sends-api.ts';
import { MappedValueInput } from './mapped-value-input.tsx';

type Person = SendMapping['signatories'][string];
const PERSON_PARTS = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['mobile_number', 'Mobile'],
] as const;

/**
 * The send's document mapping (GET/POST /app/bulk_sends/{key}/document_mapping/{template_key}):
 * each signer (by role), copy recipient, data field (by custom id) and the pack's name, subject
 * and message take a column of the client list or a fixed text.
 */
export const MappingEditor = ({ send, template }: { send: BulkSend; template: DocumentDto }) => {
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
    return <Loader size="sm" aria-label="Loading the mapping" />;
  if (saved.isError || fields.isError)
    return (
      <Group gap="sm">
        <Text size="sm" c="red.8" role="alert">
          {(saved.error ?? fields.error)?.message}
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={() => void Promise.all([saved.refetch(), fields.refetch()])}
        >
          Try again
        </Button>
      </Group>
    );
  const columns = sources.data?.find((s) => s.key === send.recipient_data_key)?.field_names ?? [];
  const customIds = [
    ...new Set(
      fields.data.filter((f) => !f.removed && f.custom_id).map((f) => f.custom_id as string),
    ),
  ];
  return (
    <MappingForm
      key={`${send.key}:${template.key}`}
      send={send}
      template={template}
      initial={saved.data}
      columns={columns}
      customIds={customIds}
    />
  );
};

const MappingForm = ({
  send,
  template,
  initial,
  columns,
  customIds,
}: {
  send: BulkSend;
  template: DocumentDto;
  initial: SendMapping;
  columns: string[];
  customIds: string[];
}) => {
  const queryClient = useQueryClient();
  const [mapping, setMapping] = useState<SendMapping>(initial);
  const [dirty, setDirty] = useState(false);
  const store = useMutation({
    mutationFn: () => bulkSendsApi.saveDocumentMapping(send.key, template.key, mapping),
    onSuccess: async () => {
      setDirty(false);
      showSuccess('Mapping saved.');
      await queryClient.invalidateQueries({
        queryKey: QUERY_KEYS.bulkSendMapping(send.key, template.key),
      });
    },
  });
  const change = (next: SendMapping) => {
    setMapping(next);
    setDirty(true);
  };
  const person = (
    part: 'signatories' | 'cc_recipients',
    id: string,
    field: keyof Person,
    value: MappedValue | undefined,
  ) => {
    const { [field]: _dropped, ...rest } = mapping[part][id] ?? {};
    change({
      ...mapping,
      [part]: { ...mapping[part], [id]: value ? { ...rest, [field]: value } : rest },
    });
  };
  const packPart = (
    part: 'document_name' | 'subject' | 'message',
    value: MappedValue | undefined,
  ) => {
    const { [part]: _dropped, ...rest } = mapping;
    change(value ? { ...rest, [part]: value } : (rest as SendMapping));
  };
  const signers = template.signatories.filter((s) => !s.removed);

  return (
    <Stack gap="md">
      {columns.length === 0 && (
        <Text size="sm" c="dimmed">
          Choose a client list above to map its columns.
        </Text>
      )}
      {signers.map((s) => (
        <PersonGroup
          key={s.uuid}
          title={`Signer: ${s.role || s.name || 'unnamed'}`}
          hint={[s.name, s.email].filter(Boolean).join(' · ')}
        >
          {PERSON_PARTS.map(([part, label]) => (
            <MappedValueInput
              key={part}
              label={`${s.role || s.name} ${label.toLowerCase()}`}
              columns={columns}
              value={mapping.signatories[s.role]?.[part]}
              onChange={(value) => person('signatories', s.role, part, value)}
            />
          ))}
        </PersonGroup>
      ))}
      {template.copy_recipients.map((c) => (
        <PersonGroup key={c.uuid} title={`Copy recipient: ${c.name || c.email || 'unnamed'}`}>
          {PERSON_PARTS.slice(0, 2).map(([part, label]) => (
            <MappedValueInput
              key={part}
              label={`${c.name || 'Copy recipient'} ${label.toLowerCase()}`}
              columns={columns}
              value={mapping.cc_recipients[c.uuid]?.[part]}
              onChange={(value) => person('cc_recipients', c.uuid, part, value)}
            />
          ))}
        </PersonGroup>
      ))}
      <PersonGroup
        title="Fields"
        hint={
          customIds.length === 0
            ? 'This template has no fields with a custom id; give a field one in the editor to fill it from a column.'
            : undefined
        }
      >
        {customIds.map((id) => (
          <MappedValueInput
            key={id}
            label={id}
            columns={columns}
            value={mapping.data_fields[id]}
            onChange={(value) => {
              const { [id]: _dropped, ...rest } = mapping.data_fields;
              change({ ...mapping, data_fields: value ? { ...rest, [id]: value } : rest });
            }}
          />
        ))}
      </PersonGroup>
      <PersonGroup title="Document">
        <MappedValueInput
          label="Document name"
          columns={columns}
          value={mapping.document_name}
          onChange={(value) => packPart('document_name', value)}
        />
        <MappedValueInput
          label="Email subject"
          columns={columns}
          value={mapping.subject}
          onChange={(value) => packPart('subject', value)}
        />
        <MappedValueInput
          label="Email message"
          columns={columns}
          value={mapping.message}
          onChange={(value) => packPart('message', value)}
        />
      </PersonGroup>
      <Group gap="sm" wrap="wrap">
        <Button onClick={() => store.mutate()} loading={store.isPending} disabled={!dirty}>
          Save mapping
        </Button>
        {dirty && (
          <Text size="sm" c="dimmed">
            Unsaved changes
          </Text>
        )}
      </Group>
      {store.isError && (
        <Text size="sm" c="red.8" role="alert">
          {failureMessage(store.error, BULK_SEND_MESSAGES.mappingUpdateFailed)}
        </Text>
      )}
    </Stack>
  );
};

const PersonGroup = ({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: React.ReactNode;
}) => (
  <Stack gap="xs">
    <Divider />
    <div>
      <Title order={3} fz={15}>
        {title}
      </Title>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </div>
    <Group gap="md" align="flex-start" wrap="wrap">
      {children}
    </Group>
  </Stack>
);
