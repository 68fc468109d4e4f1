import { describe, expect, it } from 'vitest';
import type { Actor, DocumentFacts } from './document-access.ts';
import {
  STATUS_MESSAGES,
  canManageSigning,
  checkTransition,
  transitionMessage,
} from './document-status.ts';
import { MESSAGES } from './messages.ts';
import { DEFAULT_PERMISSIONS } from './permissions.ts';
import { SIGNING_METHOD_DEFAULTED_MESSAGE, ensureSigningMethod } from './signing-methods.ts';

const pack = (over: Partial<DocumentFacts> = {}): DocumentFacts => ({
  account_key: 'acc',
  created_by: 'ann',
  document_type: 'document',
  status: 'setup',
  is_deleted: false,
  is_pack: true,
  visible_to_organisation: true,
  viewers: [],
  ...over,
});

const actor = (documentPermissions: Record<string, boolean> = {}): Actor => ({
  user_key: 'carol',
  account_key: 'acc',
  is_admin: false,
  permissions: {
    ...DEFAULT_PERMISSIONS,
    document_permissions: { ...DEFAULT_PERMISSIONS.document_permissions, ...documentPermissions },
  },
});

describe('status transitions (§4)', () => {
  it('lets a team member request signatures from setup', () => {
    expect(checkTransition(pack(), actor(), 'awaiting_signatures')).toBeNull();
    expect(transitionMessage('awaiting_signatures')).toBe(
      'Setup complete. Signature requests have been queued.',
    );
  });

  it('refuses a request outside setup, for templates, without permission or outside the team', () => {
    expect(
      checkTransition(pack({ status: 'awaiting_signatures' }), actor(), 'awaiting_signatures'),
    ).toEqual({ status: 409, message: STATUS_MESSAGES.requestOnlyInSetup });
    expect(
      checkTransition(pack({ document_type: 'template' }), actor(), 'awaiting_signatures'),
    ).toEqual({ status: 409, message: STATUS_MESSAGES.templateCannotBeSent });
    expect(
      checkTransition(pack(), actor({ can_request_signatures: false }), 'awaiting_signatures'),
    ).toEqual({ status: 403, message: MESSAGES.notAuthorized });
    expect(
      checkTransition(pack({ account_key: 'other' }), actor(), 'awaiting_signatures')?.status,
    ).toBe(403);
    expect(
      checkTransition(pack({ is_deleted: true }), actor(), 'awaiting_signatures')?.status,
    ).toBe(409);
  });

  it('reverts awaiting_signatures (and rejected) to setup with can_revert_document_status', () => {
    expect(checkTransition(pack({ status: 'awaiting_signatures' }), actor(), 'setup')).toBeNull();
    expect(checkTransition(pack({ status: 'rejected' }), actor(), 'setup')).toBeNull();
    expect(
      checkTransition(
        pack({ status: 'awaiting_signatures' }),
        actor({ can_revert_document_status: false }),
        'setup',
      ),
    ).toEqual({ status: 403, message: MESSAGES.notAuthorized });
    expect(transitionMessage('setup')).toBe(
      'Document status has been reverted to setup. All signature requests have been cancelled.',
    );
  });

  it('refuses complete → setup with the spec message, and setup → setup', () => {
    expect(checkTransition(pack({ status: 'complete' }), actor(), 'setup')).toEqual({
      status: 409,
      message: 'Unable to update status to setup from completed status',
    });
    expect(checkTransition(pack(), actor(), 'setup')?.status).toBe(409);
    expect(checkTransition(pack({ status: 'conversion_error' }), actor(), 'setup')?.status).toBe(
      409,
    );
  });
});

describe('marking as complete (§2 owner action)', () => {
  it('needs a pack awaiting signatures, the team and can_mark_document_as_complete', () => {
    expect(
      checkTransition(pack({ status: 'awaiting_signatures' }), actor(), 'complete'),
    ).toBeNull();
    expect(transitionMessage('complete')).toBe(STATUS_MESSAGES.markedComplete);
    for (const status of ['setup', 'rejected', 'complete'] as const)
      expect(checkTransition(pack({ status }), actor(), 'complete')).toEqual({
        status: 409,
        message: STATUS_MESSAGES.completeOnlyWhileSigning,
      });
    expect(
      checkTransition(
        pack({ status: 'awaiting_signatures' }),
        actor({ can_mark_document_as_complete: false }),
        'complete',
      ),
    ).toEqual({ status: 403, message: MESSAGES.notAuthorized });
    expect(
      checkTransition(
        pack({ status: 'awaiting_signatures', account_key: 'other' }),
        actor(),
        'complete',
      )?.status,
    ).toBe(403);
  });
});

describe('managing a pack out for signing (§6)', () => {
  it('needs awaiting_signatures or rejected, the team and a live document', () => {
    expect(canManageSigning(pack({ status: 'awaiting_signatures' }), actor())).toBe(true);
    expect(canManageSigning(pack({ status: 'rejected' }), actor())).toBe(true);
    expect(canManageSigning(pack({ status: 'setup' }), actor())).toBe(false);
    expect(canManageSigning(pack({ status: 'complete' }), actor())).toBe(false);
    expect(
      canManageSigning(pack({ status: 'awaiting_signatures', is_deleted: true }), actor()),
    ).toBe(false);
    expect(
      canManageSigning(pack({ status: 'awaiting_signatures', account_key: 'other' }), actor()),
    ).toBe(false);
  });
});

describe('signing methods (§5)', () => {
  it('keeps flags with a method', () => {
    const flags = { can_use_drawn_signature: false, can_use_typed_signature: true };
    expect(ensureSigningMethod(flags)).toEqual({ flags, message: null });
  });

  it('turns upload on when no method is left, with the spec message', () => {
    expect(
      ensureSigningMethod({
        can_use_drawn_signature: false,
        can_use_typed_signature: false,
        can_use_uploaded_signature: false,
        sequential_signing: true,
      }),
    ).toEqual({
      flags: {
        can_use_drawn_signature: false,
        can_use_typed_signature: false,
        can_use_uploaded_signature: true,
        sequential_signing: true,
      },
      message: SIGNING_METHOD_DEFAULTED_MESSAGE,
    });
  });
});
