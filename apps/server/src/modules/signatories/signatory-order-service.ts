import { SIGNATORY_MESSAGES, type SignatoryReorderEntry } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import {
  findSignatoryRows,
  findSignerGroupRows,
  touchDocuments,
} from '../documents/document-repository.ts';
import { conflict, loadPackInSetup, packFlag } from './signatory-access.ts';
import { loadSignatoryList, type SignatoryList } from './signatory-list.ts';
import { setListPosition } from './signatory-repository.ts';

/**
 * POST /app/documents/{key}/reorder_signatories: the outcome of the §4 drop (dropSignatory in the
 * domain) for signers and groups of this pack. Groups never go into groups; a signer goes only
 * into a group of this pack, and only while groups are turned on.
 */
export const reorderSignatories = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  entries: readonly SignatoryReorderEntry[],
): Promise<SignatoryList & { message: string }> => {
  const { pack } = await loadPackInSetup(ctx, auth, key);
  await ctx.db.transaction(async (tx) => {
    const signers = new Set((await findSignatoryRows(tx, [pack.key])).map((s) => s.uuid));
    const groups = new Set((await findSignerGroupRows(tx, pack.key)).map((g) => g.uuid));
    const seen = new Set<string>();
    for (const e of entries) {
      const known = signers.has(e.uuid) || groups.has(e.uuid);
      const groupOk =
        e.signer_group_uuid === null || (signers.has(e.uuid) && groups.has(e.signer_group_uuid));
      if (!known || !groupOk || seen.has(e.uuid))
        throw badRequest(SIGNATORY_MESSAGES.reorderUnknownEntry);
      seen.add(e.uuid);
    }
    if (entries.some((e) => e.signer_group_uuid !== null) && !packFlag(pack, 'use_signer_groups'))
      throw conflict(SIGNATORY_MESSAGES.signerGroupsDisabled);
    for (const e of entries) await setListPosition(tx, pack.key, e, groups.has(e.uuid));
    await touchDocuments(tx, [pack.key]);
  });
  return {
    message: SIGNATORY_MESSAGES.signatoriesReordered,
    ...(await loadSignatoryList(ctx.db, pack.key)),
  };
};
