import {
  ActionIcon,
  Anchor,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { appendixAudiencesFor, type AppendixAudience, type AppendixInput } from '@quire/domain';
import { IconDownload, IconFileText, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDanger } from '../../../../app/notices.ts';
import { appendixApi } from '../extras-api.ts';
import { EXTRAS_TIMING } from '../extras-timing.ts';
import type { AppendixDto } from '../extras-types.ts';
import { SaveStatusText } from '../save-status.tsx';
import { useDebouncedSave } from '../use-debounced-save.ts';
import { appendixFailureMessage } from './upload-appendix.ts';

type AppendixRowProps = {
  packKey: string;
  appendix: AppendixDto;
  readOnly: boolean;
  canViewTeams: boolean;
  deleting: boolean;
  onDelete: () => void;
};

type Editable = Pick<AppendixDto, 'description' | 'required' | 'audience'>;

/** One supporting document: its file, description, required flag and audience, saved 1 s after a change. */
export const AppendixRow = ({
  packKey,
  appendix,
  readOnly,
  canViewTeams,
  deleting,
  onDelete,
}: AppendixRowProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Editable>({
    description: appendix.description,
    required: appendix.required,
    audience: appendix.audience,
  });
  const save = useDebouncedSave(async (data: AppendixInput) => {
    try {
      await appendixApi.save(packKey, data);
    } catch (error) {
      showDanger(appendixFailureMessage(error));
      throw error;
    }
  }, EXTRAS_TIMING.appendixSaveMs);

  const change = (patch: Partial<Editable>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    save.schedule({ key: appendix.key, ...next });
  };

  const name = appendix.filename ?? t('editor.attributes.levels.appendix');
  const audiences = appendixAudiencesFor(canViewTeams || appendix.audience === 'team').map(
    (audience) => ({ value: audience, label: t(`editor.appendices.audiences.${audience}`) }),
  );

  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFileText
              size={18}
              color="var(--mantine-color-quire-7)"
              style={{ flexShrink: 0 }}
            />
            {appendix.blob_serving_url ? (
              <Anchor
                size="sm"
                fw={600}
                truncate
                title={name}
                href={appendix.blob_serving_url}
                target="_blank"
                rel="noopener"
              >
                {name}
              </Anchor>
            ) : (
              <Text size="sm" fw={600} truncate title={name}>
                {name}
              </Text>
            )}
          </Group>
          <Group gap={2} wrap="nowrap">
            {appendix.blob_serving_url && (
              <Tooltip label={t('editor.appendices.download')}>
                <ActionIcon
                  component="a"
                  href={appendix.blob_serving_url}
                  download={appendix.filename ?? undefined}
                  target="_blank"
                  rel="noopener"
                  variant="subtle"
                  aria-label={t('editor.appendices.downloadNamed', { name })}
                >
                  <IconDownload size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {!readOnly && (
              <Tooltip label={t('editor.appendices.remove')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('editor.appendices.removeNamed', { name })}
                  loading={deleting}
                  onClick={onDelete}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        <TextInput
          size="xs"
          label={t('editor.fields.description')}
          value={draft.description}
          readOnly={readOnly}
          onChange={(event) => change({ description: event.currentTarget.value })}
        />
        <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
          <Select
            size="xs"
            label={t('editor.appendices.visibleTo')}
            data={audiences}
            value={draft.audience}
            allowDeselect={false}
            disabled={readOnly}
            onChange={(value) => value && change({ audience: value as AppendixAudience })}
            style={{ flex: 1, minWidth: 130 }}
          />
          <Switch
            size="sm"
            label={t('editor.fields.required')}
            checked={draft.required}
            disabled={readOnly}
            onChange={(event) => change({ required: event.currentTarget.checked })}
            mb={4}
          />
        </Group>
        <Group justify="flex-end" mih={18}>
          <SaveStatusText status={save.status} />
        </Group>
      </Stack>
    </Paper>
  );
};
