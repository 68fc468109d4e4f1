import {
  BILLING_MESSAGES,
  billingPeriodOf,
  monthUsage,
  planAfterChoice,
  type BillingAnswer,
  type ChoosePlanInput,
} from '@quire/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { accounts } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import {
  countActiveMembers,
  countPacksSent,
  findWorkspacePlan,
  saveWorkspacePlan,
} from './billing-repository.ts';

/** The selected workspace: billing is per workspace, so a call without one has nothing to show. */
const workspaceOf = (auth: Auth) => {
  if (!auth.userAccount) throw badRequest(BILLING_MESSAGES.noWorkspace);
  return auth.userAccount;
};

/**
 * GET /app/billing: the selected workspace's plan, its subscription_status and this calendar
 * month's sends against the plan. Every member may look; with BILLING_ENABLED off the answer is
 * only that billing is off.
 */
export const getBilling = async (
  ctx: AppContext,
  auth: Auth,
  now = new Date(),
): Promise<BillingAnswer> => {
  if (!ctx.config.billingEnabled) return { billing_enabled: false };
  const membership = workspaceOf(auth);
  const accountKey = membership.account_key;
  const period = billingPeriodOf(now);
  const [plan, sent, members, [account]] = await Promise.all([
    findWorkspacePlan(ctx.db, accountKey),
    countPacksSent(ctx.db, accountKey, period.start, period.end),
    countActiveMembers(ctx.db, accountKey),
    ctx.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.key, accountKey)),
  ]);
  const { date_updated: dateUpdated, ...workspacePlan } = plan;
  return {
    billing_enabled: true,
    account_name: account?.name ?? '',
    member_count: members,
    can_manage: membership.is_admin,
    period_start: period.start.toISOString(),
    period_end: period.end.toISOString(),
    usage: monthUsage(workspacePlan, sent),
    date_updated: dateUpdated?.toISOString() ?? null,
    ...workspacePlan,
  };
};

/**
 * POST /app/billing/plan: a workspace admin moves it to pay as you go or to a subscription of
 * 1–10 users on one tier. Refused (404) while billing is off: there is no plan to change.
 */
export const choosePlan = async (
  ctx: AppContext,
  auth: Auth,
  input: ChoosePlanInput,
): Promise<BillingAnswer> => {
  if (!ctx.config.billingEnabled) throw notFound(BILLING_MESSAGES.billingOff);
  const membership = workspaceOf(auth);
  if (!membership.is_admin) throw forbidden(BILLING_MESSAGES.adminsOnly);
  const current = await findWorkspacePlan(ctx.db, membership.account_key);
  await saveWorkspacePlan(
    ctx.db,
    membership.account_key,
    planAfterChoice(current, input),
    auth.user.key,
  );
  return getBilling(ctx, auth);
};
