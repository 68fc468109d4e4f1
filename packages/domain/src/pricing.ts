/**
 * §9 pricing calculator: every price Quire quotes comes from here (the #custom_info modal, the
 * #billing screen and the server's plan checks), so a price change is one edit. Amounts are in
 * rand; the calculator works in cents so that 9.5 × n never drifts.
 */
export const PRICING = {
  /** §9 "currency prefix R". */
  currency: 'R',
  /** §9 pay as you go: 9.5 per document. */
  payAsYouGoPerDocument: 9.5,
  /** §9 subscription: 75 per user, plus the plan tier. */
  subscriptionPerUser: 75,
  /** §9 plan tiers, smallest first: up to `documents` a month for `price`. */
  tiers: [
    { documents: 30, price: 90 },
    { documents: 60, price: 175 },
    { documents: 175, price: 350 },
  ],
  /** §9 users 1–10. */
  minUsers: 1,
  maxUsers: 10,
  /** §9 default estimate. */
  defaultDocuments: 30,
  /** The calculator's input stops here: an estimate, not a ledger (any larger is a sales call). */
  maxDocuments: 10_000,
} as const;

export type PricingTier = (typeof PRICING.tiers)[number];

export const PRICING_PLANS = ['pay_as_you_go', 'subscription'] as const;
export type PricingPlan = (typeof PRICING_PLANS)[number];

export const PRICING_PLAN_LABELS: Record<PricingPlan, string> = {
  pay_as_you_go: 'Pay as you go',
  subscription: 'Subscription',
};

const cents = (rand: number): number => Math.round(rand * 100);
const rand = (amountInCents: number): number => amountInCents / 100;

const clampWhole = (value: number, min: number, max: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;

/** What the calculator takes: users 1–10 and whole documents 0–maxDocuments, whatever is typed. */
export const clampPricingInput = (users: number, documents: number) => ({
  users: clampWhole(users, PRICING.minUsers, PRICING.maxUsers),
  documents: clampWhole(documents, 0, PRICING.maxDocuments),
});

/**
 * The smallest tier that covers the documents. Above the largest tier (175) the largest one
 * applies and the documents beyond it are charged at the pay-as-you-go rate (ADR 0051).
 */
export const subscriptionTierFor = (documents: number): PricingTier =>
  PRICING.tiers.find((tier) => documents <= tier.documents) ??
  PRICING.tiers[PRICING.tiers.length - 1]!;

export type SubscriptionQuote = {
  tier: PricingTier;
  /** users × 75. */
  usersCost: number;
  /** Documents above the largest tier, each at the pay-as-you-go rate. */
  extraDocuments: number;
  extraDocumentsCost: number;
  total: number;
};

export type PricingQuote = {
  users: number;
  documents: number;
  payAsYouGo: { total: number };
  subscription: SubscriptionQuote;
  /** The plan to highlight: the cheaper one; pay as you go on a tie (nothing to commit to). */
  cheaper: PricingPlan;
};

/** One month's cost of both plans for this many users and documents. */
export const quotePricing = (usersInput: number, documentsInput: number): PricingQuote => {
  const { users, documents } = clampPricingInput(usersInput, documentsInput);
  const perDocument = cents(PRICING.payAsYouGoPerDocument);
  const payAsYouGo = documents * perDocument;
  const tier = subscriptionTierFor(documents);
  const extraDocuments = Math.max(0, documents - tier.documents);
  const usersCost = users * cents(PRICING.subscriptionPerUser);
  const subscription = usersCost + cents(tier.price) + extraDocuments * perDocument;
  return {
    users,
    documents,
    payAsYouGo: { total: rand(payAsYouGo) },
    subscription: {
      tier,
      usersCost: rand(usersCost),
      extraDocuments,
      extraDocumentsCost: rand(extraDocuments * perDocument),
      total: rand(subscription),
    },
    cheaper: subscription < payAsYouGo ? 'subscription' : 'pay_as_you_go',
  };
};

/**
 * 'R 1,234.50': the §9 prefix, thousands grouped, always two decimals. The space is a no-break
 * one, so a narrow screen never leaves the R at the end of a line.
 */
export const formatRand = (amount: number): string =>
  `${PRICING.currency}\u00a0${amount.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
