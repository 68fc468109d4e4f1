import { describe, expect, it } from 'vitest';
import {
  PRICING,
  clampPricingInput,
  formatRand,
  quotePricing,
  subscriptionTierFor,
} from './pricing.ts';

describe('§9 pricing constants', () => {
  it('are the spec numbers', () => {
    expect(PRICING.currency).toBe('R');
    expect(PRICING.payAsYouGoPerDocument).toBe(9.5);
    expect(PRICING.subscriptionPerUser).toBe(75);
    expect(PRICING.tiers).toEqual([
      { documents: 30, price: 90 },
      { documents: 60, price: 175 },
      { documents: 175, price: 350 },
    ]);
    expect([PRICING.minUsers, PRICING.maxUsers, PRICING.defaultDocuments]).toEqual([1, 10, 30]);
  });
});

describe('subscriptionTierFor', () => {
  it.each([
    [0, 30],
    [1, 30],
    [30, 30],
    [31, 60],
    [60, 60],
    [61, 175],
    [175, 175],
    [176, 175],
    [10_000, 175],
  ])('%i documents fall in the %i-document tier', (documents, tier) => {
    expect(subscriptionTierFor(documents).documents).toBe(tier);
  });
});

describe('quotePricing at each tier boundary (1 user)', () => {
  it.each([
    // documents, pay as you go, subscription, extra documents
    [0, 0, 165, 0],
    [30, 285, 165, 0],
    [31, 294.5, 250, 0],
    [60, 570, 250, 0],
    [61, 579.5, 425, 0],
    [175, 1662.5, 425, 0],
    [176, 1672, 434.5, 1],
    [200, 1900, 662.5, 25],
  ])('%i documents: pay as you go R %d, subscription R %d', (documents, payg, sub, extra) => {
    const quote = quotePricing(1, documents);
    expect(quote.payAsYouGo.total).toBe(payg);
    expect(quote.subscription.total).toBe(sub);
    expect(quote.subscription.extraDocuments).toBe(extra);
  });

  it('adds 75 a user', () => {
    expect(quotePricing(10, 30).subscription).toMatchObject({ usersCost: 750, total: 840 });
  });

  it('does not drift over many half-rand documents', () => {
    expect(quotePricing(1, 9_999).payAsYouGo.total).toBe(94_990.5);
  });
});

describe('the cheaper plan', () => {
  it('is pay as you go for a few documents', () => {
    expect(quotePricing(1, 17).cheaper).toBe('pay_as_you_go');
  });
  it('is the subscription from 18 documents for one user', () => {
    expect(quotePricing(1, 18).cheaper).toBe('subscription');
  });
  it('is pay as you go on a tie (4 users, 50 documents: R 475 each)', () => {
    const quote = quotePricing(4, 50);
    expect(quote.payAsYouGo.total).toBe(475);
    expect(quote.subscription.total).toBe(475);
    expect(quote.cheaper).toBe('pay_as_you_go');
  });
});

describe('clampPricingInput', () => {
  it('holds users to 1–10 and documents to whole numbers from 0', () => {
    expect(clampPricingInput(0, -3)).toEqual({ users: 1, documents: 0 });
    expect(clampPricingInput(11, 30.6)).toEqual({ users: 10, documents: 31 });
    expect(clampPricingInput(Number.NaN, Number.POSITIVE_INFINITY)).toEqual({
      users: 1,
      documents: 0,
    });
    expect(clampPricingInput(3, 20_000).documents).toBe(PRICING.maxDocuments);
  });
});

describe('formatRand', () => {
  it('prefixes R and shows two decimals', () => {
    expect(formatRand(9.5)).toBe('R\u00a09.50');
    expect(formatRand(1662.5)).toBe('R\u00a01,662.50');
    expect(formatRand(0)).toBe('R\u00a00.00');
  });
});
