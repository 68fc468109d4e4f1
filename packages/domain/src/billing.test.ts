import { describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  DEFAULT_WORKSPACE_PLAN,
  billingPeriodOf,
  choosePlanSchema,
  monthUsage,
  planAfterChoice,
} from './billing.ts';

const subscription = {
  plan: 'subscription',
  users: 2,
  documents_per_month: 60,
  subscription_status: 'active',
} as const;

describe('choosePlanSchema', () => {
  it('takes pay as you go, or a subscription of 1–10 users on a §9 tier', () => {
    expect(choosePlanSchema.safeParse({ plan: 'pay_as_you_go' }).success).toBe(true);
    expect(
      choosePlanSchema.safeParse({ plan: 'subscription', users: 10, documents_per_month: 175 })
        .success,
    ).toBe(true);
  });
  it.each([
    [{ plan: 'subscription', users: 0, documents_per_month: 30 }, BILLING_MESSAGES.users],
    [{ plan: 'subscription', users: 11, documents_per_month: 30 }, BILLING_MESSAGES.users],
    [{ plan: 'subscription', users: 1.5, documents_per_month: 30 }, BILLING_MESSAGES.users],
    [{ plan: 'subscription', users: 2, documents_per_month: 45 }, BILLING_MESSAGES.tier],
  ])('refuses %j with its message', (input, message) => {
    const result = choosePlanSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('planAfterChoice', () => {
  it('makes a subscription active', () => {
    expect(
      planAfterChoice(DEFAULT_WORKSPACE_PLAN, {
        plan: 'subscription',
        users: 2,
        documents_per_month: 60,
      }),
    ).toEqual(subscription);
  });
  it('marks a left subscription cancelled, and pay as you go alone stays none', () => {
    expect(planAfterChoice(subscription, { plan: 'pay_as_you_go' }).subscription_status).toBe(
      'cancelled',
    );
    expect(
      planAfterChoice(DEFAULT_WORKSPACE_PLAN, { plan: 'pay_as_you_go' }).subscription_status,
    ).toBe('none');
  });
});

describe('monthUsage', () => {
  it('charges every document on pay as you go', () => {
    expect(monthUsage(DEFAULT_WORKSPACE_PLAN, 3)).toEqual({
      documents_sent: 3,
      included: null,
      extra: 3,
      charge: 28.5,
    });
  });
  it('includes the tier on a subscription and charges what goes beyond', () => {
    expect(monthUsage(subscription, 60)).toMatchObject({ included: 60, extra: 0, charge: 325 });
    expect(monthUsage(subscription, 61)).toMatchObject({ extra: 1, charge: 334.5 });
  });
});

describe('billingPeriodOf', () => {
  it('is the calendar month in UTC', () => {
    const period = billingPeriodOf(new Date('2026-12-31T23:30:00Z'));
    expect(period.start.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(period.end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
