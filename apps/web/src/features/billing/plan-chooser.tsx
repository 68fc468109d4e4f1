import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type BillingAnswer, type PricingPlan, type PricingQuote } from '@quire/domain';
import { errorMessageOf } from '../../app/api-client.ts';
import { showDanger, showSuccess } from '../../app/notices.ts';
import { useChoosePlan } from './billing-api.ts';
import { PricingCalculator } from './pricing-calculator.tsx';
import { useTranslation } from 'react-i18next';

type EnabledBilling = Extract<BillingAnswer, { billing_enabled: true }>;

/** Whether the quoted plan is the one the workspace is already on, users and tier included. */
const isCurrent = (billing: EnabledBilling, plan: PricingPlan, quote: PricingQuote) =>
  plan === billing.plan &&
  (plan === 'pay_as_you_go' ||
    (billing.users === quote.users &&
      billing.documents_per_month === quote.subscription.tier.documents));

/**
 * The calculator on #billing: it starts from the workspace's members, and each plan's card lets
 * an admin switch to that plan as quoted (a subscription at the quoted users and tier).
 */
export const PlanChooser = ({ billing }: { billing: EnabledBilling }) => {
  const { t } = useTranslation();
  const choose = useChoosePlan();
  const pick = (plan: PricingPlan, quote: PricingQuote) =>
    choose.mutate(
      plan === 'subscription'
        ? {
            plan,
            users: quote.users,
            documents_per_month: quote.subscription.tier.documents,
          }
        : { plan },
      {
        onSuccess: () => showSuccess(t('billing.planUpdated')),
        onError: (error) => showDanger(errorMessageOf(error)),
      },
    );

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="billing-calc-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="billing-calc-title">
            {t('billing.chooser.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {billing.can_manage
              ? t('billing.chooser.canManage')
              : t('billing.chooser.readOnly', { workspace: billing.account_name })}
          </Text>
        </Stack>
        <PricingCalculator
          initialUsers={billing.users ?? billing.member_count}
          actionFor={
            billing.can_manage
              ? (plan, quote) =>
                  isCurrent(billing, plan, quote) ? (
                    <Button fullWidth variant="default" disabled>
                      {t('billing.chooser.current')}
                    </Button>
                  ) : (
                    <Button
                      fullWidth
                      variant={quote.cheaper === plan ? 'filled' : 'light'}
                      loading={choose.isPending && choose.variables.plan === plan}
                      disabled={choose.isPending}
                      onClick={() => pick(plan, quote)}
                    >
                      {t(`billing.chooser.switchTo.${plan}`)}
                    </Button>
                  )
              : undefined
          }
        />
      </Stack>
    </Paper>
  );
};
