import { isTeamMember, type Actor, type DocumentFacts } from './document-access.ts';
import { MESSAGES } from './messages.ts';
import type { UpdateStatusTarget } from './status-values.ts';

/**
 * The one door for a pack's status changes asked for through `update_document`'s
 * `update_status_to` (spec §4 transitions setup ↔ awaiting_signatures, and the owner's "mark as
 * complete" of §2). The server and the web app ask `checkTransition`; neither compares statuses
 * itself.
 */
export { UPDATE_STATUS_TARGETS, type UpdateStatusTarget } from './status-values.ts';

export const STATUS_MESSAGES = {
  /** §4 setup → awaiting_signatures. */
  signatureRequestsQueued: 'Setup complete. Signature requests have been queued.',
  /** §4 the confirmation before a revert. */
  revertConfirm:
    'Are you sure you want to revert to setup? The document will need to be signed again. All signing requests will be cancelled but all data will remain in-tact.',
  /** §4 awaiting_signatures → setup. */
  revertedToSetup:
    'Document status has been reverted to setup. All signature requests have been cancelled.',
  /** §4 complete → setup is refused. */
  revertFromCompleted: 'Unable to update status to setup from completed status',
  // Quire's own wording where the spec names none.
  requestOnlyInSetup: 'Signatures can only be requested while the document is in setup.',
  templateCannotBeSent: 'A template cannot be sent for signing. Create a document from it first.',
  alreadyInSetup: 'This document is already in setup.',
  revertOnlyWhileSigning: 'Only a document awaiting signatures can be reverted to setup.',
  inTrash: 'This document is in the trash. Recover it first.',
  stillConverting: 'Please wait until every document of this pack has finished converting.',
  statusChangeAlone: 'Change the document status on its own, without other changes.',
  completeOnlyWhileSigning: 'Only a document awaiting signatures can be marked as complete.',
  markedComplete:
    'The document has been marked as complete. Signers who had not signed were excluded.',
} as const;

/** The audit reason of each exclusion a "mark as complete" makes. */
export const MARKED_COMPLETE_REASON = 'marked complete';

export type TransitionRefusal = { status: 403 | 409; message: string };

const refuse = (status: 403 | 409, message: string): TransitionRefusal => ({ status, message });

/**
 * Why `actor` may not move the pack to `to`, or null when the move is allowed (the blocking
 * checks of §5 still run before a request for signatures). 403 for who, 409 for the status.
 *
 * Revert is also allowed from rejected: a rejected pack is fixed and sent again through setup,
 * the same management action (§6: management needs awaiting_signatures or rejected).
 */
export const checkTransition = (
  pack: DocumentFacts,
  actor: Actor,
  to: UpdateStatusTarget,
): TransitionRefusal | null => {
  if (!isTeamMember(pack, actor)) return refuse(403, MESSAGES.notAuthorized);
  if (pack.is_deleted) return refuse(409, STATUS_MESSAGES.inTrash);
  if (to === 'awaiting_signatures') {
    if (!actor.permissions.document_permissions.can_request_signatures)
      return refuse(403, MESSAGES.notAuthorized);
    if (pack.document_type === 'template') return refuse(409, STATUS_MESSAGES.templateCannotBeSent);
    if (pack.status !== 'setup') return refuse(409, STATUS_MESSAGES.requestOnlyInSetup);
    return null;
  }
  if (to === 'complete') {
    // §4: like excluding a signer, only by someone who may mark a document complete.
    if (!actor.permissions.document_permissions.can_mark_document_as_complete)
      return refuse(403, MESSAGES.notAuthorized);
    if (pack.status !== 'awaiting_signatures')
      return refuse(409, STATUS_MESSAGES.completeOnlyWhileSigning);
    return null;
  }
  if (!actor.permissions.document_permissions.can_revert_document_status)
    return refuse(403, MESSAGES.notAuthorized);
  switch (pack.status) {
    case 'awaiting_signatures':
    case 'rejected':
      return null;
    case 'complete':
      return refuse(409, STATUS_MESSAGES.revertFromCompleted);
    case 'setup':
      return refuse(409, STATUS_MESSAGES.alreadyInSetup);
    default:
      return refuse(409, STATUS_MESSAGES.revertOnlyWhileSigning);
  }
};

/**
 * §6 management of a pack out for signing (the owner's signing panel: resend, links, in person,
 * exclusion, mark as complete): awaiting_signatures or rejected, team membership, not deleted.
 * Each action's own permission and status are checked by the server as well.
 */
export const canManageSigning = (pack: DocumentFacts, actor: Actor): boolean =>
  (pack.status === 'awaiting_signatures' || pack.status === 'rejected') &&
  !pack.is_deleted &&
  isTeamMember(pack, actor);

/** The message a successful transition answers with. */
export const transitionMessage = (to: UpdateStatusTarget): string =>
  ({
    awaiting_signatures: STATUS_MESSAGES.signatureRequestsQueued,
    setup: STATUS_MESSAGES.revertedToSetup,
    complete: STATUS_MESSAGES.markedComplete,
  })[to];

/** §4: field types whose data a revert clears (the document must be signed again). */
export const FIELD_TYPES_CLEARED_ON_REVERT = ['signature', 'initial'] as const;
