import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../../../app/api-client.ts';
import { showSuccess } from '../../../../app/notices.ts';
import { QUERY_KEYS } from '../../../../app/query-keys.ts';
import { signingExpiryApi } from '../extras-api.ts';

type SigningDeadlineModalProps = {
  packKey: string;
  /** The deadline the pack has now (ISO), or null. */
  current: string | null;
  opened: boolean;
  onClose: () => void;
  readOnly: boolean;
};

/** An instant as the value of an `<input type="datetime-local">`: the browser's local time. */
const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** How the deadline reads in the More panel and the modal, in the reader's own time zone. */
export const describeDeadline = (iso: string | null): string =>
  iso
    ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : 'No deadline';

/**
 * The pack's signing deadline (issue 16, beyond the spec): after it, signing links stop with a
 * clear message to the signer and the owner is told once. Reminders mention it.
 */
export const SigningDeadlineModal = ({
  packKey,
  current,
  opened,
  onClose,
  readOnly,
}: SigningDeadlineModalProps) => (
  <Modal
    closeButtonProps={{ 'aria-label': 'Close' }}
    opened={opened}
    onClose={onClose}
    title="Signing deadline"
    centered
  >
    {opened && (
      <DeadlineForm packKey={packKey} current={current} readOnly={readOnly} onDone={onClose} />
    )}
  </Modal>
);

const DeadlineForm = ({
  packKey,
  current,
  readOnly,
  onDone,
}: {
  packKey: string;
  current: string | null;
  readOnly: boolean;
  onDone: () => void;
}) => {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(toLocalInput(current));
  const [saving, setSaving] = useState<'save' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async (next: string | null, which: 'save' | 'remove') => {
    setSaving(which);
    setError(null);
    try {
      await signingExpiryApi.set(packKey, next);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documentPack(packKey) });
      showSuccess(next ? 'Signing deadline saved.' : 'Signing deadline removed.');
      onDone();
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setSaving(null);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!value) return setError('Choose the date and time the signing links stop working.');
        void save(new Date(value).toISOString(), 'save');
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          After the deadline, signers can no longer open or sign this document: their link tells
          them the deadline has passed. You are told once, and you can set a later deadline to
          reopen it.
        </Text>
        <TextInput
          type="datetime-local"
          label="Links stop working at"
          description="In your time zone"
          leftSection={<IconClockHour4 size={16} />}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          disabled={readOnly}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {readOnly ? (
          <Text size="sm" c="dimmed">
            You can see the deadline but not change it.
          </Text>
        ) : (
          <Group justify="space-between">
            <Button
              variant="subtle"
              color="red"
              disabled={!current}
              loading={saving === 'remove'}
              onClick={() => void save(null, 'remove')}
            >
              Remove deadline
            </Button>
            <Button type="submit" loading={saving === 'save'}>
              Save deadline
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
};
