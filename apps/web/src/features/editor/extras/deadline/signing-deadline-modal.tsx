import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Formatters } from '../../../../i18n/use-formatters.ts';
import { errorMessageOf } from '../../../../app/api-client.ts';
import { showSuccess } from '../../../../app/notices.ts';
import { QUERY_KEYS } from '../../../../app/query-keys.ts';
import { signingExpiryApi } from '../extras-api.ts';
import { ExtrasModal } from '../extras-modal.tsx';

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
export const describeDeadline = (t: TFunction, format: Formatters, iso: string | null): string =>
  iso ? format.dateTime(iso) : t('editor.deadline.none');

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
}: SigningDeadlineModalProps) => {
  const { t } = useTranslation();
  return (
    <ExtrasModal title={t('editor.deadline.title')} opened={opened} onClose={onClose}>
      <DeadlineForm packKey={packKey} current={current} readOnly={readOnly} onDone={onClose} />
    </ExtrasModal>
  );
};

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
  const { t } = useTranslation();
  const [value, setValue] = useState(toLocalInput(current));
  const [saving, setSaving] = useState<'save' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async (next: string | null, which: 'save' | 'remove') => {
    setSaving(which);
    setError(null);
    try {
      await signingExpiryApi.set(packKey, next);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documentPack(packKey) });
      showSuccess(next ? t('editor.deadline.saved') : t('editor.deadline.removed'));
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
        if (!value) return setError(t('editor.deadline.choose'));
        void save(new Date(value).toISOString(), 'save');
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('editor.deadline.intro')}</Text>
        <TextInput
          type="datetime-local"
          label={t('editor.deadline.stopAt')}
          description={t('editor.deadline.timeZone')}
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
            {t('editor.deadline.readOnly')}
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
              {t('editor.deadline.remove')}
            </Button>
            <Button type="submit" loading={saving === 'save'}>
              {t('editor.deadline.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
};
