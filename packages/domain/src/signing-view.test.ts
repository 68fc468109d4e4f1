import { describe, expect, it } from 'vitest';
import {
  approvedFieldData,
  declinedFieldData,
  nextWizardField,
  signatoryOfUser,
  signerFieldRole,
} from './signing-view.ts';

const field = (type: string, signatory_uuid: string | null, removed = false) =>
  ({ type, signatory_uuid, removed }) as Parameters<typeof signerFieldRole>[0];

describe('signerFieldRole', () => {
  it('lets the assigned signer fill their input fields and shows the rest read-only', () => {
    expect(signerFieldRole(field('text', 'me'), 'me', false)).toBe('fill');
    expect(signerFieldRole(field('signature', 'me'), 'me', false)).toBe('fill');
    expect(signerFieldRole(field('text', 'other'), 'me', false)).toBe('read');
    expect(signerFieldRole(field('highlight', 'me'), 'me', false)).toBe('read');
    expect(signerFieldRole(field('text', 'me'), null, false)).toBe('read');
  });

  it('gives the multi-edit signer others’ fields but not their signatures or initials', () => {
    expect(signerFieldRole(field('text', 'other'), 'me', true)).toBe('fill');
    expect(signerFieldRole(field('signature', 'other'), 'me', true)).toBe('read');
    expect(signerFieldRole(field('initial', 'other'), 'me', true)).toBe('read');
  });

  it('hides removed fields and setup-only ones', () => {
    expect(signerFieldRole(field('text', 'me', true), 'me', false)).toBe('hidden');
    expect(signerFieldRole(field('blank', 'me'), 'me', false)).toBe('hidden');
    expect(signerFieldRole(field('signer_setup', 'me'), 'me', false)).toBe('hidden');
  });
});

describe('signatoryOfUser', () => {
  const signers = [
    { uuid: 'a', user_key: null, email: 'Ada@Example.com', removed: false },
    { uuid: 'b', user_key: 'u2', email: 'bob@example.com', removed: false },
    { uuid: 'c', user_key: 'u3', email: 'gone@example.com', removed: true },
  ];
  it('finds the linked signatory first, then a verified address, never a removed one', () => {
    expect(
      signatoryOfUser(signers, { key: 'u2', email_address: 'x@y.z', verified: false })?.uuid,
    ).toBe('b');
    expect(
      signatoryOfUser(signers, { key: 'u9', email_address: 'ada@example.com', verified: true })
        ?.uuid,
    ).toBe('a');
    expect(
      signatoryOfUser(signers, { key: 'u9', email_address: 'ada@example.com', verified: false }),
    ).toBeUndefined();
    expect(
      signatoryOfUser(signers, { key: 'u3', email_address: 'gone@example.com', verified: true }),
    ).toBeUndefined();
  });
});

describe('nextWizardField', () => {
  const order = ['f1', 'f2', 'f3', 'f4'];
  it('steps to the next field that needs the signer and wraps round', () => {
    expect(nextWizardField(order, new Set(['f2', 'f4']), null)).toBe('f2');
    expect(nextWizardField(order, new Set(['f2', 'f4']), 'f2')).toBe('f4');
    expect(nextWizardField(order, new Set(['f2', 'f4']), 'f4')).toBe('f2');
    expect(nextWizardField(order, new Set(['f1']), 'f3')).toBe('f1');
  });
  it('answers null when nothing is left', () => {
    expect(nextWizardField(order, new Set(), 'f1')).toBeNull();
  });
});

describe('approve and decline data', () => {
  it('says who acted, in the spec’s words', () => {
    expect(approvedFieldData('Ada')).toBe('Approved by: Ada');
    expect(declinedFieldData('Ada')).toBe('Rejected by: Ada');
  });
});
