import { Button, Group, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { RecipientDataRow, RecipientFieldType } from '@quire/domain';
import { useTranslation } from 'react-i18next';

type RowsTableProps = {
  fieldNames: readonly string[];
  fieldTypes: readonly RecipientFieldType[];
  rows: readonly RecipientDataRow[];
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/**
 * The rows as the CSV had them, cells shown as plain text (React escapes them: a cell is data,
 * never markup). Wide lists scroll sideways inside their own frame, also on a phone.
 */
export const RowsTable = ({
  fieldNames,
  fieldTypes,
  rows,
  loading,
  hasMore,
  loadingMore,
  onLoadMore,
}: RowsTableProps) => {
  const { t } = useTranslation();
  if (loading)
    return (
      <Stack gap={6}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={32} />
        ))}
      </Stack>
    );
  return (
    <Stack gap="sm">
      <ScrollArea type="auto" offsetScrollbars>
        <Table
          striped
          highlightOnHover
          withTableBorder
          verticalSpacing={6}
          fz="sm"
          miw={Math.max(320, fieldNames.length * 140)}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>#</Table.Th>
              {fieldNames.map((name, i) => (
                <Table.Th key={name}>
                  <Text fw={600} size="sm" lineClamp={1}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed" fw={400}>
                    {t(`recipientData.types.${fieldTypes[i] ?? 'text'}`)}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.position}>
                <Table.Td c="dimmed">{row.position}</Table.Td>
                {fieldNames.map((name, i) => (
                  <Table.Td key={name} style={{ whiteSpace: 'pre-line', maxWidth: 280 }}>
                    {row.cells[i]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {hasMore && (
        <Group justify="center">
          <Button variant="default" onClick={onLoadMore} loading={loadingMore}>
            {t('recipientData.table.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};
