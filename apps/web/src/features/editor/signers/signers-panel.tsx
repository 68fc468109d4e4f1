import { Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SIGNATORY_MESSAGES, nextDefaultSignerRole, type Signatory } from '@quire/domain';
import { IconPlus, IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_COLORS } from '../../../app/notices.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { PackDto } from '../../documents/documents-api.ts';
import { useOptionalEditor } from '../editor-context.tsx';
import { CopyRecipientsSection } from './copy-recipients-section.tsx';
import { GroupHeader } from './group-header.tsx';
import { SignerFormModal } from './signer-form-modal.tsx';
import { SignerList, type ListRow } from './signer-list.tsx';
import { SignerRow } from './signer-row.tsx';
import { GROUP_NAME_WARNING_MS } from './signers-timing.ts';
import { useSignerPermissions } from './use-signer-permissions.ts';
import { useSigners } from './use-signers.ts';
import { serverText } from '../../../i18n/server-text.ts';

const warn = (message: string) =>
  notifications.show({
    color: NOTICE_COLORS.warning,
    message: serverText(message),
    autoClose: GROUP_NAME_WARNING_MS,
  });

/**
 * The editor's Signers tab: who signs (with their colour, role and contact), in which groups and
 * order, and who gets a copy. Everything autosaves while the pack is in setup.
 */
export const SignersPanel = ({ pack: initial }: { pack: PackDto }) => {
  const signers = useSigners(initial);
  const { t } = useTranslation();
  const { pack } = signers;
  const can = useSignerPermissions(pack);
  const editor = useOptionalEditor();
  const [form, setForm] = useState<Signatory | 'new' | null>(null);
  const [removing, setRemoving] = useState<Signatory | null>(null);
  const groupsOn = pack.use_signer_groups && can.signerGroups;
  const editable = can.editable;
  const editing =
    form === 'new' || form === null
      ? null
      : (signers.signatories.find((s) => s.uuid === form.uuid) ?? null);

  const fieldsOf = (uuid: string) =>
    editor?.store.allFields().filter((f) => f.signatory_uuid === uuid) ?? [];

  const removeNow = async (signatory: Signatory, deleteFields: boolean) => {
    const outcome = await signers.remove(signatory.uuid, deleteFields);
    if (outcome === 'has_fields') return setRemoving(signatory);
    if (outcome !== 'removed') return;
    setRemoving(null);
    const gone = fieldsOf(signatory.uuid).map((f) => ({ ...f, removed: true }));
    if (gone.length > 0) editor?.store.mergeRemote(gone, () => false);
  };
  const askRemove = (signatory: Signatory) => {
    if (fieldsOf(signatory.uuid).length > 0) setRemoving(signatory);
    else void removeNow(signatory, false);
  };

  const rows: ListRow[] = signers.blocks.flatMap((block, index) => {
    const order = pack.sequential_signing ? index + 1 : null;
    const signerRow = (s: Signatory, rowOrder: number | null, group: string | null): ListRow => ({
      uuid: s.uuid,
      isGroup: false,
      group,
      label: s.name || s.role,
      render: () => (
        <SignerRow
          signatory={s}
          order={rowOrder}
          editable={editable}
          onEdit={() => setForm(s)}
          onRemove={() => askRemove(s)}
        />
      ),
    });
    if (block.kind === 'signer') return [signerRow(block.signatory, order, null)];
    const { group, members } = block;
    return [
      {
        uuid: group.uuid,
        isGroup: true,
        group: null,
        label: group.name,
        render: () => (
          <>
            <GroupHeader
              key={group.name}
              group={group}
              memberCount={members.length}
              order={order}
              editable={editable}
              onRename={(name) => signers.renameGroup(group.uuid, name)}
              onDelete={() => void signers.deleteGroup(group.uuid)}
              onWarning={warn}
            />
            {members.length === 0 && editable && (
              <Text size="xs" c="dimmed" pl={38} pb={6}>
                {t('editor.signers.emptyGroup')}
              </Text>
            )}
          </>
        ),
      },
      ...members.map((s) => signerRow(s, null, group.uuid)),
    ];
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={8}>
          <Title order={2} fz="md">
            {t('editor.signers.title')}
          </Title>
          {signers.saving && <Loader size={12} aria-label={t('editor.signers.saving')} />}
        </Group>
        {editable && (
          <Button
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => setForm('new')}
          >
            {t('editor.signers.add')}
          </Button>
        )}
      </Group>

      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('editor.signers.empty')}
        </Text>
      ) : (
        <Stack gap={4}>
          {pack.sequential_signing && (
            <Text size="xs" c="dimmed">
              {editable ? t('editor.signers.inOrderDrag') : t('editor.signers.inOrder')}
            </Text>
          )}
          <SignerList
            rows={rows}
            draggable={editable}
            onDrop={(uuid, drop) => void signers.reorder(uuid, drop)}
          />
        </Stack>
      )}

      {editable && groupsOn && (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconUsersPlus size={14} />}
          onClick={() => void signers.addGroup()}
          w="fit-content"
        >
          {t('editor.signers.addGroup')}
        </Button>
      )}
      <Divider />
      <CopyRecipientsSection
        recipients={signers.copyRecipients}
        editable={editable}
        defaultDialingCode={can.dialingCode}
        onSave={(list) => void signers.saveCopyRecipients(list)}
      />

      {form !== null && (
        <SignerFormModal
          key={form === 'new' ? 'new' : form.uuid}
          signatory={editing}
          context={{
            emailOptional:
              pack.email_is_optional_for_signing || (editing?.email_is_optional ?? false),
            mobileRequired: pack.use_two_factor_authentication,
          }}
          defaultDialingCode={can.dialingCode}
          suggestedRole={
            editing?.role ??
            nextDefaultSignerRole(
              signers.signatories.map((s) => s.role),
              signers.signatories.length + 1,
            )
          }
          groups={groupsOn ? signers.groups : null}
          chooseChannel={can.chooseChannel}
          whatsapp={can.whatsapp}
          saving={signers.saving}
          onAdd={(patch, groupUuid) => {
            const uuid = signers.add(patch);
            if (groupUuid) void signers.moveToGroup(uuid, groupUuid, null);
          }}
          onChange={(patch) => editing && signers.change(editing.uuid, patch)}
          onMoveToGroup={(groupUuid) =>
            editing && void signers.moveToGroup(editing.uuid, groupUuid, editing.signer_group_uuid)
          }
          onClose={() => setForm(null)}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('editor.signers.removeTitle', {
          name: removing?.name || removing?.role || t('editor.signers.aSigner'),
        })}
        message={serverText(SIGNATORY_MESSAGES.deleteSignerWithFieldsConfirm)}
        confirmLabel={t('editor.signers.removeWithFields')}
        danger
        onConfirm={() => removing && void removeNow(removing, true)}
        onCancel={() => {
          setRemoving(null);
          warn(SIGNATORY_MESSAGES.deleteSignerFieldsFirst);
        }}
      />
    </Stack>
  );
};
