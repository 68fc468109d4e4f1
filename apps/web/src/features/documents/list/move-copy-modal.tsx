import { Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { UserAccount } from '@quire/domain';
import { useState } from 'react';

type MoveCopyModalProps = {
  opened: boolean;
  count: number;
  /** The user's other workspaces. */
  workspaces: UserAccount[];
  busy: boolean;
  onClose: () => void;
  onSubmit: (action: 'move' | 'copy', toAccountKey: string) => void;
};

/** Spec §2 move/copy documents modal: to another of the user's own workspaces. */
export const MoveCopyModal = ({
  opened,
  count,
  workspaces,
  busy,
  onClose,
  onSubmit,
}: MoveCopyModalProps) => {
  const [action, setAction] = useState<'move' | 'copy'>('move');
  const [target, setTarget] = useState<string | null>(null);
  const noun = count === 1 ? 'document' : 'documents';

  return (
    <Modal opened={opened} onClose={onClose} title="Move or copy to a workspace" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {count} {noun} selected.
        </Text>
        <SegmentedControl
          aria-label="Move or copy"
          data={[
            { value: 'move', label: 'Move' },
            { value: 'copy', label: 'Copy' },
          ]}
          value={action}
          onChange={(value) => setAction(value as 'move' | 'copy')}
        />
        <Select
          label="Workspace"
          placeholder="Choose a workspace"
          data={workspaces.map((w) => ({ value: w.account_key, label: w.account_name }))}
          value={target}
          onChange={setTarget}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            disabled={target === null}
            loading={busy}
            onClick={() => target && onSubmit(action, target)}
          >
            {action === 'move' ? `Move ${noun}` : `Copy ${noun}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
