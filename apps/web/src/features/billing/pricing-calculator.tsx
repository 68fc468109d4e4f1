import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { PRICING, quotePricing, type PricingPlan } from '@quire/domain';
import { useState, type ReactNode } from 'react';
import { PlanQuoteCard } from './plan-quote-card.tsx';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters.ts';

type PricingCalculatorProps = {
  /** Users to start from (a workspace's members on #billing); 1 otherwise. */
  initialUsers?: number;
  /** What each plan's card offers below its price (#billing: switch to it), if anything. */
  actionFor?: (plan: PricingPlan, quote: ReturnType<typeof quotePricing>) => ReactNode;
};

/**
 * §9 pricing calculator: users 1–10 and documents a month in, both plans side by side out, the
 * cheaper one highlighted. Every number comes from PRICING / quotePricing in the domain package.
 */
export const PricingCalculator = ({ initialUsers = 1, actionFor }: PricingCalculatorProps) => {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const [users, setUsers] = useState<number | string>(
    Math.min(PRICING.maxUsers, Math.max(PRICING.minUsers, initialUsers)),
  );
  const [documents, setDocuments] = useState<number | string>(PRICING.defaultDocuments);
  // A half-typed value (empty, '-') quotes as the nearest allowed one.
  const quote = quotePricing(Number(users) || PRICING.minUsers, Number(documents) || 0);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label={t('billing.calculator.users')}
          description={t('billing.calculator.usersRange', {
            min: PRICING.minUsers,
            max: PRICING.maxUsers,
          })}
          value={users}
          onChange={setUsers}
          min={PRICING.minUsers}
          max={PRICING.maxUsers}
          clampBehavior="blur"
          allowDecimal={false}
          allowNegative={false}
        />
        <NumberInput
          label={t('billing.calculator.documents')}
          description={t('billing.calculator.documentsHint')}
          value={documents}
          onChange={setDocuments}
          min={0}
          max={PRICING.maxDocuments}
          clampBehavior="blur"
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PlanQuoteCard
          plan="pay_as_you_go"
          quote={quote}
          action={actionFor?.('pay_as_you_go', quote)}
        />
        <PlanQuoteCard
          plan="subscription"
          quote={quote}
          action={actionFor?.('subscription', quote)}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('billing.calculator.note', {
          documents: number(PRICING.tiers[PRICING.tiers.length - 1]!.documents),
        })}
      </Text>
    </Stack>
  );
};
