import {
  canCopy,
  canFileInFolder,
  canDelete,
  canMove,
  canPermanentlyDelete,
  canRecover,
  maySaveAsTemplate,
  type Actor,
  type DocumentDto,
} from '@quire/domain';
import { factsOf } from '../../../app/session/use-permissions.ts';

/** What one row's menu offers (document-access.ts decides; the server asks the same). */
export type RowPermissions = {
  saveAsTemplate: boolean;
  trash: boolean;
  recover: boolean;
  permanentlyDelete: boolean;
  /** Move to folder (issue 17). */
  fileInFolder: boolean;
};

export const NO_ROW_PERMISSIONS: RowPermissions = {
  saveAsTemplate: false,
  trash: false,
  recover: false,
  permanentlyDelete: false,
  fileInFolder: false,
};

export const rowPermissionsFor = (doc: DocumentDto, actor: Actor | null): RowPermissions => {
  if (!actor) return NO_ROW_PERMISSIONS;
  const facts = factsOf(doc);
  return {
    saveAsTemplate: doc.document_type === 'document' && maySaveAsTemplate(actor.permissions),
    trash: !doc.is_deleted && canDelete(facts, actor),
    recover: canRecover(facts, actor),
    permanentlyDelete: canPermanentlyDelete(facts, actor),
    fileInFolder: canFileInFolder(facts, actor),
  };
};

/** The bulk bar's buttons: each offered when it would do something to at least one selected row. */
export type BulkPermissions = {
  copy: boolean;
  merge: boolean;
  saveAsTemplates: boolean;
  move: boolean;
  trash: boolean;
  recover: boolean;
  permanentlyDelete: boolean;
};

export const bulkPermissionsFor = (
  docs: readonly DocumentDto[],
  actor: Actor | null,
): BulkPermissions => {
  const none: BulkPermissions = {
    copy: false,
    merge: false,
    saveAsTemplates: false,
    move: false,
    trash: false,
    recover: false,
    permanentlyDelete: false,
  };
  // Without can_do_bulk_actions the server refuses every bulk call (§8 mayNotDoBulkActions).
  if (!actor?.permissions.can_do_bulk_actions || docs.length === 0) return none;
  const { permissions } = actor;
  const any = (test: (doc: DocumentDto) => boolean) => docs.some(test);
  const templates = docs.some((d) => d.document_type === 'template');
  const copies = permissions.document_permissions.can_create_document_copies;
  return {
    copy:
      (!templates || permissions.can_create_templates) && any((d) => canCopy(factsOf(d), actor)),
    merge: docs.length >= 2 && copies && (!templates || permissions.can_merge_templates),
    saveAsTemplates: !templates && maySaveAsTemplate(permissions),
    move: any((d) => canMove(factsOf(d), actor)),
    trash: any((d) => canDelete(factsOf(d), actor)),
    recover: any((d) => canRecover(factsOf(d), actor)),
    permanentlyDelete: any((d) => canPermanentlyDelete(factsOf(d), actor)),
  };
};
