import { Alert, Stack, Table, Text } from '@mantine/core';
import type { XplanPrefill } from '@quire/domain';
import { IconAlertTriangle } from '@tabler/icons-react';

const PERSON_PARTS = [
  ['name', 'name'],
  ['email', 'email'],
  ['mobile_number', 'mobile'],
] as const;

/** Each thing a prefill fills, as "what" and "with": the wording, then signers, then fields. */
const rowsOf = (p: XplanPrefill): { what: string; value: string }[] => [
  ...(p.document_name !== undefined ? [{ what: 'Document name', value: p.document_name }] : []),
  ...(p.subject !== undefined ? [{ what: 'Email subject', value: p.subject }] : []),
  ...(p.message !== undefined ? [{ what: 'Email message', value: p.message }] : []),
  ...p.signatories.flatMap((s) =>
    PERSON_PARTS.flatMap(([part, label]) =>
      s[part] !== undefined ? [{ what: `${s.role}: ${label}`, value: s[part] }] : [],
    ),
  ),
  ...p.data_fields.map((f) => ({ what: `Field ${f.custom_id}`, value: f.value })),
];

/** What a prefill will write into the document, and what the client's data lacks (§5 rules). */
export const PrefillPreview = ({ prefill }: { prefill: XplanPrefill }) => {
  const rows = rowsOf(prefill);
  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          The mapping takes nothing from this client&apos;s data.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table
            striped
            withTableBorder
            aria-label={`What ${prefill.client.name} fills in`}
            layout="fixed"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="40%">Fills</Table.Th>
                <Table.Th>With</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.what}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.what}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {r.value || (
                      <Text span size="sm" c="dimmed">
                        (empty)
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
          title="Check before sending"
        >
          <Stack gap={2} component="ul" m={0} pl="md">
            {prefill.problems.map((p) => (
              <Text component="li" size="sm" key={p}>
                {p}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
};
