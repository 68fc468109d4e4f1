import { Anchor, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  filterRuleProblem,
  type BulkSend,
  type FilterRule,
  type RecipientData,
} from '@quire/domain';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureMessage } from '../../../app/failure-message.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { FilterRulesEditor } from '../../../components/filter-rules/filter-rules-editor.tsx';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { recipientDataApi } from '../bulk-sends-api.ts';
import { useSaveSend } from './use-save-send.ts';

/** Rules are saved (and counted) once typing stops and every rule can be used. */
const RULES_SETTLE_MS = 500;

const sameRules = (a: readonly FilterRule[], b: readonly FilterRule[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/** §2 choose_clients from a client list (recipient data source), its filter rules, how many match. */
export const ClientListChooser = ({ send }: { send: BulkSend }) => {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const save = useSaveSend(send);
  const sources = useQuery({
    queryKey: QUERY_KEYS.bulkSendRecipientDatas,
    queryFn: ({ signal }) => recipientDataApi.list(signal),
  });
  const source = sources.data?.find((s) => s.key === send.recipient_data_key) ?? null;
  const [rules, setRules] = useState<FilterRule[]>(send.filter_rules);
  const [settled] = useDebouncedValue(rules, RULES_SETTLE_MS);
  const usable = source
    ? settled.every(
        (rule) =>
          rule.comparison_value.trim() !== '' &&
          !filterRuleProblem(rule, source.field_names, source.field_types),
      )
    : false;

  const { mutate: saveRules, isPending: savingRules } = save;
  // The rules last sent: a refused save is not sent again until the rules change.
  const lastSent = useRef<FilterRule[] | null>(null);
  useEffect(() => {
    if (!usable || savingRules || sameRules(settled, send.filter_rules)) return;
    if (lastSent.current && sameRules(settled, lastSent.current)) return;
    lastSent.current = settled;
    saveRules({ filter_rules: settled });
  }, [usable, settled, send.filter_rules, saveRules, savingRules]);

  const chooseSource = (key: string | null) => {
    if (!key || key === send.recipient_data_key) return;
    setRules([]);
    save.mutate({ recipient_data_key: key, filter_rules: [] });
  };

  if (sources.isPending) return <Loader size="sm" aria-label={t('bulkSends.clients.loading')} />;
  if (sources.isError)
    return (
      <LoadFailure
        message={t('bulkSends.clients.fetchFailed')}
        onRetry={() => void sources.refetch()}
        retrying={sources.isFetching}
      />
    );
  const choices = sources.data.filter((s) => !s.archived || s.key === send.recipient_data_key);
  if (choices.length === 0)
    return (
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconUsers size={20} color="var(--mantine-color-gray-6)" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          <Trans
            i18nKey="bulkSends.clients.none"
            components={{ upload: <Anchor component={Link} to="/recipient_datas" /> }}
          />
        </Text>
      </Group>
    );

  return (
    <Stack gap="sm">
      <Select
        label={t('bulkSends.clients.list')}
        placeholder={t('bulkSends.clients.choose')}
        data={choices.map((s) => ({
          value: s.key,
          label: t('bulkSends.clients.option', {
            name: s.description,
            count: s.number_of_rows,
            shown: number(s.number_of_rows),
          }),
        }))}
        value={send.recipient_data_key}
        onChange={chooseSource}
        allowDeselect={false}
        disabled={save.isPending}
        maw={480}
      />
      {save.isError && (
        <Text size="sm" c="red.8" role="alert">
          {failureMessage(save.error, t('bulkSends.setup.saveFailed'))}
        </Text>
      )}
      {source && (
        <>
          <Text size="sm" fw={600} mt="xs">
            {t('bulkSends.clients.filters')}
          </Text>
          <FilterRulesEditor
            fieldNames={source.field_names}
            fieldTypes={source.field_types}
            rules={rules}
            onChange={setRules}
            emptyText={t('bulkSends.clients.noFilters')}
            actions={<MatchingCount source={source} rules={usable ? settled : null} />}
          />
        </>
      )}
    </Stack>
  );
};

/** How many rows the saved-to-be rules keep (POST /app/recipient_datas/{key}/rows). */
const MatchingCount = ({
  source,
  rules,
}: {
  source: RecipientData;
  rules: FilterRule[] | null;
}) => {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const matching = useQuery({
    queryKey: QUERY_KEYS.bulkSendMatchingRows(source.key, rules ?? []),
    queryFn: ({ signal }) => recipientDataApi.matchingRows(source.key, rules ?? [], signal),
    enabled: rules !== null,
  });
  if (rules === null)
    return (
      <Text size="sm" c="dimmed">
        {t('bulkSends.clients.finishFilters')}
      </Text>
    );
  if (matching.isPending) return <Loader size="xs" aria-label={t('bulkSends.clients.counting')} />;
  if (matching.isError)
    return (
      <Text size="sm" c="red.8" role="alert">
        {t('bulkSends.clients.fetchFailed')}
      </Text>
    );
  // The server counts every matching row; the page holds only the first 100.
  return (
    <Text size="sm" fw={600} aria-live="polite">
      {t('bulkSends.clients.matching', {
        shown: number(matching.data.number_of_matching_rows),
        total: number(source.number_of_rows),
      })}
    </Text>
  );
};
