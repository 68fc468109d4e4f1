import { describe, expect, it } from 'vitest';
import {
  MANAGEMENT_MAX_EMAILS,
  MANAGEMENT_MESSAGES,
  managementEmailsSchema,
  permissionChangesInputSchema,
} from './management.ts';
import { MESSAGES } from './messages.ts';
import { ALL_PERMISSION_PATHS } from './permission-path.ts';
import { PERMISSION_GROUPS, PERMISSION_LABELS } from './permission-labels.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('management addresses', () => {
  it('trims, lower-cases and drops repeats, keeping the order given', () => {
    expect(managementEmailsSchema.parse(' B@x.com, a@y.com ,b@X.com,, ')).toEqual([
      'b@x.com',
      'a@y.com',
    ]);
  });

  it('names the first bad address, and refuses none or too many', () => {
    expect(firstMessage(managementEmailsSchema.safeParse('a@x.com, nope'))).toBe(
      `${MESSAGES.validEmailRequired}: nope`,
    );
    expect(firstMessage(managementEmailsSchema.safeParse(' , '))).toBe(MESSAGES.validEmailRequired);
    const many = Array.from({ length: MANAGEMENT_MAX_EMAILS + 1 }, (_, i) => `u${i}@x.com`);
    expect(firstMessage(managementEmailsSchema.safeParse(many.join(',')))).toBe(
      MANAGEMENT_MESSAGES.tooManyEmails,
    );
  });
});

describe('permission changes', () => {
  it('accepts known flags with booleans and refuses anything else', () => {
    expect(
      permissionChangesInputSchema.parse({
        can_move_documents: false,
        'document_permissions.can_use_otp': true,
      }),
    ).toEqual({ can_move_documents: false, 'document_permissions.can_use_otp': true });
    expect(firstMessage(permissionChangesInputSchema.safeParse({ can_use_otp: true }))).toBe(
      MANAGEMENT_MESSAGES.unknownFlag('can_use_otp'),
    );
    expect(firstMessage(permissionChangesInputSchema.safeParse({}))).toBe(
      MANAGEMENT_MESSAGES.noChanges,
    );
    expect(permissionChangesInputSchema.safeParse({ can_move_documents: 1 }).success).toBe(false);
  });

  it('labels every flag and shows each in exactly one group', () => {
    const grouped = PERMISSION_GROUPS.flatMap((g) => g.paths);
    expect([...grouped].sort()).toEqual([...ALL_PERMISSION_PATHS].sort());
    expect(Object.keys(PERMISSION_LABELS).sort()).toEqual([...ALL_PERMISSION_PATHS].sort());
  });
});
