import {
  SIGNATORY_MESSAGES,
  dropSignatory,
  nextDefaultSignerRole,
  nextGroupName,
  newSignatory,
  validateGroupName,
  type CopyRecipient,
  type Signatory,
  type SignatoryDrop,
  type SignatoryInput,
} from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessageOf } from '../../../app/api-client.ts';
import { showDanger } from '../../../app/notices.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import { usePack } from '../../documents/view/use-pack.ts';
import { packSaveQueue, usePackQueueBusy } from './pack-save-queues.ts';
import { signersApi } from './signers-api.ts';
import {
  activeSignatories,
  nextPosition,
  reorderList,
  signerBlocks,
  signerGroupsOf,
  withGroup,
  withOrder,
  withSignatory,
  withSignatoryPatch,
  withoutGroups,
  withoutSignatory,
} from './signers-cache.ts';
import { SIGNATORY_AUTOSAVE } from './signers-timing.ts';

export type SignatoryPatch = Omit<SignatoryInput, 'uuid'>;

/** What only the server sets on a signatory. */
const SERVER_OWNED = ['status', 'user_key', 'date_created', 'date_updated'] as const;
export type RemoveOutcome = 'removed' | 'has_fields' | 'failed';

/** A signer the panel shows at once, before the server's answer replaces it. */
const draftSignatory = (uuid: string, position: number, patch: SignatoryPatch): Signatory =>
  newSignatory({ ...(patch as Partial<Signatory>), uuid, position });

/**
 * The pack's signers, groups and copy recipients, and every change the panel makes to them:
 * shown at once in the cached pack, saved through the contract routes (signatory details through
 * the §9 autosave queue), and put back as the server has them when it refuses.
 */
export const useSigners = (initial: PackDto) => {
  const queryClient = useQueryClient();
  const packKey = initial.key;
  const queryKey = QUERY_KEYS.documentPack(packKey);
  const pack = usePack(packKey).data ?? initial;

  const current = (): PackDto => queryClient.getQueryData<PackDto>(queryKey) ?? pack;
  const update = (change: (pack: PackDto) => PackDto) => {
    // A read already on its way would put the old list back.
    void queryClient.cancelQueries({ queryKey, exact: true });
    queryClient.setQueryData<PackDto>(queryKey, (cached) => change(cached ?? pack));
  };
  const reload = () => queryClient.invalidateQueries({ queryKey, exact: true });
  const refused = (error: unknown) => {
    showDanger(errorMessageOf(error));
    void reload();
  };

  const queue = packSaveQueue<SignatoryPatch>(packKey, 'signatories', () => ({
    timing: SIGNATORY_AUTOSAVE,
    save: async (uuid, patch) => {
      const answer = await signersApi.saveSignatory(packKey, { uuid, ...patch });
      // The server's word on what was sent (a role it chose, the number it stored), except
      // what was typed since; what moved meanwhile (a reorder) stays as it is now.
      const confirmed = Object.fromEntries(
        [...Object.keys(patch), ...SERVER_OWNED]
          .filter((name) => name in answer.signatory)
          .map((name) => [name, answer.signatory[name as keyof Signatory]]),
      );
      update((p) =>
        (p.signatories ?? []).some((s) => s.uuid === uuid)
          ? withSignatoryPatch(p, uuid, { ...confirmed, ...queue.peek(uuid) })
          : // Put back if the pack was read again while the save was on its way.
            withSignatory(p, { ...answer.signatory, ...(queue.peek(uuid) as Partial<Signatory>) }),
      );
    },
    onRejected: (_uuid, _patch, error) => refused(error),
  }));
  const saving = usePackQueueBusy(packKey, 'signatories');

  const add = (patch: SignatoryPatch): string => {
    const uuid = crypto.randomUUID();
    const existing = activeSignatories(current());
    const full: SignatoryPatch = {
      ...patch,
      role:
        patch.role ||
        nextDefaultSignerRole(
          existing.map((s) => s.role),
          existing.length + 1,
        ),
      position: nextPosition(current()),
    };
    update((p) => withSignatory(p, draftSignatory(uuid, full.position ?? 0, full)));
    queue.change(uuid, full);
    return uuid;
  };

  const change = (uuid: string, patch: SignatoryPatch) => {
    update((p) => withSignatoryPatch(p, uuid, patch));
    queue.change(uuid, patch);
  };

  const remove = async (uuid: string, deleteFields: boolean): Promise<RemoveOutcome> => {
    await queue.flush();
    try {
      await signersApi.removeSignatory(packKey, uuid, deleteFields);
      queue.discard(uuid);
      update((p) => withoutSignatory(p, uuid));
      return 'removed';
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return 'has_fields';
      refused(error);
      return 'failed';
    }
  };

  const reorder = async (draggedUuid: string, drop: SignatoryDrop): Promise<void> => {
    const order = dropSignatory(reorderList(current()), draggedUuid, drop);
    if (!order) return;
    update((p) => withOrder(p, order));
    // A signer still waiting to be added must exist before it can be moved.
    await queue.flush();
    try {
      await signersApi.reorder(packKey, order);
    } catch (error) {
      refused(error);
    }
  };

  /** Puts a signer into a group (last in it), or takes it out to just after the group. */
  const moveToGroup = (uuid: string, groupUuid: string | null, fromGroupUuid: string | null) => {
    if (groupUuid === fromGroupUuid) return Promise.resolve();
    if (groupUuid) return reorder(uuid, { kind: 'onto', target_uuid: groupUuid, ratio: 0.5 });
    return reorder(uuid, { kind: 'onto', target_uuid: fromGroupUuid ?? uuid, ratio: 1 });
  };

  const addGroup = async (): Promise<void> => {
    const uuid = crypto.randomUUID();
    const name = nextGroupName(signerGroupsOf(current()));
    const position = nextPosition(current());
    update((p) => withGroup(p, { uuid, name, position, date_created: new Date().toISOString() }));
    try {
      await signersApi.saveGroup(packKey, uuid, { name, position });
    } catch (error) {
      refused(error);
    }
  };

  /** §5: a taken name is refused with its message (the caller shows it and reverts the input). */
  const renameGroup = async (uuid: string, name: string): Promise<string | null> => {
    const checked = validateGroupName(name, signerGroupsOf(current()), uuid);
    if (!checked.ok) return checked.message;
    const group = signerGroupsOf(current()).find((g) => g.uuid === uuid);
    if (!group || group.name === checked.name) return null;
    update((p) => withGroup(p, { ...group, name: checked.name }));
    try {
      await signersApi.saveGroup(packKey, uuid, { name: checked.name });
      return null;
    } catch (error) {
      void reload();
      return errorMessageOf(error);
    }
  };

  const deleteGroup = async (uuid: string): Promise<void> => {
    update((p) => withoutGroups(p, [uuid]));
    try {
      await signersApi.saveGroup(packKey, uuid, { delete: true });
    } catch (error) {
      refused(error);
    }
  };

  const saveCopyRecipients = async (list: CopyRecipient[]): Promise<boolean> => {
    update((p) => ({ ...p, copy_recipients: list }));
    try {
      const answer = await signersApi.saveCopyRecipients(packKey, list);
      update((p) => ({ ...p, copy_recipients: answer.copy_recipients }));
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  };

  return {
    pack,
    signatories: activeSignatories(pack),
    groups: signerGroupsOf(pack),
    blocks: signerBlocks(pack),
    copyRecipients: pack.copy_recipients ?? [],
    saving,
    add,
    change,
    remove,
    reorder,
    moveToGroup,
    addGroup,
    renameGroup,
    deleteGroup,
    saveCopyRecipients,
    fieldsFirstMessage: SIGNATORY_MESSAGES.deleteSignerFieldsFirst,
  };
};

export type SignersState = ReturnType<typeof useSigners>;
