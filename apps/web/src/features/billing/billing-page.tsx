import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessageOf } from '../../app/api-client.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { useBilling } from './billing-api.ts';
import { MonthUsageCard } from './month-usage-card.tsx';
import { PlanChooser } from './plan-chooser.tsx';
import { PlanSummaryCard } from './plan-summary-card.tsx';
import { useTranslation } from 'react-i18next';

/**
 * #billing (§2): the selected workspace's plan and subscription_status, the documents it sent
 * this month against the plan, and the §9 calculator, from which admins switch plans. With
 * BILLING_ENABLED off it says so and shows nothing else.
 */
export const BillingPage = () => {
  const { t } = useTranslation();
  const billing = useBilling();
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('billing.page.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('billing.page.intro')}
        </Text>
      </Stack>
      {billing.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('billing.page.loading')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Skeleton height={160} radius="lg" />
            <Skeleton height={160} radius="lg" />
          </SimpleGrid>
          <Skeleton height={240} radius="lg" />
        </Stack>
      ) : billing.isError ? (
        <LoadFailure
          framed
          message={t('billing.page.failed')}
          detail={errorMessageOf(billing.error)}
          onRetry={() => void billing.refetch()}
          retrying={billing.isFetching}
        />
      ) : !billing.data.billing_enabled ? (
        <Alert color="gray" variant="light" title={t('billing.off.title')}>
          {t('billing.off.body')}
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
