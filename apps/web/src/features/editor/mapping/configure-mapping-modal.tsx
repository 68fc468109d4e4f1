import { Alert, Button, Center, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import {
  BULK_SEND_MESSAGES,
  XPLAN_MAPPING_COLUMNS,
  XPLAN_SOURCE_DESCRIPTION,
  XPLAN_SOURCE_KEY,
  mappingIssues,
  type DocumentMapping,
} from '@quire/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../app/failure-message.ts';
import { showSuccess } from '../../../app/notices.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { MappingSections, problemAt } from '../../../components/mapping/mapping-sections.tsx';
import {
  MAPPING_KEYS,
  mappingApi,
  recipientDataApi,
  type DocumentMappingView,
} from './mapping-api.ts';
import { serverText } from '../../../i18n/server-text.ts';

type Mapping = DocumentMapping['mapping'];

const MappingForm = ({
  packKey,
  view,
  onClose,
}: {
  packKey: string;
  view: DocumentMappingView;
  onClose: () => void;
}) => {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [sourceKey, setSourceKey] = useState<string | null>(
    view.sources[0]?.recipient_data_key ?? null,
  );
  const [mapping, setMapping] = useState<Mapping>(view.mapping);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sources = useQuery({
    queryKey: MAPPING_KEYS.sources,
    queryFn: ({ signal }) => recipientDataApi.list(signal),
  });
  const source = useQuery({
    queryKey: MAPPING_KEYS.source(sourceKey ?? ''),
    queryFn: ({ signal }) => recipientDataApi.get(sourceKey!, signal),
    enabled: !!sourceKey && sourceKey !== XPLAN_SOURCE_KEY,
  });
  const saved = view.sources.find((s) => s.recipient_data_key === sourceKey);
  // XPLAN client data (issue 17): its columns are client-data paths, filled per client.
  const columns =
    sourceKey === XPLAN_SOURCE_KEY
      ? [...XPLAN_MAPPING_COLUMNS]
      : (source.data?.field_names ?? saved?.field_names ?? []);
  const issues = mappingIssues(view.template.facts, mapping, columns);

  const save = useMutation({
    mutationFn: () => mappingApi.update(packKey, mapping, sourceKey ? [sourceKey] : []),
    onSuccess: (answer) => {
      queryClient.setQueryData(MAPPING_KEYS.mapping(packKey), answer);
      showSuccess(t('editor.mapping.saved'));
      onClose();
    },
    onError: (e) => setError(failureMessage(e, BULK_SEND_MESSAGES.mappingUpdateFailed)),
  });
  const submit = () => {
    setError(null);
    if (view.saved) setConfirming(true);
    else save.mutate();
  };

  const options = (sources.data ?? [])
    .filter((s) => !s.archived || s.key === sourceKey)
    .map((s) => ({
      value: s.key,
      label: t('editor.mapping.sourceRows', { name: s.description, count: s.number_of_rows }),
    }));
  if (sourceKey && saved && !options.some((o) => o.value === sourceKey))
    options.push({ value: sourceKey, label: saved.description });
  if (!options.some((o) => o.value === XPLAN_SOURCE_KEY))
    options.push({
      value: XPLAN_SOURCE_KEY,
      label: t('editor.mapping.xplanSource', { name: XPLAN_SOURCE_DESCRIPTION }),
    });
  const set = (change: (m: Mapping) => Mapping) => setMapping((m) => change(m));

  return (
    <Stack gap="md">
      <Select
        label={t('editor.mapping.source')}
        description={t('editor.mapping.sourceHint')}
        placeholder={sources.isPending ? t('editor.loading') : t('editor.mapping.choose')}
        data={options}
        value={sourceKey}
        onChange={setSourceKey}
        error={
          sources.isError ? serverText(BULK_SEND_MESSAGES.recipientDataFetchFailed) : undefined
        }
        nothingFoundMessage={t('editor.mapping.noSources')}
        searchable
        data-autofocus
        comboboxProps={{ withinPortal: true }}
      />
      {sources.isSuccess && sources.data.every((s) => s.archived) && sourceKey === null && (
        <Text size="sm" c="dimmed">
          {t('editor.mapping.noSourcesHelp')}
        </Text>
      )}
      {source.isFetching && !source.data && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('editor.mapping.readingColumns')}
          </Text>
        </Group>
      )}
      <MappingSections
        template={view.template}
        mapping={mapping}
        columns={columns}
        problems={problemAt(issues)}
        onChange={set}
      />
      {issues.length > 0 ? (
        <div role="status" aria-label={t('editor.mapping.problems')}>
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('editor.mapping.before')}
          >
            <Stack gap={2} component="ul" m={0} pl="md">
              {issues.map((p, i) => (
                <Text component="li" size="sm" key={i}>
                  {p.role ? `${p.role}: ${serverText(p.message)}` : serverText(p.message)}
                </Text>
              ))}
            </Stack>
          </Alert>
        </div>
      ) : (
        <Group gap={6} role="status">
          <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" />
          <Text size="sm" c="dimmed">
            {t('editor.mapping.complete')}
          </Text>
        </Group>
      )}
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('editor.cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {t('editor.mapping.save')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('editor.mapping.replaceTitle')}
        message={t('editor.mapping.replaceMessage')}
        confirmLabel={t('editor.mapping.replace')}
        loading={save.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          save.mutate();
        }}
      />
    </Stack>
  );
};

/** §2 configure mapping modal: which recipient data columns fill a template's signers, copy recipients, fields and wording. */
export const ConfigureMappingModal = ({
  packKey,
  opened,
  onClose,
}: {
  packKey: string;
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const view = useQuery({
    queryKey: MAPPING_KEYS.mapping(packKey),
    queryFn: ({ signal }) => mappingApi.get(packKey, signal),
    enabled: opened,
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('editor.mapping.configure')}
      size="xl"
      centered
    >
      {view.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('editor.mapping.loading')} />
        </Center>
      ) : view.isError ? (
        <LoadFailure
          message={failureMessage(view.error, t('editor.mapping.loadFailed'))}
          onRetry={() => void view.refetch()}
          retrying={view.isFetching}
        />
      ) : (
        // Keyed by the answer: reopening after a save starts from what was saved.
        <MappingForm
          key={view.dataUpdatedAt}
          packKey={packKey}
          view={view.data}
          onClose={onClose}
        />
      )}
    </Modal>
  );
};
