import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { monthUsage, type BillingAnswer, type SubscriptionStatus } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters.ts';

type EnabledBilling = Extract<BillingAnswer, { billing_enabled: true }>;

const STATUS_COLORS: Record<SubscriptionStatus, string> = {
  none: 'gray',
  active: 'green',
  cancelled: 'orange',
};

/** The workspace's plan and subscription_status, and what the plan costs before any extra. */
export const PlanSummaryCard = ({ billing }: { billing: EnabledBilling }) => {
  const { t } = useTranslation();
  const { rand } = useFormatters();
  const status = t(`billing.status.${billing.subscription_status}`);
  const subscribed = billing.plan === 'subscription' && billing.users !== null;
  // The month's fixed part: the same rule as the usage, with nothing sent.
  const fixed = monthUsage(billing, 0).charge;
  const short = subscribed && billing.member_count > (billing.users ?? 0);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="billing-plan-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="billing-plan-title">
            {t('billing.summary.title')}
          </Title>
          <Badge
            color={STATUS_COLORS[billing.subscription_status]}
            variant="light"
            aria-label={t('billing.summary.status', { status })}
          >
            {status}
          </Badge>
        </Group>
        <Text fz={24} fw={700}>
          {t(`billing.plan.${billing.plan}`)}
        </Text>
        {subscribed ? (
          <Text size="sm" c="dimmed">
            {t('billing.summary.subscribed', {
              count: billing.users ?? 0,
              documents: billing.documents_per_month,
              amount: rand(fixed),
            })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('billing.summary.perDocument', { amount: rand(monthUsage(billing, 1).charge) })}
          </Text>
        )}
        <Text size="sm">
          {t('billing.summary.members', {
            workspace: billing.account_name,
            count: billing.member_count,
          })}
        </Text>
        {short && (
          <Alert color="orange" variant="light" title={t('billing.summary.shortTitle')}>
            {t('billing.summary.short', {
              count: billing.users ?? 0,
              workspace: billing.account_name,
              members: billing.member_count,
            })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
};
