import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import {
  PRICING,
  PRICING_PLAN_LABELS,
  formatRand,
  type PricingPlan,
  type PricingQuote,
} from '@quire/domain';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type PlanQuoteCardProps = { plan: PricingPlan; quote: PricingQuote; action?: ReactNode };

const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** How a plan's month adds up, line by line, so the total can be checked by hand. */
const breakdownOf = (plan: PricingPlan, quote: PricingQuote): string[] => {
  if (plan === 'pay_as_you_go')
    return [
      `${plural(quote.documents, 'document')} × ${formatRand(PRICING.payAsYouGoPerDocument)}`,
    ];
  const { subscription: s } = quote;
  return [
    `${plural(quote.users, 'user')} × ${formatRand(PRICING.subscriptionPerUser)} = ${formatRand(s.usersCost)}`,
    `Up to ${s.tier.documents} documents: ${formatRand(s.tier.price)}`,
    ...(s.extraDocuments > 0
      ? [
          `${plural(s.extraDocuments, 'further document')} × ${formatRand(PRICING.payAsYouGoPerDocument)} = ${formatRand(s.extraDocumentsCost)}`,
        ]
      : []),
  ];
};

/** One plan of the calculator: its month's total, how it adds up, and the cheaper one marked. */
export const PlanQuoteCard = ({ plan, quote, action }: PlanQuoteCardProps) => {
  const cheaper = quote.cheaper === plan;
  const total = plan === 'pay_as_you_go' ? quote.payAsYouGo.total : quote.subscription.total;
  const label = PRICING_PLAN_LABELS[plan];
  return (
    <Paper
      component="section"
      aria-label={`${label}${cheaper ? ' (cheaper)' : ''}`}
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
              Cheaper
            </Badge>
          )}
        </Group>
        <Group gap={6} align="baseline">
          <Text fz={28} fw={700} lh={1.1} data-testid={`${plan}-total`}>
            {formatRand(total)}
          </Text>
          <Text size="sm" c="dimmed">
            a month
          </Text>
        </Group>
        <Stack gap={2}>
          {breakdownOf(plan, quote).map((line) => (
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
