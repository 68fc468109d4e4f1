import { describe, expect, it } from 'vitest';
import { changedContactDetails } from './signatory-details.ts';
import { SIGNER_NOTE_MESSAGES, canAddSignerNote, canChangeSignerNote } from './signer-notes.ts';

const signer = (uuid: string, position: number, status = 'awaiting_signatures') =>
  ({ uuid, position, status, signer_group_uuid: null }) as never;

const base = {
  status: 'awaiting_signatures' as const,
  can_be_annotated: true,
  sequential_signing: true,
  signatories: [signer('sam', 0), signer('tia', 1)],
  signatory_uuid: 'sam',
};

describe('canAddSignerNote (§5 notes during signing)', () => {
  it('allows the current signer while annotations are on, in setup or awaiting signatures', () => {
    expect(canAddSignerNote(base)).toBeNull();
    expect(canAddSignerNote({ ...base, status: 'setup' })).toBeNull();
  });

  it('refuses without annotations, after signing, out of turn and once the pack is done', () => {
    expect(canAddSignerNote({ ...base, can_be_annotated: false })).toEqual({
      status: 403,
      message: SIGNER_NOTE_MESSAGES.notAllowed,
    });
    const notNow = { status: 409, message: SIGNER_NOTE_MESSAGES.notNow };
    expect(canAddSignerNote({ ...base, signatory_uuid: 'tia' })).toEqual(notNow);
    expect(
      canAddSignerNote({ ...base, sequential_signing: false, signatory_uuid: 'tia' }),
    ).toBeNull();
    expect(
      canAddSignerNote({ ...base, signatories: [signer('sam', 0, 'complete'), signer('tia', 1)] }),
    ).toEqual(notNow);
    expect(canAddSignerNote({ ...base, status: 'complete' })).toEqual(notNow);
    expect(canAddSignerNote({ ...base, signatory_uuid: 'nobody' })).toEqual(notNow);
  });

  it('lets a signer change only their own notes', () => {
    expect(canChangeSignerNote({ type: 'note', added_by_signatory_uuid: 'sam' }, 'sam')).toBe(true);
    expect(canChangeSignerNote({ type: 'note', added_by_signatory_uuid: 'tia' }, 'sam')).toBe(
      false,
    );
    expect(canChangeSignerNote({ type: 'text', added_by_signatory_uuid: 'sam' }, 'sam')).toBe(
      false,
    );
    expect(canChangeSignerNote({ type: 'note', added_by_signatory_uuid: null }, 'sam')).toBe(false);
  });
});

describe('changedContactDetails (a corrected address reissues the link)', () => {
  const before = {
    email: 'Mia@Example.com',
    mobile_number: null,
    primary_communication_channel: 'email',
  };
  it('names what changed, ignoring case in addresses', () => {
    expect(changedContactDetails(before, { ...before, email: 'mia@example.com' })).toEqual([]);
    expect(changedContactDetails(before, { ...before, email: 'mia.moss@example.com' })).toEqual([
      'email',
    ]);
    expect(
      changedContactDetails(before, {
        ...before,
        mobile_number: '+27825551234',
        primary_communication_channel: 'sms',
      }),
    ).toEqual(['mobile_number', 'primary_communication_channel']);
  });
});
