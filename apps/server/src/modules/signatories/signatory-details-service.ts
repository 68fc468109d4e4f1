import {
  DOCUMENT_FLAG_DEFAULTS,
  flagsForChannelChange,
  MESSAGES,
  SIGNATORY_MESSAGES,
  canEditSignatoryDetails,
  changedContactDetails,
  isTeamMember,
  type SignatoryDetailsInput,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { refreshPackSearchText } from '../documents/document-repository.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import { defaultDialingCodeFor } from './dialing-code.ts';
import { conflict } from './signatory-access.ts';
import { findSignatoryByUuid, updateSignatory } from './signatory-repository.ts';
import { checkDetails, dialingCodeOf } from './signatory-setup-rules.ts';
import { reissueSignerLink } from './signer-link-reissue.ts';
import { appendAuditRecord } from '../audit-trail/append-audit-record.ts';
import { actorOfUser } from '../signing/signer-identity.ts';

/**
 * POST /app/documents/{key}/update_signatory_details: a manager corrects a live signer's name,
 * email or number while the pack awaits signatures (§4), checked in full (§5). A changed address
 * or channel revokes the link already sent and sends a new one (signer-link-reissue.ts); the
 * correction is in the audit trail.
 */
export const updateSignatoryDetails = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  input: SignatoryDetailsInput,
): Promise<{ message: string; signatory: { date_updated: string } }> => {
  const { pack, facts, actor } = await loadVisibleDocument(ctx.db, auth, key);
  const managing = isTeamMember(facts, actor);
  if (!managing) throw forbidden(MESSAGES.notAuthorized);
  const updated = await ctx.db.transaction(async (tx) => {
    const existing = await findSignatoryByUuid(tx, input.uuid);
    if (!existing || existing.document_key !== pack.key)
      throw notFound(SIGNATORY_MESSAGES.signatoryNotFound);
    const editable = canEditSignatoryDetails({
      document_status: pack.status,
      signatory_status: existing.status,
      signatory_removed: existing.removed,
      management_enabled: managing && !pack.is_deleted,
    });
    if (!editable) throw conflict(SIGNATORY_MESSAGES.signatoryDetailsNotEditable);
    const channel = input.primary_communication_channel ?? existing.primary_communication_channel;
    const configurable = { ...DOCUMENT_FLAG_DEFAULTS, ...pack.flags }
      .communication_channel_configurable;
    for (const flag of flagsForChannelChange(
      existing.primary_communication_channel,
      channel,
      configurable,
    ))
      requirePermission(actor.permissions, flag);
    const details = checkDetails(
      pack,
      {
        name: input.name ?? existing.name,
        email: input.email !== undefined ? input.email : existing.email,
        mobile_number:
          input.mobile_number !== undefined ? input.mobile_number : existing.mobile_number,
        email_is_optional: existing.email_is_optional,
        primary_communication_channel: channel,
      },
      dialingCodeOf(input.dialing_code, defaultDialingCodeFor(ctx, auth)),
      false,
    );
    const row = await updateSignatory(tx, existing.uuid, {
      ...details,
      dialing_code: details.dialing_code ?? existing.dialing_code,
      primary_communication_channel: channel,
    });
    await refreshPackSearchText(tx, pack.key);
    const changed = changedContactDetails(existing, row);
    const reissued = changed.length > 0 && (await reissueSignerLink(ctx, tx, pack, existing, row));
    await appendAuditRecord(tx, {
      document_key: pack.key,
      event: 'signatory_details_updated',
      actor: actorOfUser(auth),
      details: {
        signatory_uuid: row.uuid,
        changed: [...(existing.name !== row.name ? ['name'] : []), ...changed],
        new_link_sent: reissued,
      },
    });
    return { row, reissued };
  });
  return {
    message: updated.reissued
      ? SIGNATORY_MESSAGES.signatoryDetailsUpdatedNewLink
      : SIGNATORY_MESSAGES.signatoryDetailsUpdated,
    signatory: { date_updated: updated.row.date_updated.toISOString() },
  };
};
