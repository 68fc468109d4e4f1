import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { NOTE_FIELD_COLOUR, isTeamMember, type DataField } from '@quire/domain';
import { IconNote } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api-client.ts';
import { factsOf, useActor } from '../../../app/session/use-permissions.ts';
import type { PackDto } from '../documents-api.ts';

const notesOf = async (packKey: string, signal: AbortSignal): Promise<DataField[]> =>
  (
    await api.get<{ data_fields: DataField[] }>(
      `/app/documents/${encodeURIComponent(packKey)}/get_data_fields`,
      { signal, silent: true },
    )
  ).data_fields.filter((f) => f.type === 'note' && f.added_by_signatory_uuid && !f.removed);

/**
 * The notes signers added while signing (§5), for the pack's team: who wrote what, where, and
 * whether it is stamped into the signed PDF; marked final once the pack is complete (§4). Shown
 * after sending, and only when there is a note. Read again whenever the pack changes.
 */
export const SignerNotesPanel = ({ pack }: { pack: PackDto }) => {
  const { t } = useTranslation();
  const actor = useActor();
  const team = actor !== null && isTeamMember(factsOf(pack), actor);
  const notes = useQuery({
    queryKey: ['documents', 'signer-notes', pack.key, pack.date_updated],
    queryFn: ({ signal }) => notesOf(pack.key, signal),
    enabled: team && pack.status !== 'setup',
    staleTime: Infinity,
  });
  if (!team || !notes.data || notes.data.length === 0) return null;
  const nameOf = (uuid: string | null | undefined) =>
    pack.signatories.find((s) => s.uuid === uuid)?.name || t('packExtras.notes.aSigner');
  const childName = (key: string) =>
    pack.child_documents.find((c) => c.key === key)?.document_name ?? '';
  const multiple = pack.child_documents.length > 1;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-label={t('packExtras.notes.title')}
    >
      <Group gap="xs" mb="sm">
        <IconNote size={18} />
        <Title order={2} size="h4">
          {t('packExtras.notes.title')}
        </Title>
        {pack.status === 'complete' && (
          <Badge variant="light" color="gray" radius="sm" tt="none">
            {t('packExtras.notes.final')}
          </Badge>
        )}
      </Group>
      <Stack gap="xs">
        {notes.data.map((note) => (
          <Paper
            key={note.uuid}
            p="sm"
            radius="md"
            style={{ background: NOTE_FIELD_COLOUR, border: '1px solid #d8c25a' }}
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note.data}
            </Text>
            <Text size="xs" c="dark.4" mt={4}>
              {nameOf(note.added_by_signatory_uuid)} ·{' '}
              {multiple ? `${childName(note.document_key)}, ` : ''}
              {t('packExtras.notes.page', { page: note.page_index + 1 })} ·{' '}
              {note.is_visible_in_final_document
                ? t('packExtras.notes.inPdf')
                : t('packExtras.notes.teamOnly')}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
};
