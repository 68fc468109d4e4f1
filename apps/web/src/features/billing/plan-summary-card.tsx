import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  PRICING_PLAN_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  formatRand,
  monthUsage,
  type BillingAnswer,
  type SubscriptionStatus,
} from '@quire/domain';

type EnabledBilling = Extract<BillingAnswer, { billing_enabled: true }>;

const STATUS_COLORS: Record<SubscriptionStatus, string> = {
  none: 'gray',
  active: 'green',
  cancelled: 'orange',
};

/** The workspace's plan and subscription_status, and what the plan costs before any extra. */
export const PlanSummaryCard = ({ billing }: { billing: EnabledBilling }) => {
  const subscribed = billing.plan === 'subscription' && billing.users !== null;
  // The month's fixed part: the same rule as the usage, with nothing sent.
  const fixed = monthUsage(billing, 0).charge;
  const short = subscribed && billing.member_count > (billing.users ?? 0);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="billing-plan-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="billing-plan-title">
            Current plan
          </Title>
          <Badge
            color={STATUS_COLORS[billing.subscription_status]}
            variant="light"
            aria-label={`Subscription status: ${SUBSCRIPTION_STATUS_LABELS[billing.subscription_status]}`}
          >
            {SUBSCRIPTION_STATUS_LABELS[billing.subscription_status]}
          </Badge>
        </Group>
        <Text fz={24} fw={700}>
          {PRICING_PLAN_LABELS[billing.plan]}
        </Text>
        {subscribed ? (
          <Text size="sm" c="dimmed">
            {billing.users} {billing.users === 1 ? 'user' : 'users'}, up to{' '}
            {billing.documents_per_month} documents a month: {formatRand(fixed)} a month.
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Each document sent for signature costs {formatRand(monthUsage(billing, 1).charge)}.
            Nothing to pay in a month without sends.
          </Text>
        )}
        <Text size="sm">
          {billing.account_name} has {billing.member_count}{' '}
          {billing.member_count === 1 ? 'member' : 'members'}.
        </Text>
        {short && (
          <Alert color="orange" variant="light" title="More members than users">
            The subscription covers {billing.users} {billing.users === 1 ? 'user' : 'users'}, and{' '}
            {billing.account_name} has {billing.member_count}. Choose more users below.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
};
