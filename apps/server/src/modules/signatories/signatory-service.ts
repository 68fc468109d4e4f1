import {
  DOCUMENT_FLAG_DEFAULTS,
  flagsForChannelChange,
  SIGNATORY_MESSAGES,
  nextDefaultSignerRole,
  type AddUpdateSignatoryBody,
  type SignatoryInput,
  type SignatorySummary,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { rememberContacts } from '../contacts/contact-service.ts';
import type { VisibleDocument } from '../documents/document-access-service.ts';
import { toSignatorySummary } from '../documents/document-dto.ts';
import {
  findSignatoryRows,
  refreshPackSearchText,
  touchDocuments,
  type SignatoryRow,
} from '../documents/document-repository.ts';
import { defaultDialingCodeFor } from './dialing-code.ts';
import { conflict, loadManagedPack } from './signatory-access.ts';
import { signerIndex } from './signatory-list.ts';
import {
  countSignerFields,
  findSignatoryByUuid,
  insertSignatory,
  nextListPosition,
  removeSignerFields,
  updateSignatory,
  type SignatoryUpdate,
} from './signatory-repository.ts';
import {
  assertChildrenOfPack,
  assertGroupOfPack,
  checkDetails,
  dialingCodeOf,
} from './signatory-setup-rules.ts';

export type SaveSignatoryResult = { message: string; signatory: SignatorySummary };

type SetupSave = {
  tx: Db;
  found: VisibleDocument;
  auth: Auth;
  dialingCode: string;
};

/** The properties a setup save may set besides the typed details. */
const setupProperties = (input: SignatoryInput): SignatoryUpdate => {
  const set: SignatoryUpdate = {};
  if (input.role !== undefined) set.role = input.role;
  if (input.position !== undefined) set.position = input.position;
  if (input.email_is_optional !== undefined) set.email_is_optional = input.email_is_optional;
  if (input.primary_communication_channel !== undefined)
    set.primary_communication_channel = input.primary_communication_channel;
  if (input.can_receive_signing_notifications !== undefined)
    set.can_receive_signing_notifications = input.can_receive_signing_notifications;
  if (input.can_receive_viewing_notifications !== undefined)
    set.can_receive_viewing_notifications = input.can_receive_viewing_notifications;
  if (input.is_optional !== undefined) set.is_optional = input.is_optional;
  if (input.signer_group_uuid !== undefined) set.signer_group_uuid = input.signer_group_uuid;
  if (input.associated_document_keys !== undefined)
    set.associated_document_keys = input.associated_document_keys;
  if (input.removed === false) set.removed = false;
  return set;
};

/** §9 'signer-{n}': n counts the signers there are, skipping roles in use. */
const defaultRole = async (tx: Db, packKey: string): Promise<string> => {
  const roles = (await findSignatoryRows(tx, [packKey])).map((s) => s.role);
  return nextDefaultSignerRole(roles, roles.length + 1);
};

/** Adds (new uuid) or updates a signer in setup, its typed details checked as a draft (§5). */
const saveInSetup = async (
  { tx, found, auth, dialingCode }: SetupSave,
  input: SignatoryInput,
  existing: SignatoryRow | undefined,
): Promise<SignatoryRow> => {
  const { pack } = found;
  await assertGroupOfPack(tx, pack, input.signer_group_uuid);
  await assertChildrenOfPack(tx, pack, input.associated_document_keys);
  const set = setupProperties(input);
  const configurable = { ...DOCUMENT_FLAG_DEFAULTS, ...pack.flags }
    .communication_channel_configurable;
  const channelFrom = existing?.primary_communication_channel;
  for (const flag of flagsForChannelChange(
    channelFrom,
    set.primary_communication_channel,
    configurable,
  ))
    requirePermission(found.actor.permissions, flag);
  const merged = {
    name: input.name ?? existing?.name ?? '',
    email: input.email !== undefined ? input.email : (existing?.email ?? null),
    mobile_number:
      input.mobile_number !== undefined ? input.mobile_number : (existing?.mobile_number ?? null),
    email_is_optional: set.email_is_optional ?? existing?.email_is_optional ?? false,
    primary_communication_channel:
      set.primary_communication_channel ?? existing?.primary_communication_channel ?? 'email',
  };
  const details = checkDetails(pack, merged, dialingCodeOf(input.dialing_code, dialingCode), true);
  const dialing_code =
    details.dialing_code ?? (input.dialing_code !== undefined ? input.dialing_code : undefined);
  const row = existing
    ? await updateSignatory(tx, existing.uuid, { ...set, ...details, dialing_code })
    : await insertSignatory(tx, {
        ...set,
        ...details,
        dialing_code: dialing_code ?? null,
        uuid: input.uuid,
        document_key: pack.key,
        role: set.role ?? (await defaultRole(tx, pack.key)),
        position: set.position ?? (await nextListPosition(tx, pack.key)),
      });
  await rememberContacts(tx, { account_key: pack.account_key, user_key: auth.user.key }, [row]);
  return row;
};

/**
 * Removes a signer (§5): one with live fields only with delete_fields, which removes the fields in
 * the same transaction; otherwise 409 with the spec's words.
 */
const removeInSetup = async (
  { tx, found }: SetupSave,
  existing: SignatoryRow,
  deleteFields: boolean,
): Promise<SignatoryRow> => {
  if (existing.removed) return existing;
  const fields = await countSignerFields(tx, found.pack.key, existing.uuid);
  if (fields > 0 && !deleteFields) throw conflict(SIGNATORY_MESSAGES.deleteSignerFieldsFirst);
  if (fields > 0)
    await touchDocuments(tx, await removeSignerFields(tx, found.pack.key, existing.uuid));
  return updateSignatory(tx, existing.uuid, { removed: true });
};

/**
 * POST /app/documents/{key}/add_update_signatory. Setup only for now: issue 5 adds the signing
 * branch (update_status_to, verification_otp, …) beside `saveInSetup`, chosen by the pack status.
 */
export const addUpdateSignatory = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  body: AddUpdateSignatoryBody,
): Promise<SaveSignatoryResult> => {
  const found = await loadManagedPack(ctx, auth, key);
  if (found.pack.status !== 'setup' || found.pack.is_deleted)
    throw conflict(SIGNATORY_MESSAGES.signatoriesOnlyInSetup);
  const input = body.data;
  const deleteFields = body.delete_fields ?? input.delete_fields ?? false;
  const saved = await ctx.db.transaction(async (tx) => {
    const save: SetupSave = { tx, found, auth, dialingCode: defaultDialingCodeFor(ctx, auth) };
    const existing = await findSignatoryByUuid(tx, input.uuid);
    if (existing && existing.document_key !== found.pack.key)
      throw notFound(SIGNATORY_MESSAGES.signatoryNotFound);
    let row: SignatoryRow;
    if (input.removed === true) {
      if (!existing) throw notFound(SIGNATORY_MESSAGES.signatoryNotFound);
      row = await removeInSetup(save, existing, deleteFields);
    } else {
      row = await saveInSetup(save, input, existing);
    }
    await refreshPackSearchText(tx, found.pack.key);
    return row;
  });
  return {
    message: saved.removed
      ? SIGNATORY_MESSAGES.signatoryRemoved
      : SIGNATORY_MESSAGES.signatorySaved,
    signatory: toSignatorySummary(saved, await signerIndex(ctx.db, saved)),
  };
};
