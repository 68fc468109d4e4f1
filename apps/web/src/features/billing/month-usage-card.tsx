import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { LOCALE_FORMAT_TAGS, type BillingAnswer } from '@quire/domain';
import { Trans, useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';

type EnabledBilling = Extract<BillingAnswer, { billing_enabled: true }>;

/** The rand formatter and the month of a period's start ('November 2026'), in the app's language. */
const useMonthFormat = () => {
  const formatters = useFormatters();
  const tag = LOCALE_FORMAT_TAGS[currentLocale()];
  const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { rand: formatters.rand, monthOf: (iso: string) => month.format(new Date(iso)) };
};

/** Documents sent this calendar month against the plan, and what the month costs so far. */
export const MonthUsageCard = ({ billing }: { billing: EnabledBilling }) => {
  const { t } = useTranslation();
  const { rand, monthOf } = useMonthFormat();
  const { usage } = billing;
  const included = usage.included;
  const share = included ? Math.min(100, (usage.documents_sent / included) * 100) : 0;
  const over = included !== null && usage.extra > 0;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="billing-usage-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="billing-usage-title">
            {t('billing.month.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {monthOf(billing.period_start)}
          </Text>
        </Group>
        <Text fz={24} fw={700} data-testid="documents-sent">
          {included === null
            ? t('billing.month.sent', { count: usage.documents_sent })
            : t('billing.month.sentOf', { sent: usage.documents_sent, included })}
        </Text>
        {included !== null && (
          <Progress
            value={share}
            color={over ? 'orange' : 'quire'}
            aria-label={t('billing.month.sentOfThisMonth', {
              sent: usage.documents_sent,
              included,
            })}
            size="lg"
            radius="xl"
          />
        )}
        {over && (
          <Text size="sm" c="orange.9">
            {t('billing.month.extra', { count: usage.extra })}
          </Text>
        )}
        <Text size="sm">
          <Trans
            i18nKey="billing.month.soFar"
            values={{ amount: rand(usage.charge) }}
            components={{ b: <strong /> }}
          />
        </Text>
      </Stack>
    </Paper>
  );
};
