import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { BulkSend } from '@quire/domain';
import { IconTemplate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../app/failure-message.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { templatesApi } from '../bulk-sends-api.ts';
import { MappingEditor } from './mapping-editor.tsx';
import { TemplatePicker } from './template-picker.tsx';
import { useSaveSend } from './use-save-send.ts';

/** §2 setup_template: the template the documents are made from, and the send's mapping for it. */
export const SetupTemplateSection = ({ send }: { send: BulkSend }) => {
  const { t } = useTranslation();
  const save = useSaveSend(send);
  const [changing, setChanging] = useState(false);
  const templateKey = send.template_key;
  const template = useQuery({
    queryKey: QUERY_KEYS.bulkSendTemplate(templateKey ?? ''),
    queryFn: ({ signal }) => templatesApi.template(templateKey ?? '', signal),
    enabled: templateKey !== null,
  });

  const pick = (key: string) =>
    save.mutate({ template_key: key }, { onSuccess: () => setChanging(false) });

  const saveError = save.isError && (
    <Text size="sm" c="red.8" role="alert">
      {failureMessage(save.error, t('bulkSends.setup.saveFailed'))}
    </Text>
  );
  if (!templateKey || changing)
    return (
      <Stack gap="sm">
        <TemplatePicker onPick={pick} busy={save.isPending} />
        {saveError}
        {changing && (
          <Button variant="subtle" size="xs" w="fit-content" onClick={() => setChanging(false)}>
            {t('bulkSends.template.keep')}
          </Button>
        )}
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconTemplate size={18} color="var(--mantine-color-quire-6)" aria-hidden="true" />
          {template.isPending ? (
            <Loader size="xs" aria-label={t('bulkSends.template.loading')} />
          ) : (
            <Text size="sm" fw={600} truncate="end">
              {template.data?.document_name ?? t('bulkSends.template.unavailable')}
            </Text>
          )}
        </Group>
        <Button variant="default" size="xs" onClick={() => setChanging(true)}>
          {t('bulkSends.template.change')}
        </Button>
      </Group>
      {saveError}
      {template.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {template.error.message}
        </Text>
      ) : (
        template.data && <MappingEditor send={send} template={template.data} />
      )}
    </Stack>
  );
};
