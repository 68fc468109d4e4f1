import type { DataField, DataFieldPatch } from './data-field.ts';
import type { DocumentStatus, SignatoryStatus } from './document.ts';
import { FIELD_MESSAGES } from './field-messages.ts';
import { META_DATA_MESSAGES } from './meta-data.ts';

/**
 * §4: properties that placing a field decides. While a document's fields are locked
 * (data_fields_locked) only a user with can_lock_and_unlock_fields changes them.
 */
export const FIELD_LOCKED_PROPERTIES = [
  'document_key',
  'page_index',
  'x',
  'y',
  'width',
  'height',
  'type',
  'signatory_uuid',
  'removed',
] as const satisfies readonly (keyof DataField)[];

export type FieldEditContext = {
  status: DocumentStatus;
  data_fields_locked: boolean;
  can_lock_and_unlock_fields: boolean;
  /** §6 can_setup_highlight_fields: needed to place or keep editing highlight fields. */
  can_setup_highlight_fields?: boolean;
  /** §6 can_update_signature_and_initials: needed to fill the user's own ('self') signature or initial in setup. */
  can_update_signature_and_initials?: boolean;
  /** §6 can_configure_custom_controls: needed to give a field a metadata custom control. */
  can_configure_custom_controls?: boolean;
};

export type FieldEditRefusal = { code: 'status' | 'locked' | 'permission'; message: string };

/** §4 in setup fields are editable (the signing flow writes them later, complete never). */
export const canEditFieldsInStatus = (status: DocumentStatus): boolean => status === 'setup';

/** Whether a user may move, resize, retype or reassign fields of a document right now. */
export const canMoveFields = (ctx: FieldEditContext): boolean =>
  canEditFieldsInStatus(ctx.status) && (!ctx.data_fields_locked || ctx.can_lock_and_unlock_fields);

/** Who may turn data_fields_locked on or off. */
export const canToggleFieldLock = (
  ctx: Pick<FieldEditContext, 'status' | 'can_lock_and_unlock_fields'>,
): boolean => canEditFieldsInStatus(ctx.status) && ctx.can_lock_and_unlock_fields;

export const patchTouchesLockedProperties = (
  patch: DataFieldPatch,
  existing: DataField | undefined,
): boolean =>
  existing === undefined ||
  FIELD_LOCKED_PROPERTIES.some(
    (k) => patch[k] !== undefined && JSON.stringify(patch[k]) !== JSON.stringify(existing[k]),
  );

/**
 * Why a setup-editor patch of a field is refused, or null when it may be applied. A new field
 * (`existing` undefined) counts as placing one.
 */
export const fieldEditRefusal = (
  ctx: FieldEditContext,
  patch: DataFieldPatch,
  existing: DataField | undefined,
): FieldEditRefusal | null => {
  if (!canEditFieldsInStatus(ctx.status))
    return { code: 'status', message: FIELD_MESSAGES.notInSetup };
  if (
    ctx.data_fields_locked &&
    !ctx.can_lock_and_unlock_fields &&
    patchTouchesLockedProperties(patch, existing)
  ) {
    return { code: 'locked', message: FIELD_MESSAGES.fieldsLocked };
  }
  const becomesHighlight = (patch.type ?? existing?.type) === 'highlight';
  if (
    becomesHighlight &&
    ctx.can_setup_highlight_fields === false &&
    existing?.type !== 'highlight'
  ) {
    return { code: 'permission', message: FIELD_MESSAGES.highlightNotAllowed };
  }
  const type = patch.type ?? existing?.type;
  const signer =
    patch.signatory_uuid !== undefined ? patch.signatory_uuid : existing?.signatory_uuid;
  if (
    (type === 'signature' || type === 'initial') &&
    signer === 'self' &&
    typeof patch.data === 'string' &&
    patch.data !== existing?.data &&
    ctx.can_update_signature_and_initials === false
  ) {
    return { code: 'permission', message: FIELD_MESSAGES.ownSignatureNotAllowed };
  }
  if (
    patch.meta_data_source !== undefined &&
    ctx.can_configure_custom_controls === false &&
    JSON.stringify(patch.meta_data_source) !== JSON.stringify(existing?.meta_data_source ?? null)
  ) {
    return { code: 'permission', message: META_DATA_MESSAGES.sourceNotAllowed };
  }
  return null;
};

export type SignerFieldContext = {
  status: DocumentStatus;
  signatory_status: SignatoryStatus;
  /** The field is assigned to this signer. */
  is_assigned: boolean;
  /** The signer holds the multi-edit role (first_signer_has_multi_edit_role). */
  is_multi_edit: boolean;
};

/**
 * §4/§6 while awaiting signatures: the assigned signer edits own fields; a multi-edit signer
 * also edits other signers' fields except signatures and initials; never once the signer is
 * complete or rejected.
 */
export const canSignerEditField = (
  field: Pick<DataField, 'type'>,
  ctx: SignerFieldContext,
): boolean => {
  if (ctx.status !== 'awaiting_signatures') return false;
  if (ctx.signatory_status === 'complete' || ctx.signatory_status === 'rejected') return false;
  if (ctx.signatory_status === 'excluded') return false;
  if (ctx.is_assigned) return true;
  return ctx.is_multi_edit && field.type !== 'signature' && field.type !== 'initial';
};
