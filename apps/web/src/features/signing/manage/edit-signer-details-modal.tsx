import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Signatory } from '@quire/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../app/api-client.ts';
import { showSuccess } from '../../../app/notices.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import { manageApi } from './manage-api.ts';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';

type Props = {
  pack: PackDto;
  signer: Signatory | null;
  onClose: () => void;
  onSaved: () => void;
};

type Draft = { name: string; email: string; mobile_number: string };
type FieldError = { field: keyof Draft | null; message: string };

const draftOf = (s: Signatory): Draft => ({
  name: s.name,
  email: s.email ?? '',
  mobile_number: s.mobile_number ?? '',
});

/**
 * §4/§7 update_signatory_details: the owner corrects a live signer's name, email or mobile. A
 * changed address revokes the link already sent (it then answers 410) and, in their turn, mails
 * the signer a new one: the modal says so before saving.
 */
export const EditSignerDetailsModal = ({ pack, signer, onClose, onSaved }: Props) => {
  const { t } = useTranslation();
  return (
    <Modal opened={signer !== null} onClose={onClose} title={t('manage.details.title')} centered>
      {signer && (
        // Keyed by signer: each opening starts from that signer's details.
        <DetailsForm
          key={signer.uuid}
          pack={pack}
          signer={signer}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
};

const DetailsForm = ({
  pack,
  signer,
  onClose,
  onSaved,
}: Omit<Props, 'signer'> & { signer: Signatory }) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(draftOf(signer));
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);

  const before = draftOf(signer);
  const addressChanged =
    draft.email.trim().toLowerCase() !== before.email.toLowerCase() ||
    draft.mobile_number.trim() !== before.mobile_number;
  const unchanged = !addressChanged && draft.name.trim() === before.name;

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await manageApi.updateDetails(pack.key, {
        uuid: signer.uuid,
        name: draft.name,
        email: draft.email.trim() === '' && !signer.email ? null : draft.email,
        mobile_number: draft.mobile_number.trim() === '' ? null : draft.mobile_number,
      });
      showSuccess(answer.message);
      onSaved();
    } catch (e) {
      if (e instanceof ApiError) {
        const field = e.details.field;
        setError({
          field: field === 'name' || field === 'email' || field === 'mobile_number' ? field : null,
          message: e.message,
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: keyof Draft) => (error?.field === field ? error.message : undefined);
  const set = (field: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [field]: value }));
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('manage.details.name')}
          value={draft.name}
          onChange={set('name')}
          error={errorOf('name')}
          data-autofocus
        />
        <TextInput
          label={t('manage.details.email')}
          type="email"
          value={draft.email}
          onChange={set('email')}
          error={errorOf('email')}
        />
        <TextInput
          label={t('manage.details.mobile')}
          type="tel"
          value={draft.mobile_number}
          onChange={set('mobile_number')}
          error={errorOf('mobile_number')}
        />
        {error && error.field === null && (
          <Text size="sm" c="red.8" role="alert">
            {error.message}
          </Text>
        )}
        {addressChanged && (
          <Alert color="yellow" icon={<IconInfoCircle size={18} />} p="sm">
            {t('manage.details.addressChanged')}
          </Alert>
        )}
        <FormActions
          cancelLabel={t('manage.cancel')}
          onCancel={onClose}
          cancelDisabled={busy}
          submitLabel={t('manage.details.save')}
          pending={busy}
          submitDisabled={unchanged}
          gap="sm"
        />
      </Stack>
    </form>
  );
};
