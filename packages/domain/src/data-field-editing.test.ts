import { describe, expect, it } from 'vitest';
import { newDataField } from './data-field.ts';
import {
  canEditFieldsInStatus,
  canMoveFields,
  canSignerEditField,
  canToggleFieldLock,
  fieldEditRefusal,
  patchTouchesLockedProperties,
} from './data-field-editing.ts';
import { FIELD_MESSAGES } from './field-messages.ts';

const existing = newDataField({
  uuid: 'f',
  document_key: 'd',
  type: 'text',
  page_index: 0,
  signatory_uuid: 's1',
});
const setup = {
  status: 'setup' as const,
  data_fields_locked: false,
  can_lock_and_unlock_fields: false,
};

describe('editing fields by status (§4)', () => {
  it('only in setup', () => {
    expect(canEditFieldsInStatus('setup')).toBe(true);
    for (const s of ['awaiting_signatures', 'complete', 'rejected', 'conversion_error'] as const) {
      expect(canEditFieldsInStatus(s)).toBe(false);
      expect(fieldEditRefusal({ ...setup, status: s }, { description: 'x' }, existing)).toEqual({
        code: 'status',
        message: FIELD_MESSAGES.notInSetup,
      });
    }
    expect(fieldEditRefusal(setup, { x: 5 }, existing)).toBeNull();
  });
});

describe('field locking', () => {
  const locked = { ...setup, data_fields_locked: true };

  it('refuses geometry, type, signer, delete and new fields while locked', () => {
    for (const patch of [
      { x: 1 },
      { width: 9 },
      { type: 'date' as const },
      { signatory_uuid: 's2' },
      { removed: true },
      { page_index: 1 },
    ]) {
      expect(fieldEditRefusal(locked, patch, existing)?.code).toBe('locked');
    }
    expect(fieldEditRefusal(locked, { type: 'text' }, undefined)?.message).toBe(
      FIELD_MESSAGES.fieldsLocked,
    );
  });

  it('allows other properties, and unchanged values, while locked', () => {
    expect(
      fieldEditRefusal(locked, { description: 'd', required: false, custom_id: 'n' }, existing),
    ).toBeNull();
    expect(fieldEditRefusal(locked, { x: existing.x, signatory_uuid: 's1' }, existing)).toBeNull();
    expect(patchTouchesLockedProperties({ data: 'x' }, existing)).toBe(false);
  });

  it('lets a user with can_lock_and_unlock_fields change everything', () => {
    const ctx = { ...locked, can_lock_and_unlock_fields: true };
    expect(fieldEditRefusal(ctx, { x: 1, type: 'date' }, existing)).toBeNull();
    expect(canMoveFields(ctx)).toBe(true);
    expect(canMoveFields(locked)).toBe(false);
    expect(canToggleFieldLock(ctx)).toBe(true);
    expect(canToggleFieldLock(locked)).toBe(false);
    expect(canToggleFieldLock({ ...ctx, status: 'complete' })).toBe(false);
  });

  it('needs can_setup_highlight_fields to make a highlight field', () => {
    const ctx = { ...setup, can_setup_highlight_fields: false };
    expect(fieldEditRefusal(ctx, { type: 'highlight' }, existing)?.code).toBe('permission');
    expect(fieldEditRefusal(ctx, { type: 'highlight' }, undefined)?.code).toBe('permission');
    expect(
      fieldEditRefusal(
        { ...ctx, can_setup_highlight_fields: true },
        { type: 'highlight' },
        existing,
      ),
    ).toBeNull();
  });
});

describe('own signature and initials in setup (§6)', () => {
  const own = newDataField({
    uuid: 'f',
    document_key: 'd',
    type: 'signature',
    page_index: 0,
    signatory_uuid: 'self',
  });
  const ctx = { ...setup, can_update_signature_and_initials: false };

  it('needs can_update_signature_and_initials to fill them', () => {
    expect(fieldEditRefusal(ctx, { data: 'sig' }, own)).toEqual({
      code: 'permission',
      message: FIELD_MESSAGES.ownSignatureNotAllowed,
    });
    expect(
      fieldEditRefusal(ctx, { type: 'initial', data: 'in' }, { ...own, type: 'text' })?.code,
    ).toBe('permission');
    expect(
      fieldEditRefusal({ ...ctx, can_update_signature_and_initials: true }, { data: 'sig' }, own),
    ).toBeNull();
  });

  it('leaves clearing, moving and other signers’ fields alone', () => {
    expect(fieldEditRefusal(ctx, { data: null, x: 4 }, own)).toBeNull();
    expect(fieldEditRefusal(ctx, { data: 'sig' }, { ...own, signatory_uuid: 's1' })).toBeNull();
  });
});

describe('signers editing fields while awaiting signatures (§4, §6)', () => {
  const ctx = {
    status: 'awaiting_signatures' as const,
    signatory_status: 'awaiting_signatures' as const,
    is_assigned: true,
    is_multi_edit: false,
  };
  const sig = { type: 'signature' as const };
  const text = { type: 'text' as const };

  it('the assigned signer edits own fields until complete or rejected', () => {
    expect(canSignerEditField(sig, ctx)).toBe(true);
    expect(canSignerEditField(sig, { ...ctx, signatory_status: 'complete' })).toBe(false);
    expect(canSignerEditField(sig, { ...ctx, signatory_status: 'rejected' })).toBe(false);
    expect(canSignerEditField(sig, { ...ctx, status: 'complete' })).toBe(false);
  });

  it("a multi-edit signer edits others' fields except signatures and initials", () => {
    const other = { ...ctx, is_assigned: false };
    expect(canSignerEditField(text, other)).toBe(false);
    expect(canSignerEditField(text, { ...other, is_multi_edit: true })).toBe(true);
    expect(canSignerEditField(sig, { ...other, is_multi_edit: true })).toBe(false);
    expect(canSignerEditField({ type: 'initial' }, { ...other, is_multi_edit: true })).toBe(false);
  });
});
