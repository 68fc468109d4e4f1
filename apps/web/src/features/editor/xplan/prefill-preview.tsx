import { Alert, Stack, Table, Text } from '@mantine/core';
import type { XplanPrefill } from '@quire/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../i18n/server-text.ts';

const PERSON_PARTS = [
  ['name', 'name'],
  ['email', 'email'],
  ['mobile_number', 'mobile'],
] as const;

/** Each thing a prefill fills, as "what" and "with": the wording, then signers, then fields. */
const rowsOf = (p: XplanPrefill, t: TFunction): { what: string; value: string }[] => [
  ...(p.document_name !== undefined
    ? [{ what: t('integrations.preview.documentName'), value: p.document_name }]
    : []),
  ...(p.subject !== undefined
    ? [{ what: t('integrations.preview.subject'), value: p.subject }]
    : []),
  ...(p.message !== undefined
    ? [{ what: t('integrations.preview.message'), value: p.message }]
    : []),
  ...p.signatories.flatMap((s) =>
    PERSON_PARTS.flatMap(([part, label]) =>
      s[part] !== undefined
        ? [
            {
              what: t('integrations.preview.person', {
                role: s.role,
                part: t(`integrations.preview.parts.${label}`),
              }),
              value: s[part],
            },
          ]
        : [],
    ),
  ),
  ...p.data_fields.map((f) => ({
    what: t('integrations.preview.field', { id: f.custom_id }),
    value: f.value,
  })),
];

/** What a prefill will write into the document, and what the client's data lacks (§5 rules). */
export const PrefillPreview = ({ prefill }: { prefill: XplanPrefill }) => {
  const { t } = useTranslation();
  const rows = rowsOf(prefill, t);
  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('integrations.preview.nothing')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table
            striped
            withTableBorder
            aria-label={t('integrations.preview.table', { name: prefill.client.name })}
            layout="fixed"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="40%">{t('integrations.preview.fills')}</Table.Th>
                <Table.Th>{t('integrations.preview.with')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.what}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.what}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {r.value || (
                      <Text span size="sm" c="dimmed">
                        {t('integrations.preview.empty')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {prefill.problems.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('integrations.preview.check')}
        >
          <Stack gap={2} component="ul" m={0} pl="md">
            {prefill.problems.map((p) => (
              <Text component="li" size="sm" key={p}>
                {serverText(p)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
};
