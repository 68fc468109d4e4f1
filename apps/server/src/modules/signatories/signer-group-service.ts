import {
  SIGNATORY_MESSAGES,
  nextGroupName,
  validateGroupName,
  type SignerGroup,
  type SignerGroupInput,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { toSignerGroup } from '../documents/document-dto.ts';
import { findSignerGroupRows, touchDocuments } from '../documents/document-repository.ts';
import { conflict, loadPackInSetup, packFlag } from './signatory-access.ts';
import { findSignerGroupByUuid, nextListPosition } from './signatory-repository.ts';
import {
  deleteSignerGroup,
  insertSignerGroup,
  updateSignerGroup,
} from './signer-group-repository.ts';

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * POST /app/documents/{key}/signer_groups/{uuid}/add_update_delete: a new uuid adds a group
 * (named 'Signer group {n}' unless named), a known one is renamed or moved, `delete` removes it
 * and ungroups its members. Names are unique within the pack (§5).
 */
export const addUpdateDeleteSignerGroup = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  uuid: string,
  input: SignerGroupInput,
): Promise<{ message: string; signer_group: SignerGroup }> => {
  const { pack, actor } = await loadPackInSetup(ctx, auth, key);
  requirePermission(actor.permissions, 'document_permissions.can_use_signer_groups');
  try {
    return await ctx.db.transaction(async (tx) => {
      const existing = await findSignerGroupByUuid(tx, uuid);
      if (existing && existing.document_key !== pack.key)
        throw notFound(SIGNATORY_MESSAGES.signerGroupNotFound);
      if (input.delete === true) {
        if (!existing) throw notFound(SIGNATORY_MESSAGES.signerGroupNotFound);
        await deleteSignerGroup(tx, pack.key, uuid);
        await touchDocuments(tx, [pack.key]);
        return {
          message: SIGNATORY_MESSAGES.signerGroupDeleted,
          signer_group: toSignerGroup(existing),
        };
      }
      if (!packFlag(pack, 'use_signer_groups'))
        throw conflict(SIGNATORY_MESSAGES.signerGroupsDisabled);
      const groups = await findSignerGroupRows(tx, pack.key);
      let name: string | undefined;
      if (input.name !== undefined || !existing) {
        const checked = validateGroupName(input.name ?? nextGroupName(groups), groups, uuid);
        if (!checked.ok) throw badRequest(checked.message);
        name = checked.name;
      }
      const row = existing
        ? await updateSignerGroup(tx, uuid, {
            ...(name !== undefined ? { name } : {}),
            ...(input.position !== undefined ? { position: input.position } : {}),
          })
        : await insertSignerGroup(tx, {
            uuid,
            document_key: pack.key,
            name: name!,
            position: input.position ?? (await nextListPosition(tx, pack.key)),
          });
      await touchDocuments(tx, [pack.key]);
      return { message: SIGNATORY_MESSAGES.signerGroupSaved, signer_group: toSignerGroup(row) };
    });
  } catch (error) {
    // Two saves racing to the same name: the unique index has the last word.
    if (isUniqueViolation(error)) throw badRequest(SIGNATORY_MESSAGES.groupNamesUnique);
    throw error;
  }
};
