import { Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { UserAccount } from '@quire/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();

  return (
    <Modal opened={opened} onClose={onClose} title={t('documents.moveCopy.title')} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('documents.moveCopy.selected', { count })}
        </Text>
        <SegmentedControl
          aria-label={t('documents.moveCopy.moveOrCopy')}
          data={[
            { value: 'move', label: t('documents.moveCopy.move') },
            { value: 'copy', label: t('documents.moveCopy.copy') },
          ]}
          value={action}
          onChange={(value) => setAction(value as 'move' | 'copy')}
        />
        <Select
          label={t('documents.moveCopy.workspace')}
          placeholder={t('documents.moveCopy.chooseWorkspace')}
          data={workspaces.map((w) => ({ value: w.account_key, label: w.account_name }))}
          value={target}
          onChange={setTarget}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('documents.moveCopy.cancel')}
          </Button>
          <Button
            disabled={target === null}
            loading={busy}
            onClick={() => target && onSubmit(action, target)}
          >
            {action === 'move'
              ? t('documents.moveCopy.moveDocuments', { count })
              : t('documents.moveCopy.copyDocuments', { count })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
