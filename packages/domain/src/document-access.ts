import type { Permissions } from './permissions.ts';
import type { DocumentStatus, DocumentType } from './status-values.ts';

/**
 * Who may do what with a document (spec §5, §6). Pure predicates over the facts the server looks
 * up; the server and the web app ask these, never compare statuses themselves. ADR 0007.
 */
export type DocumentFacts = {
  account_key: string | null;
  created_by: string;
  document_type: DocumentType;
  status: DocumentStatus;
  is_deleted: boolean;
  is_pack: boolean;
  visible_to_organisation: boolean;
  viewers: readonly string[];
};

export type Actor = {
  user_key: string;
  /** The selected membership; null when the user has none selected. */
  account_key: string | null;
  is_admin: boolean;
  permissions: Permissions;
};

/** §6 team member: the creator, or a member of the owning account (in that account). */
export const isTeamMember = (doc: DocumentFacts, actor: Actor): boolean =>
  doc.created_by === actor.user_key ||
  (doc.account_key !== null && doc.account_key === actor.account_key);

/**
 * §6 visibility: documents of the current account (all of them for an admin, otherwise the
 * member's own and those shared with the organisation), the user's own documents that belong to
 * no account, and those where the user is a viewer.
 */
export const canView = (doc: DocumentFacts, actor: Actor): boolean => {
  if (doc.viewers.includes(actor.user_key)) return true;
  if (doc.account_key === null) return doc.created_by === actor.user_key;
  if (doc.account_key !== actor.account_key) return false;
  return actor.is_admin || doc.created_by === actor.user_key || doc.visible_to_organisation;
};

/** §6 setup editing: setup status, team membership, no conversion error, not deleted. */
export const canEditSetup = (doc: DocumentFacts, actor: Actor): boolean =>
  doc.status === 'setup' && !doc.is_deleted && isTeamMember(doc, actor);

/** §5 upload into a pack: setup, an upload permission, not deleted. */
export const canUploadToPack = (pack: DocumentFacts, actor: Actor): boolean =>
  canEditSetup(pack, actor) &&
  (actor.permissions.can_upload_documents || actor.permissions.can_upload_documents_to_pack);

/** Replacing a child's backing PDF keeps its fields; it needs setup and can_replace_backing_pdf. */
export const canReplaceBackingPdf = (doc: DocumentFacts, actor: Actor): boolean =>
  canEditSetup(doc, actor) && actor.permissions.document_permissions.can_replace_backing_pdf;

/** §6 deletion: the creator, or someone allowed to delete others' documents, or an admin; plus the delete permission for the type. */
export const canDelete = (doc: DocumentFacts, actor: Actor): boolean => {
  const mayTouch =
    doc.created_by === actor.user_key ||
    (isTeamMember(doc, actor) &&
      (actor.is_admin || actor.permissions.can_delete_other_users_documents));
  const typePermission =
    doc.document_type === 'template'
      ? actor.permissions.can_delete_templates
      : actor.permissions.can_delete_documents;
  return mayTouch && typePermission;
};

/** §6 permanent deletion: packs only, from the trash, with can_delete_documents. */
export const canPermanentlyDelete = (doc: DocumentFacts, actor: Actor): boolean =>
  doc.is_pack && doc.is_deleted && canDelete(doc, actor) && actor.permissions.can_delete_documents;

/** §6 restore: team members, on deleted documents. */
export const canRecover = (doc: DocumentFacts, actor: Actor): boolean =>
  doc.is_deleted && isTeamMember(doc, actor);

/** Moving or copying between the user's workspaces needs the move permission for the type. */
export const canMove = (doc: DocumentFacts, actor: Actor): boolean =>
  isTeamMember(doc, actor) &&
  (doc.document_type === 'template'
    ? actor.permissions.can_move_templates
    : actor.permissions.can_move_documents);

export const canCopy = (doc: DocumentFacts, actor: Actor): boolean =>
  canView(doc, actor) && actor.permissions.document_permissions.can_create_document_copies;

/** §4 status filter 'awaiting_my_signature' and the list's other filters are applied by the server. */
export const isFinalStatus = (status: DocumentStatus): boolean =>
  status === 'complete' || status === 'rejected';
