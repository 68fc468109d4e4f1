import { describe, expect, it } from 'vitest';
import {
  SIGNING_MESSAGES,
  addUpdateOrSignBodySchema,
  canExclude,
  canFillField,
  canReject,
  canSignNow,
  isMultiEditSigner,
  isSigningBody,
  nextPackStatus,
  rejectionReasonOf,
  signingSubmissionOf,
  type SigningPack,
  type SigningSignatory,
} from './signing-rules.ts';

const pack = (over: Partial<SigningPack> = {}): SigningPack => ({
  status: 'awaiting_signatures',
  sequential_signing: true,
  first_signer_has_multi_edit_role: false,
  ...over,
});
const people = (...statuses: SigningSignatory['status'][]): SigningSignatory[] =>
  statuses.map((status, i) => ({ uuid: `s${i}`, position: i, status, signer_group_uuid: null }));

describe('canSignNow (§4)', () => {
  it('lets the first signer sign and refuses the next one until the first is complete', () => {
    const two = people('awaiting_signatures', 'awaiting_signatures');
    expect(canSignNow(pack(), two, 's0')).toBeNull();
    expect(canSignNow(pack(), two, 's1')).toEqual({
      status: 409,
      message: SIGNING_MESSAGES.notYourTurn,
    });
    expect(canSignNow(pack(), people('complete', 'awaiting_signatures'), 's1')).toBeNull();
    expect(canSignNow(pack({ sequential_signing: false }), two, 's1')).toBeNull();
  });

  it('refuses a pack in setup, a finished signer and a stranger', () => {
    const two = people('awaiting_signatures', 'complete');
    expect(canSignNow(pack({ status: 'setup' }), two, 's0')?.status).toBe(409);
    expect(canSignNow(pack({ sequential_signing: false }), two, 's1')).toEqual({
      status: 409,
      message: SIGNING_MESSAGES.alreadyFinished,
    });
    expect(canSignNow(pack(), two, 'nobody')?.status).toBe(403);
  });
});

describe('who fills which field (§6)', () => {
  it('own fields always; others only non-signature fields for the multi-edit signer', () => {
    expect(canFillField({ signatory_uuid: 's0', type: 'signature' }, 's0', false)).toBe(true);
    expect(canFillField({ signatory_uuid: 's1', type: 'text' }, 's0', false)).toBe(false);
    expect(canFillField({ signatory_uuid: 's1', type: 'text' }, 's0', true)).toBe(true);
    expect(canFillField({ signatory_uuid: 's1', type: 'initial' }, 's0', true)).toBe(false);
  });

  it('the multi-edit signer is the first in order when the pack grants it', () => {
    const two = people('awaiting_signatures', 'awaiting_signatures');
    expect(isMultiEditSigner(pack(), two, 's0')).toBe(false);
    const granted = pack({ first_signer_has_multi_edit_role: true });
    expect(isMultiEditSigner(granted, two, 's0')).toBe(true);
    expect(isMultiEditSigner(granted, two, 's1')).toBe(false);
  });
});

describe('rejection, exclusion and completion (§4, §8)', () => {
  it('rejects only while awaiting signatures', () => {
    expect(canReject('awaiting_signatures', 'awaiting_signatures')).toBeNull();
    expect(canReject('awaiting_signatures', 'complete')?.message).toBe('Unable to reject document');
    expect(canReject('rejected', 'awaiting_signatures')?.status).toBe(409);
  });

  it('excludes only on an awaiting pack, by someone who may mark complete', () => {
    expect(canExclude('awaiting_signatures', true, 'awaiting_signatures')).toBeNull();
    expect(canExclude('awaiting_signatures', false, 'awaiting_signatures')?.status).toBe(403);
    expect(canExclude('complete', true, 'awaiting_signatures')?.status).toBe(409);
    expect(canExclude('awaiting_signatures', true, 'complete')?.status).toBe(409);
  });

  it('completes the pack when no one remains in setup or awaiting signatures', () => {
    expect(nextPackStatus(people('complete', 'excluded'))).toBe('complete');
    expect(nextPackStatus(people('complete', 'awaiting_signatures'))).toBe('awaiting_signatures');
    expect(nextPackStatus(people('complete', 'setup'))).toBe('awaiting_signatures');
    expect(
      nextPackStatus([{ status: 'awaiting_signatures', removed: true }, { status: 'complete' }]),
    ).toBe('complete');
  });

  it('gives an empty rejection reason the default text', () => {
    expect(rejectionReasonOf('  ')).toBe(
      'Rejection reason not specified. Please contact the signer for further details.',
    );
    expect(rejectionReasonOf(null)).toBe(SIGNING_MESSAGES.defaultRejectionReason);
    expect(rejectionReasonOf(' no ')).toBe('no');
  });
});

describe('the add_update_signatory body', () => {
  it('reads signing properties at the top level before those in data', () => {
    const body = addUpdateOrSignBodySchema.parse({
      data: { uuid: 'u1', update_status_to: 'rejected', data_fields: [{ uuid: 'f1', data: 'x' }] },
      update_status_to: 'complete',
    });
    expect(signingSubmissionOf(body)).toMatchObject({
      signatory_uuid: 'u1',
      update_status_to: 'complete',
      data_fields: [{ uuid: 'f1', data: 'x' }],
    });
    expect(isSigningBody(body)).toBe(true);
    expect(
      isSigningBody(addUpdateOrSignBodySchema.parse({ data: { uuid: 'u1', name: 'A' } })),
    ).toBe(false);
  });
});
