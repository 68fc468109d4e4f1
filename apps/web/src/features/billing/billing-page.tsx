import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessageOf } from '../../app/api-client.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { useBilling } from './billing-api.ts';
import { BILLING_OFF_TEXT } from './billing-off-text.ts';
import { MonthUsageCard } from './month-usage-card.tsx';
import { PlanChooser } from './plan-chooser.tsx';
import { PlanSummaryCard } from './plan-summary-card.tsx';

/**
 * #billing (§2): the selected workspace's plan and subscription_status, the documents it sent
 * this month against the plan, and the §9 calculator, from which admins switch plans. With
 * BILLING_ENABLED off it says so and shows nothing else.
 */
export const BillingPage = () => {
  const billing = useBilling();
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Billing
        </Title>
        <Text c="dimmed" size="sm">
          Your workspace&rsquo;s plan, what it has sent this month, and what another plan would
          cost.
        </Text>
      </Stack>
      {billing.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading billing">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Skeleton height={160} radius="lg" />
            <Skeleton height={160} radius="lg" />
          </SimpleGrid>
          <Skeleton height={240} radius="lg" />
        </Stack>
      ) : billing.isError ? (
        <LoadFailure
          framed
          message="Billing could not be loaded."
          detail={errorMessageOf(billing.error)}
          onRetry={() => void billing.refetch()}
          retrying={billing.isFetching}
        />
      ) : !billing.data.billing_enabled ? (
        <Alert color="gray" variant="light" title={BILLING_OFF_TEXT.title}>
          {BILLING_OFF_TEXT.body}
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PlanSummaryCard billing={billing.data} />
            <MonthUsageCard billing={billing.data} />
          </SimpleGrid>
          <PlanChooser billing={billing.data} />
        </>
      )}
    </Stack>
  );
};
