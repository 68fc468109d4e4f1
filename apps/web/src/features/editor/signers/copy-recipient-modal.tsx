import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  SIGNATORY_MESSAGES,
  isPhoneNumberError,
  isValidSignatoryEmail,
  normalisePhoneNumber,
  type CopyRecipient,
} from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactInput } from './contact-input.tsx';
import { localPart } from './dialing-codes.ts';
import { PhoneInput } from './phone-input.tsx';
import { serverText } from '../../../i18n/server-text.ts';

type Draft = { name: string; email: string; mobile: string; dialing_code: string };
type Check =
  | { ok: true; recipient: Omit<CopyRecipient, 'uuid'> }
  | { ok: false; field: 'email' | 'mobile_number'; message: string };

/** A copy recipient needs a way to be reached: a valid email (§5 Contacts) or a mobile number. */
export const checkCopyRecipient = (draft: Draft): Check => {
  const email = draft.email.trim();
  const mobile = draft.mobile.trim();
  if (email && !isValidSignatoryEmail(email))
    return { ok: false, field: 'email', message: SIGNATORY_MESSAGES.contactEmailInvalid };
  if (!email && !mobile)
    return {
      ok: false,
      field: 'email',
      message: SIGNATORY_MESSAGES.copyRecipientContactRequired,
    };
  let mobileNumber: string | null = null;
  if (mobile) {
    const normalised = normalisePhoneNumber(mobile, draft.dialing_code);
    if (isPhoneNumberError(normalised))
      return { ok: false, field: 'mobile_number', message: normalised.error };
    mobileNumber = normalised.e164;
  }
  return {
    ok: true,
    recipient: { name: draft.name.trim(), email: email || null, mobile_number: mobileNumber },
  };
};

type CopyRecipientModalProps = {
  recipient: CopyRecipient | null;
  defaultDialingCode: string;
  onSave: (recipient: Omit<CopyRecipient, 'uuid'>) => void;
  onClose: () => void;
};

/** Adds or edits someone who receives the signed document without signing it. */
export const CopyRecipientModal = ({
  recipient,
  defaultDialingCode,
  onSave,
  onClose,
}: CopyRecipientModalProps) => {
  const narrow = useMediaQuery('(max-width: 768px)') ?? false;
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>({
    name: recipient?.name ?? '',
    email: recipient?.email ?? '',
    mobile: recipient?.mobile_number ? localPart(recipient.mobile_number, defaultDialingCode) : '',
    dialing_code: defaultDialingCode,
  });
  const [submitted, setSubmitted] = useState(false);
  const check = checkCopyRecipient(draft);
  const error = submitted && !check.ok ? check : null;
  const edit = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok) return;
    onSave(check.recipient);
    onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={recipient ? t('editor.signers.copy.editTitle') : t('editor.signers.copy.add')}
      fullScreen={narrow}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ContactInput
            field="name"
            label={t('editor.signers.copy.name')}
            data-autofocus
            value={draft.name}
            onChange={(name) => edit({ name })}
            onPick={(c) =>
              edit({ name: c.name, email: c.email ?? '', mobile: c.mobile_number ?? '' })
            }
          />
          <ContactInput
            field="email"
            label={t('editor.signers.email')}
            type="email"
            placeholder={t('editor.signers.emailPlaceholder')}
            value={draft.email}
            onChange={(email) => edit({ email })}
            onPick={(c) =>
              edit({
                name: draft.name || c.name,
                email: c.email ?? '',
                mobile: c.mobile_number ?? '',
              })
            }
            error={error?.field === 'email' ? serverText(error.message) : null}
          />
          <PhoneInput
            label={t('editor.signers.mobileOptional')}
            dialingCode={draft.dialing_code}
            number={draft.mobile}
            onChange={({ dialingCode, number }) =>
              edit({ dialing_code: dialingCode, mobile: number })
            }
            error={error?.field === 'mobile_number' ? serverText(error.message) : null}
          />
          <Group justify="flex-end" gap="sm" mt="md">
            <Button variant="default" onClick={onClose}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit">
              {recipient ? t('editor.save') : t('editor.signers.copy.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
