import { Button } from '@mantine/core';
import { IconNote, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SignerNotes } from './use-signer-notes.ts';

/** The toolbar's "Add note" (§5), shown only when the pack allows annotations. */
export const AddNoteButton = ({ notes }: { notes: SignerNotes }) => {
  const { t } = useTranslation();
  if (!notes.allowed) return null;
  return notes.placing ? (
    <Button
      variant="light"
      color="yellow"
      size="xs"
      leftSection={<IconX size={14} />}
      onClick={notes.cancelPlacing}
    >
      {t('signer.notes.placing')}
    </Button>
  ) : (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconNote size={14} />}
      onClick={notes.startPlacing}
    >
      {t('signer.notes.add')}
    </Button>
  );
};
