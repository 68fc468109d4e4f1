import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { SIGNING_MESSAGES, type AutocompleteEntry } from '@quire/domain';
import { useState } from 'react';
import { AutocompleteTextarea } from '../../components/autocomplete-textarea.tsx';
import type { PackChild } from '../documents/documents-api.ts';
import type { RejectScope } from './use-signing-flow.ts';

type Props = {
  opened: boolean;
  packName: string;
  /** The document shown, offered alone when the pack lets a signer reject one document. */
  child: PackChild | null;
  busy: boolean;
  onClose: () => void;
  onReject: (scope: RejectScope, reason: string) => Promise<string | null>;
  /** The pack's fields, offered after '::' in the reason. */
  fieldEntries: readonly AutocompleteEntry[];
};

/** §2 rejection modal: the whole pack, or one document of it; an empty reason gets §8's text. */
export const RejectModal = ({
  opened,
  packName,
  child,
  busy,
  onClose,
  onReject,
  fieldEntries,
}: Props) => {
  const [scope, setScope] = useState<'pack' | 'child'>('pack');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    const refusal = await onReject(
      scope === 'child' && child ? { kind: 'child', childKey: child.key } : { kind: 'pack' },
      reason,
    );
    if (refusal) setError(refusal);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Reject signing"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          The sender will be told you declined to sign, with your reason. This cannot be undone.
        </Text>
        {child && (
          <Radio.Group
            label="What do you reject?"
            value={scope}
            onChange={(v) => setScope(v as 'pack' | 'child')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="pack" label={`Everything in ${packName}`} />
              <Radio value="child" label={`Only ${child.document_name}`} />
            </Stack>
          </Radio.Group>
        )}
        <AutocompleteTextarea
          label="Reason"
          placeholder={SIGNING_MESSAGES.defaultRejectionReason}
          autosize
          minRows={3}
          maxLength={2000}
          value={reason}
          onChange={setReason}
          entries={fieldEntries}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => void submit()}>
            Reject
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
