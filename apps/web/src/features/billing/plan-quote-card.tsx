import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { PRICING, type PricingPlan, type PricingQuote } from '@quire/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormatters, type Formatters } from '../../i18n/use-formatters.ts';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type PlanQuoteCardProps = { plan: PricingPlan; quote: PricingQuote; action?: ReactNode };

/** How a plan's month adds up, line by line, so the total can be checked by hand. */
const breakdownOf = (
  t: TFunction,
  { rand, number }: Formatters,
  plan: PricingPlan,
  quote: PricingQuote,
): string[] => {
  const perDocument = rand(PRICING.payAsYouGoPerDocument);
  if (plan === 'pay_as_you_go')
    return [
      t('billing.quote.documents', {
        count: quote.documents,
        formattedCount: number(quote.documents),
        price: perDocument,
      }),
    ];
  const { subscription: s } = quote;
  return [
    t('billing.quote.users', {
      count: quote.users,
      price: rand(PRICING.subscriptionPerUser),
      total: rand(s.usersCost),
    }),
    t('billing.quote.tier', { documents: number(s.tier.documents), price: rand(s.tier.price) }),
    ...(s.extraDocuments > 0
      ? [
          t('billing.quote.further', {
            count: s.extraDocuments,
            price: perDocument,
            total: rand(s.extraDocumentsCost),
          }),
        ]
      : []),
  ];
};

/** One plan of the calculator: its month's total, how it adds up, and the cheaper one marked. */
export const PlanQuoteCard = ({ plan, quote, action }: PlanQuoteCardProps) => {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const cheaper = quote.cheaper === plan;
  const total = plan === 'pay_as_you_go' ? quote.payAsYouGo.total : quote.subscription.total;
  const label = t(`billing.plan.${plan}`);
  return (
    <Paper
      component="section"
      aria-label={cheaper ? t('billing.quote.cheaperNamed', { plan: label }) : label}
      withBorder
      radius="lg"
      p="lg"
      bg={cheaper ? 'var(--mantine-color-quire-0)' : undefined}
      style={{
        borderColor: cheaper ? 'var(--mantine-color-quire-6)' : undefined,
        borderWidth: cheaper ? 2 : undefined,
      }}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600}>{label}</Text>
          {cheaper && (
            <Badge color="quire" variant="filled" leftSection={<IconCircleCheckFilled size={12} />}>
              {t('billing.quote.cheaper')}
            </Badge>
          )}
        </Group>
        <Group gap={6} align="baseline">
          <Text fz={28} fw={700} lh={1.1} data-testid={`${plan}-total`}>
            {formatters.rand(total)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('billing.quote.aMonth')}
          </Text>
        </Group>
        <Stack gap={2}>
          {breakdownOf(t, formatters, plan, quote).map((line) => (
            <Text key={line} size="sm" c="dimmed">
              {line}
            </Text>
          ))}
        </Stack>
        {action && <div style={{ marginTop: 'auto', paddingTop: 8 }}>{action}</div>}
      </Stack>
    </Paper>
  );
};
