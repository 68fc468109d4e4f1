import { z } from 'zod';
import { PRICING, PRICING_PLANS, type PricingPlan } from './pricing.ts';

/**
 * A workspace's plan (#billing). §3 names subscription_status on the User; in Quire a plan
 * belongs to a workspace (its members share its documents), so the status is the workspace's
 * and the billing answer carries it under the spec's name (ADR 0051).
 * - none: pay as you go, never subscribed;
 * - active: on a subscription;
 * - cancelled: back on pay as you go after a subscription.
 */
export const SUBSCRIPTION_STATUSES = ['none', 'active', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  none: 'No subscription',
  active: 'Active',
  cancelled: 'Cancelled',
};

export const BILLING_MESSAGES = {
  adminsOnly: 'Only workspace admins can change the plan.',
  planUpdated: 'Plan updated',
  billingOff: 'Billing is turned off on this instance.',
  noWorkspace: 'Choose a workspace first.',
  users: `Choose between ${PRICING.minUsers} and ${PRICING.maxUsers} users.`,
  tier: `Choose a plan of ${PRICING.tiers.map((t) => t.documents).join(', ')} documents a month.`,
} as const;

const tierDocuments = PRICING.tiers.map((tier) => tier.documents);

/** POST /app/billing/plan: pay as you go, or a subscription of 1–10 users and one tier. */
export const choosePlanSchema = z.discriminatedUnion('plan', [
  z.object({ plan: z.literal('pay_as_you_go') }),
  z.object({
    plan: z.literal('subscription'),
    users: z
      .number({ error: BILLING_MESSAGES.users })
      .int({ error: BILLING_MESSAGES.users })
      .min(PRICING.minUsers, { error: BILLING_MESSAGES.users })
      .max(PRICING.maxUsers, { error: BILLING_MESSAGES.users }),
    documents_per_month: z
      .number({ error: BILLING_MESSAGES.tier })
      .refine((n) => tierDocuments.some((d) => d === n), { error: BILLING_MESSAGES.tier }),
  }),
]);
export type ChoosePlanInput = z.infer<typeof choosePlanSchema>;

export type WorkspacePlan = {
  plan: PricingPlan;
  /** Subscription only: the users paid for (1–10) and the tier's documents a month. */
  users: number | null;
  documents_per_month: number | null;
  subscription_status: SubscriptionStatus;
};

/** What a workspace without a stored plan is on. */
export const DEFAULT_WORKSPACE_PLAN: WorkspacePlan = {
  plan: PRICING_PLANS[0],
  users: null,
  documents_per_month: null,
  subscription_status: 'none',
};

/** The plan a choice leads to: leaving a subscription marks it cancelled, not forgotten. */
export const planAfterChoice = (current: WorkspacePlan, input: ChoosePlanInput): WorkspacePlan =>
  input.plan === 'subscription'
    ? {
        plan: 'subscription',
        users: input.users,
        documents_per_month: input.documents_per_month,
        subscription_status: 'active',
      }
    : {
        plan: 'pay_as_you_go',
        users: null,
        documents_per_month: null,
        subscription_status: current.subscription_status === 'none' ? 'none' : 'cancelled',
      };

export type MonthUsage = {
  documents_sent: number;
  /** The plan's documents a month (null: pay as you go, every document is charged). */
  included: number | null;
  /** Sent beyond what the plan includes, each at the pay-as-you-go rate. */
  extra: number;
  /** This month so far, in rand. */
  charge: number;
};

/** What the month costs so far on this plan (the same rule as the calculator's, ADR 0051). */
export const monthUsage = (plan: WorkspacePlan, documentsSent: number): MonthUsage => {
  const perDocument = Math.round(PRICING.payAsYouGoPerDocument * 100);
  if (plan.plan === 'pay_as_you_go' || plan.users === null || plan.documents_per_month === null)
    return {
      documents_sent: documentsSent,
      included: null,
      extra: documentsSent,
      charge: (documentsSent * perDocument) / 100,
    };
  const tier =
    PRICING.tiers.find((t) => t.documents === plan.documents_per_month) ?? PRICING.tiers[0];
  const extra = Math.max(0, documentsSent - tier.documents);
  const charge =
    plan.users * PRICING.subscriptionPerUser * 100 + tier.price * 100 + extra * perDocument;
  return { documents_sent: documentsSent, included: tier.documents, extra, charge: charge / 100 };
};

/** GET /app/billing: the selected workspace's plan and this month's use, or billing off. */
export type BillingAnswer =
  | { billing_enabled: false }
  | ({
      billing_enabled: true;
      account_name: string;
      /** Members of the workspace (a subscription is sized by users). */
      member_count: number;
      /** Admins change the plan; every member may see it. */
      can_manage: boolean;
      /** The calendar month (UTC) the usage counts: [start, end). */
      period_start: string;
      period_end: string;
      usage: MonthUsage;
      date_updated: string | null;
    } & WorkspacePlan);

/** The calendar month (UTC) around `now`: what "documents sent this month" counts. */
export const billingPeriodOf = (now: Date): { start: Date; end: Date } => ({
  start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
  end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
});
