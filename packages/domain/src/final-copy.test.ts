import { describe, expect, it } from 'vitest';
import {
  finalCopyDeliveries,
  finalCopyDeliveryFor,
  finalCopyNoticeOf,
  finalCopyText,
  type FinalCopyInput,
  type FinalCopyPerson,
} from './final-copy.ts';
import { maskEmail, maskMobile } from './contact-mask.ts';

const signer = (id: string, over: Partial<FinalCopyPerson> = {}): FinalCopyPerson => ({
  kind: 'signatory',
  id,
  name: id,
  email: `${id}@example.com`,
  mobile_number: null,
  primary_communication_channel: 'email',
  status: 'complete',
  ...over,
});

const creator: FinalCopyPerson = {
  kind: 'creator',
  id: 'user-ann',
  name: 'Ann',
  email: 'Ann@Example.com',
  mobile_number: null,
};

const input = (over: Partial<FinalCopyInput> = {}): FinalCopyInput => ({
  flags: { exclude_created_by_from_final_mail: false },
  creator,
  signatories: [],
  copy_recipients: [],
  ...over,
});

const summary = (i: FinalCopyInput) =>
  finalCopyDeliveries(i).map((d) => `${d.person.id} ${d.channel} ${d.to}`);

describe('finalCopyDeliveries', () => {
  it('mails the creator who does not sign, unless exclude_created_by_from_final_mail', () => {
    const signers = [signer('dan')];
    expect(summary(input({ signatories: signers }))).toEqual([
      'dan email dan@example.com',
      'user-ann email ann@example.com',
    ]);
    expect(
      summary(input({ signatories: signers, flags: { exclude_created_by_from_final_mail: true } })),
    ).toEqual(['dan email dan@example.com']);
  });

  it("leaves the creator's owner copy out when they switched the 'completed' mail off", () => {
    const dan = signer('dan');
    expect(summary(input({ signatories: [dan], creatorWantsMail: false }))).toEqual([
      'dan email dan@example.com',
    ]);
    // Where the creator also signs, their signer's copy is theirs whatever the preference.
    const ann = signer('ann-signer', { email: 'ann@example.com' });
    expect(summary(input({ signatories: [ann], creatorWantsMail: false }))).toEqual([
      'ann-signer email ann@example.com',
    ]);
  });

  it('sends one mail to a creator who also signs, none with the flag', () => {
    const ann = signer('ann-signer', { email: 'ann@example.com' });
    expect(summary(input({ signatories: [ann] }))).toEqual(['ann-signer email ann@example.com']);
    const flagged = input({
      signatories: [ann],
      flags: { exclude_created_by_from_final_mail: true },
    });
    expect(summary(flagged)).toEqual([]);
    expect(finalCopyDeliveryFor(flagged, 'ann-signer')).toBeNull();
  });

  it('texts signers whose channel is sms or whatsapp, and anyone with a number but no address', () => {
    const i = input({
      signatories: [
        signer('sam', { primary_communication_channel: 'sms', mobile_number: '+27825551234' }),
        signer('wes', {
          primary_communication_channel: 'whatsapp',
          email: null,
          mobile_number: '082 555 9876',
          dialing_code: '+27',
        }),
        signer('nomail', { email: null, mobile_number: '+27825550000' }),
        signer('gone', { status: 'excluded' }),
        signer('nothing', { email: null }),
      ],
      copy_recipients: [
        {
          kind: 'copy_recipient',
          id: 'cc1',
          name: 'Cee',
          email: null,
          mobile_number: '+27825551111',
        },
        {
          kind: 'copy_recipient',
          id: 'cc2',
          name: 'Dee',
          email: 'dee@example.com',
          mobile_number: '+27825552222',
        },
      ],
    });
    expect(summary(i)).toEqual([
      'sam sms +27825551234',
      'wes whatsapp +27825559876',
      'nomail sms +27825550000',
      'cc1 sms +27825551111',
      'cc2 email dee@example.com',
      'user-ann email ann@example.com',
    ]);
  });

  it('falls back to the address when an sms signer’s number is unusable', () => {
    const i = input({
      signatories: [signer('sam', { primary_communication_channel: 'sms', mobile_number: '12' })],
    });
    expect(finalCopyDeliveryFor(i, 'sam')).toMatchObject({
      channel: 'email',
      to: 'sam@example.com',
    });
  });

  it('sends each address once; a person sharing it is reached by that one delivery', () => {
    const i = input({
      signatories: [
        signer('a', { email: 'same@example.com' }),
        signer('b', { email: 'SAME@example.com' }),
      ],
    });
    expect(summary(i)).toEqual(['a email same@example.com', 'user-ann email ann@example.com']);
    expect(finalCopyDeliveryFor(i, 'b')).toMatchObject({
      channel: 'email',
      to: 'same@example.com',
    });
  });
});

describe('the thank-you notice', () => {
  it('masks the destination', () => {
    expect(maskEmail('alice@example.com')).toBe('a•••@example.com');
    expect(maskMobile('+27825551234')).toBe('+27 ••• ••34');
    expect(maskMobile('+14155550123')).toBe('+1 ••• ••23');
  });

  it('says how and when the copy arrives, true to the delivery', () => {
    const i = input({
      signatories: [
        signer('alice'),
        signer('sam', { primary_communication_channel: 'sms', mobile_number: '+27825551234' }),
        signer('wes', { primary_communication_channel: 'whatsapp', mobile_number: '+27825559876' }),
        signer('nothing', { email: null }),
      ],
    });
    const notice = (id: string, complete: boolean) =>
      finalCopyNoticeOf(finalCopyDeliveryFor(i, id), complete);
    expect(notice('alice', false)).toEqual({
      channel: 'email',
      to: 'a•••@example.com',
      complete: false,
    });
    expect(notice('alice', true)).toEqual({
      channel: 'email',
      to: 'a•••@example.com',
      complete: true,
    });
    expect(notice('sam', false)).toEqual({ channel: 'sms', to: '+27 ••• ••34', complete: false });
    expect(notice('wes', true)).toEqual({
      channel: 'whatsapp',
      to: '+27 ••• ••76',
      complete: true,
    });
    expect(notice('nothing', false)).toEqual({ channel: 'none', to: '', complete: false });
  });

  it('keeps the text message short and names the pack', () => {
    const text = finalCopyText('Lease', 'https://sign.example.com/final_copy/k?token=t');
    expect(text).toContain('"Lease"');
    expect(text.length).toBeLessThan(160);
  });
});
