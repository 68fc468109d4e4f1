import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CommunicationChannel, Signatory, SignerGroup } from '@quire/domain';
import { COMMUNICATION_CHANNELS } from '@quire/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { channelLabel } from './channel-labels.ts';
import { ContactInput } from './contact-input.tsx';
import { PhoneInput } from './phone-input.tsx';
import {
  changedProperties,
  checkSignerDraft,
  draftOf,
  emptyDraft,
  type SignerDraft,
  type SignerDraftContext,
} from './signer-draft.ts';
import type { SignatoryPatch } from './use-signers.ts';
import { serverText } from '../../../i18n/server-text.ts';

/** §9 narrow-screen breakpoint: the form takes the whole screen below it. */
const NARROW = '(max-width: 768px)';

type SignerFormModalProps = {
  /** The signer being edited; none to add one. */
  signatory: Signatory | null;
  context: SignerDraftContext;
  defaultDialingCode: string;
  suggestedRole: string;
  /** Offered when the pack uses signer groups. */
  groups: SignerGroup[] | null;
  chooseChannel: boolean;
  whatsapp: boolean;
  saving: boolean;
  onAdd: (patch: SignatoryPatch, groupUuid: string | null) => void;
  onChange: (patch: SignatoryPatch) => void;
  onMoveToGroup: (groupUuid: string | null) => void;
  onClose: () => void;
};

/**
 * Adds a signer (checked on "Add signer") or edits one (each valid change is autosaved, §9).
 * The §5 Signatory details messages show under the field they concern.
 */
export const SignerFormModal = (props: SignerFormModalProps) => {
  const { signatory, context, groups, onClose } = props;
  const narrow = useMediaQuery(NARROW) ?? false;
  const { t } = useTranslation();
  const editing = signatory !== null;
  const [draft, setDraft] = useState<SignerDraft>(() =>
    signatory
      ? draftOf(signatory, props.defaultDialingCode)
      : emptyDraft(props.suggestedRole, props.defaultDialingCode),
  );
  // Changes can come twice in one event (a picked contact, then the input's own change).
  const latest = useRef(draft);
  const [showErrors, setShowErrors] = useState(editing);
  const check = checkSignerDraft(draft, context);
  const error = showErrors && !check.ok ? check : null;
  const errorFor = (field: string) => (error?.field === field ? serverText(error.message) : null);

  const edit = (change: Partial<SignerDraft>) => {
    const next = { ...latest.current, ...change };
    latest.current = next;
    setDraft(next);
    if (!signatory) return;
    if ('signer_group_uuid' in change) props.onMoveToGroup(next.signer_group_uuid);
    const checked = checkSignerDraft(next, context);
    if (!checked.ok) return;
    const { signer_group_uuid: _group, ...patch } = checked.patch;
    const changed = changedProperties(signatory, patch);
    if (Object.keys(changed).length > 0) props.onChange(changed);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (editing) return onClose();
    setShowErrors(true);
    if (!check.ok) return;
    const { signer_group_uuid: groupUuid, ...patch } = check.patch;
    props.onAdd(patch, groupUuid ?? null);
    onClose();
  };

  const emailOptional =
    context.emailOptional || draft.channel === 'sms' || draft.channel === 'whatsapp';
  const channelOptions = COMMUNICATION_CHANNELS.map((channel) => ({
    value: channel,
    label:
      channel === 'whatsapp' && !props.whatsapp
        ? t('editor.signers.channelNotAllowed', { channel: channelLabel(t, channel) })
        : channelLabel(t, channel),
    disabled: channel === 'whatsapp' && !props.whatsapp,
  }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        editing
          ? t('editor.signers.edit', { name: signatory.name || signatory.role })
          : t('editor.signers.add')
      }
      fullScreen={narrow}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ContactInput
            field="name"
            label={t('editor.signers.fullName')}
            placeholder={t('editor.signers.whoSigns')}
            required
            data-autofocus
            value={draft.name}
            onChange={(name) => edit({ name })}
            onPick={(contact) =>
              edit({
                name: contact.name,
                email: contact.email ?? draft.email,
                mobile: contact.mobile_number ?? draft.mobile,
              })
            }
            error={errorFor('name')}
          />
          <ContactInput
            field="email"
            label={emailOptional ? t('editor.signers.emailOptional') : t('editor.signers.email')}
            placeholder={t('editor.signers.emailPlaceholder')}
            type="email"
            required={!emailOptional}
            value={draft.email}
            onChange={(email) => edit({ email })}
            onPick={(contact) =>
              edit({
                name: draft.name || contact.name,
                email: contact.email ?? '',
                mobile: draft.mobile || (contact.mobile_number ?? ''),
              })
            }
            error={errorFor('email')}
          />
          <PhoneInput
            label={
              context.mobileRequired
                ? t('editor.signers.mobile')
                : t('editor.signers.mobileOptional')
            }
            description={
              context.mobileRequired
                ? t('editor.signers.mobileRequiredHint')
                : t('editor.signers.mobileHint')
            }
            required={context.mobileRequired}
            dialingCode={draft.dialing_code}
            number={draft.mobile}
            onChange={({ dialingCode, number }) =>
              edit({ dialing_code: dialingCode, mobile: number })
            }
            error={errorFor('mobile_number')}
          />
          <SimpleGrid cols={{ base: 1, xs: groups ? 2 : 1 }} spacing="sm">
            <Select
              label={t('editor.signers.channel')}
              data={channelOptions}
              value={draft.channel}
              onChange={(channel) => channel && edit({ channel: channel as CommunicationChannel })}
              allowDeselect={false}
              disabled={!props.chooseChannel}
              description={
                props.chooseChannel
                  ? undefined
                  : // Choosing is open when the pack allows it or the member may always choose.
                    t('editor.signers.channelFixed')
              }
            />
            {groups && (
              <Select
                label={t('editor.signers.group')}
                placeholder={t('editor.signers.noGroup')}
                data={groups.map((g) => ({ value: g.uuid, label: g.name }))}
                value={draft.signer_group_uuid}
                onChange={(uuid) => edit({ signer_group_uuid: uuid })}
                clearable
              />
            )}
          </SimpleGrid>
          <TextInput
            label={t('editor.signers.role')}
            description={t('editor.signers.roleHint')}
            value={draft.role}
            onChange={(event) => edit({ role: event.currentTarget.value })}
            onBlur={() => !draft.role.trim() && edit({ role: props.suggestedRole })}
          />
          <Switch
            label={t('editor.signers.optionalSigner')}
            description={t('editor.signers.optionalHint')}
            checked={draft.is_optional}
            onChange={(event) => edit({ is_optional: event.currentTarget.checked })}
            mt={4}
          />
          <Group justify="space-between" mt="md" gap="sm">
            <Text size="xs" c="dimmed" aria-live="polite">
              {editing &&
                (props.saving
                  ? t('editor.signers.savingNow')
                  : error
                    ? t('editor.signers.notSaved')
                    : t('editor.signers.allSaved'))}
            </Text>
            <Group gap="sm">
              {!editing && (
                <Button variant="default" onClick={onClose}>
                  {t('editor.cancel')}
                </Button>
              )}
              <Button type="submit">
                {editing ? t('editor.signers.done') : t('editor.signers.add')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
