import { describe, expect, it } from 'vitest';
import { newSignatory, type Signatory } from './signatory.ts';
import { routeDestination, sendReview, type SendReviewPack } from './send-review.ts';

const signer = (over: Partial<Signatory>): Signatory => ({
  ...newSignatory({ uuid: 's', role: 'Signer 1', position: 0 }),
  name: 'Sid Signer',
  email: 'sid@example.com',
  ...over,
});

const pack = (over: Partial<SendReviewPack> = {}): SendReviewPack => ({
  sequential_signing: true,
  use_two_factor_authentication: true,
  signatories: [],
  signer_groups: [],
  copy_recipients: [],
  ...over,
});

describe('the review before sending', () => {
  it('lists signers in signing order, a group as one step of its members', () => {
    const review = sendReview(
      pack({
        signatories: [
          signer({ uuid: 'c', name: 'Cat', position: 3 }),
          signer({ uuid: 'a', name: 'Ann', position: 0 }),
          signer({ uuid: 'b1', name: 'Bob', position: 1, signer_group_uuid: 'g' }),
          signer({ uuid: 'b2', name: 'Bea', position: 2, signer_group_uuid: 'g' }),
          signer({ uuid: 'gone', position: 4, removed: true }),
        ],
        signer_groups: [{ uuid: 'g', name: 'Witnesses', position: 1, date_created: '' }],
      }),
      [],
      '+27',
    );
    expect(review.sequential).toBe(true);
    expect(review.steps.map((s) => [s.group?.name ?? null, s.signers.map((x) => x.name)])).toEqual([
      [null, ['Ann']],
      ['Witnesses', ['Bob', 'Bea']],
      [null, ['Cat']],
    ]);
  });

  it('says where each request and one-time code goes, as the server will send them', () => {
    const review = sendReview(
      pack({
        signatories: [
          signer({ uuid: 'mail', mobile_number: '+27825551234' }),
          signer({
            uuid: 'sms',
            position: 1,
            email: null,
            primary_communication_channel: 'sms',
            mobile_number: '+27825551235',
          }),
          signer({
            uuid: 'wa',
            position: 2,
            primary_communication_channel: 'whatsapp',
            mobile_number: '+27825551236',
          }),
          signer({
            uuid: 'either',
            position: 3,
            email: null,
            primary_communication_channel: 'email_or_sms',
            mobile_number: '+27825551237',
            can_receive_signing_notifications: false,
          }),
        ],
      }),
      [],
      '+27',
    );
    const [mail, sms, wa, either] = review.steps.map((s) => s.signers[0]!);
    // An email signer's code goes by email even with a mobile on file (verificationRouteFor).
    expect(mail).toMatchObject({
      request: { ok: true, channel: 'email', to: 'sid@example.com' },
      code: { ok: true, channel: 'email', to: 'sid@example.com' },
      notified: true,
    });
    expect(sms?.code).toEqual({ ok: true, channel: 'sms', to: '+27825551235' });
    expect(wa).toMatchObject({
      request: { channel: 'whatsapp', to: '+27825551236' },
      code: { channel: 'whatsapp', to: '+27825551236' },
    });
    expect(either).toMatchObject({
      request: { channel: 'sms', to: '+27825551237' },
      code: { channel: 'sms' },
      notified: false,
    });
    expect(routeDestination({ channel: 'sms', to: '+27825551235' })).toBe(
      '+27\u00a082\u00a0555\u00a01235',
    );
    expect(routeDestination({ channel: 'email', to: 'sid@example.com' })).toBe('sid@example.com');
  });

  it('asks for no code without two-step verification, and lists the countdowns of the remind rules', () => {
    const review = sendReview(
      pack({ use_two_factor_authentication: false, signatories: [signer({})] }),
      [
        { action: 'remind', countdown_seconds: 604_800 },
        { action: 'notify', countdown_seconds: 86_400 },
        { action: 'remind', countdown_seconds: 86_400 },
      ],
      '+27',
    );
    expect(review.steps[0]!.signers[0]!.code).toBeNull();
    expect(review.reminders).toEqual([604_800, 86_400]);
  });
});
