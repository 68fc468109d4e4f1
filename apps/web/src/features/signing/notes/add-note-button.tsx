import { Button } from '@mantine/core';
import { IconNote, IconX } from '@tabler/icons-react';
import type { SignerNotes } from './use-signer-notes.ts';

/** The toolbar's "Add note" (§5), shown only when the pack allows annotations. */
export const AddNoteButton = ({ notes }: { notes: SignerNotes }) => {
  if (!notes.allowed) return null;
  return notes.placing ? (
    <Button
      variant="light"
      color="yellow"
      size="xs"
      leftSection={<IconX size={14} />}
      onClick={notes.cancelPlacing}
    >
      Click the page to place the note · Cancel
    </Button>
  ) : (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconNote size={14} />}
      onClick={notes.startPlacing}
    >
      Add note
    </Button>
  );
};
