import { ActionIcon, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { CopyRecipient } from '@quire/domain';
import { IconCopy, IconEdit, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyRecipientModal } from './copy-recipient-modal.tsx';

type CopyRecipientsSectionProps = {
  recipients: CopyRecipient[];
  editable: boolean;
  defaultDialingCode: string;
  onSave: (list: CopyRecipient[]) => void;
};

/** §3 Copy recipients: people who get the signed document. The list is saved whole. */
export const CopyRecipientsSection = ({
  recipients,
  editable,
  defaultDialingCode,
  onSave,
}: CopyRecipientsSectionProps) => {
  const [editing, setEditing] = useState<CopyRecipient | 'new' | null>(null);
  const { t } = useTranslation();

  const save = (recipient: Omit<CopyRecipient, 'uuid'>) => {
    if (editing === 'new') onSave([...recipients, { uuid: crypto.randomUUID(), ...recipient }]);
    else if (editing)
      onSave(recipients.map((r) => (r.uuid === editing.uuid ? { ...r, ...recipient } : r)));
  };

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="sm">
          {t('editor.signers.copy.title')}
        </Title>
        {editable && (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing('new')}
          >
            {t('editor.signers.copy.add')}
          </Button>
        )}
      </Group>
      {recipients.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('editor.signers.copy.empty')}
        </Text>
      ) : (
        <Stack gap={2} role="list" aria-label={t('editor.signers.copy.title')}>
          {recipients.map((recipient) => {
            const label = recipient.name || recipient.email || recipient.mobile_number || '';
            return (
              <Group key={recipient.uuid} gap={8} wrap="nowrap" py={4} role="listitem">
                <ThemeIcon variant="light" color="gray" size="sm" radius="xl" aria-hidden>
                  <IconCopy size={12} />
                </ThemeIcon>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {label}
                  </Text>
                  {recipient.name && (
                    <Text size="xs" c="dimmed" truncate>
                      {[recipient.email, recipient.mobile_number].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                </div>
                {editable && (
                  <>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label={t('editor.signers.copy.edit', { name: label })}
                      onClick={() => setEditing(recipient)}
                    >
                      <IconEdit size={14} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label={t('editor.signers.copy.remove', { name: label })}
                      onClick={() => onSave(recipients.filter((r) => r.uuid !== recipient.uuid))}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  </>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      {editing && (
        <CopyRecipientModal
          recipient={editing === 'new' ? null : editing}
          defaultDialingCode={defaultDialingCode}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
};
