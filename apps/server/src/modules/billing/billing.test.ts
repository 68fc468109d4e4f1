import { BILLING_MESSAGES, HEADERS, billingPeriodOf, type BillingAnswer } from '@quire/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { countPacksSent } from './billing-repository.ts';
import {
  call,
  createTestApp,
  signUpVerifiedUser,
  useTestApp,
  type Session,
} from '../../../test/test-app.ts';
import { seedCast } from '../../../test/seed-documents.ts';
import { statusFixtures } from '../request-signatures/status-fixtures.ts';

const t = useTestApp();
let ann: Session;
let carol: Session;
let annAccount: string;
let carolMembership: string;
const { request, revert, readyPack } = statusFixtures(t, () => ({ ann, annAccount }));

beforeAll(async () => {
  ({ ann, carol, annAccount, carolMembership } = await seedCast(t, 'Billing team'));
});

const billingOf = async (session: Session, headers: Record<string, string> = {}) => {
  const r = await call(t.app, 'GET', '/app/billing', { session, headers });
  expect(r.statusCode).toBe(200);
  return r.data.billing as Extract<BillingAnswer, { billing_enabled: true }>;
};
const choose = (session: Session, body: object, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/app/billing/plan', { session, body, headers });

describe('GET /app/billing', () => {
  it('starts a workspace on pay as you go with nothing sent', async () => {
    expect(await billingOf(ann)).toMatchObject({
      billing_enabled: true,
      plan: 'pay_as_you_go',
      subscription_status: 'none',
      users: null,
      documents_per_month: null,
      can_manage: true,
      member_count: 1,
      usage: { documents_sent: 0, included: null, extra: 0, charge: 0 },
      date_updated: null,
    });
  });

  it("counts this month's sent packs once each, even when sent again", async () => {
    const first = await readyPack();
    const second = await readyPack({ name: 'Second lease' });
    await readyPack({ name: 'Never sent' });
    expect((await request(first.key)).statusCode).toBe(200);
    expect((await revert(first.key)).statusCode).toBe(200);
    expect((await request(first.key)).statusCode).toBe(200);
    expect((await request(second.key)).statusCode).toBe(200);
    const billing = await billingOf(ann);
    expect(billing.usage).toEqual({ documents_sent: 2, included: null, extra: 2, charge: 19 });

    // The month is [start, end): the sends of this one are not the next month's.
    const next = billingPeriodOf(new Date(billing.period_end));
    expect(await countPacksSent(t.ctx.db, annAccount, next.start, next.end)).toBe(0);
    const start = new Date(billing.period_start);
    expect(await countPacksSent(t.ctx.db, annAccount, start, new Date(billing.period_end))).toBe(2);
  });

  it('never answers for a workspace the caller is not in', async () => {
    const annMembership = ann.user_account_key;
    const r = await call(t.app, 'GET', '/app/billing', {
      session: carol,
      headers: { [HEADERS.userAccountKey]: annMembership },
    });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.body).not.toContain('Ann Archer');
  });

  it("counts only the selected workspace's packs", async () => {
    const asCarol = { [HEADERS.userAccountKey]: carolMembership };
    expect(await billingOf(carol, asCarol)).toMatchObject({
      account_name: 'Billing team',
      member_count: 2,
      can_manage: false,
      usage: { documents_sent: 0 },
    });
  });
});

describe('POST /app/billing/plan', () => {
  it('moves the workspace to a subscription and back, keeping the status', async () => {
    const subscribed = await choose(ann, {
      plan: 'subscription',
      users: 2,
      documents_per_month: 30,
    });
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.data.message).toBe(BILLING_MESSAGES.planUpdated);
    expect(subscribed.data.billing).toMatchObject({
      plan: 'subscription',
      users: 2,
      documents_per_month: 30,
      subscription_status: 'active',
      // 2 × 75 + 90: the two packs sent this month are within the 30.
      usage: { documents_sent: 2, included: 30, extra: 0, charge: 240 },
    });
    expect((await billingOf(ann)).date_updated).not.toBeNull();

    const left = await choose(ann, { plan: 'pay_as_you_go' });
    expect(left.data.billing).toMatchObject({
      plan: 'pay_as_you_go',
      users: null,
      subscription_status: 'cancelled',
    });
  });

  it('refuses a member who is not an admin, and changes nothing', async () => {
    const asCarol = { [HEADERS.userAccountKey]: carolMembership };
    const r = await choose(
      carol,
      { plan: 'subscription', users: 1, documents_per_month: 30 },
      asCarol,
    );
    expect(r.statusCode).toBe(403);
    expect(r.data.message).toBe(BILLING_MESSAGES.adminsOnly);
    expect((await billingOf(carol, asCarol)).plan).toBe('pay_as_you_go');
  });

  it.each([
    [{ plan: 'subscription', users: 11, documents_per_month: 30 }, BILLING_MESSAGES.users],
    [{ plan: 'subscription', users: 2, documents_per_month: 100 }, BILLING_MESSAGES.tier],
  ])('refuses %j with 400 and its message', async (body, message) => {
    const r = await choose(ann, body);
    expect(r.statusCode).toBe(400);
    expect(r.data.message).toBe(message);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/app/billing')).statusCode).toBe(401);
  });
});

describe('BILLING_ENABLED=false', () => {
  it('answers that billing is off and refuses a plan change', async () => {
    const off = await createTestApp({ env: { BILLING_ENABLED: 'false' } });
    try {
      const dee = await signUpVerifiedUser(off, { full_name: 'Dee Self-hosted' });
      const r = await call(off.app, 'GET', '/app/billing', { session: dee });
      expect(r.data).toEqual({ success: true, billing: { billing_enabled: false } });
      const changed = await call(off.app, 'POST', '/app/billing/plan', {
        session: dee,
        body: { plan: 'pay_as_you_go' },
      });
      expect(changed.statusCode).toBe(404);
      expect(changed.data.message).toBe(BILLING_MESSAGES.billingOff);
    } finally {
      await off.close();
    }
  });
});
