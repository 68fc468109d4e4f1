import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { AutocompleteEntry } from '@quire/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();

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
      title={t('signing.reject.title')}
      centered
      closeButtonProps={{ 'aria-label': t('signing.reject.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('signing.reject.intro')}</Text>
        {child && (
          <Radio.Group
            label={t('signing.reject.scope')}
            value={scope}
            onChange={(v) => setScope(v as 'pack' | 'child')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="pack" label={t('signing.reject.everything', { pack: packName })} />
              <Radio
                value="child"
                label={t('signing.reject.only', { document: child.document_name })}
              />
            </Stack>
          </Radio.Group>
        )}
        <AutocompleteTextarea
          label={t('signing.reject.reason')}
          placeholder={t('signer.messages.defaultRejectionReason')}
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
            {t('signing.reject.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void submit()}>
            {t('signing.reject.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
