import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatRand, type BillingAnswer } from '@quire/domain';

type EnabledBilling = Extract<BillingAnswer, { billing_enabled: true }>;

const monthName = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Documents sent this calendar month against the plan, and what the month costs so far. */
export const MonthUsageCard = ({ billing }: { billing: EnabledBilling }) => {
  const { usage } = billing;
  const included = usage.included;
  const share = included ? Math.min(100, (usage.documents_sent / included) * 100) : 0;
  const over = included !== null && usage.extra > 0;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="billing-usage-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="billing-usage-title">
            This month
          </Title>
          <Text size="sm" c="dimmed">
            {monthName(billing.period_start)}
          </Text>
        </Group>
        <Text fz={24} fw={700} data-testid="documents-sent">
          {included === null
            ? `${usage.documents_sent} ${usage.documents_sent === 1 ? 'document' : 'documents'} sent`
            : `${usage.documents_sent} of ${included} documents sent`}
        </Text>
        {included !== null && (
          <Progress
            value={share}
            color={over ? 'orange' : 'quire'}
            aria-label={`${usage.documents_sent} of ${included} documents sent this month`}
            size="lg"
            radius="xl"
          />
        )}
        {over && (
          <Text size="sm" c="orange.9">
            {usage.extra} {usage.extra === 1 ? 'document' : 'documents'} beyond the plan, charged at
            the pay-as-you-go rate.
          </Text>
        )}
        <Text size="sm">
          So far this month: <strong>{formatRand(usage.charge)}</strong>
        </Text>
      </Stack>
    </Paper>
  );
};
