import {
  EmptyState,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  DEFAULT_DOCUMENT_LIST_FILTERS,
  DOCUMENT_LIST_STATUS_FILTERS,
  DOCUMENT_LIST_STATUS_LABELS,
  DOCUMENT_LIST_TYPE_FILTERS,
  DOCUMENT_LIST_TYPE_LABELS,
  documentListFiltersFrom,
  type DocumentListFilters,
  type DocumentListStatusFilter,
  type DocumentListTypeFilter,
  type UserAccount,
} from '@quire/domain';
import { IconFileText, IconFilter, IconTemplate } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';

const TYPE_OPTIONS = DOCUMENT_LIST_TYPE_FILTERS.map((value) => ({
  value,
  label: DOCUMENT_LIST_TYPE_LABELS[value],
}));

const STATUS_OPTIONS = DOCUMENT_LIST_STATUS_FILTERS.map((value) => ({
  value,
  label: DOCUMENT_LIST_STATUS_LABELS[value],
}));

const EMPTY_COPY: Record<DocumentListTypeFilter, { title: string; description: string }> = {
  document: {
    title: 'No documents yet',
    description:
      'Documents you upload or create from a template will be listed here. Uploading PDFs and sending them for signature arrive with the documents feature, which this version of Quire does not include yet.',
  },
  template: {
    title: 'No templates yet',
    description:
      'Templates let you reuse a document with its fields already placed. They arrive with the documents feature, which this version of Quire does not include yet.',
  },
};

/** The filters live in the address (as the list's query parameters) so a reload keeps them. */
const useListFilters = (): [DocumentListFilters, (next: Partial<DocumentListFilters>) => void] => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = documentListFiltersFrom((name) => searchParams.get(name));
  const update = (next: Partial<DocumentListFilters>) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const [name, value] of Object.entries({ ...filters, ...next })) {
          const isDefault =
            DEFAULT_DOCUMENT_LIST_FILTERS[name as keyof DocumentListFilters] === value;
          if (isDefault) params.delete(name);
          else params.set(name, value);
        }
        return params;
      },
      { replace: true },
    );
  return [filters, update];
};

type DocumentListProps = {
  membership: UserAccount | null;
};

/**
 * The documents list. The documents API isn't there yet, so it is honestly empty: no request,
 * no placeholder rows.
 */
export const DocumentList = ({ membership }: DocumentListProps) => {
  const [filters, setFilters] = useListFilters();
  const empty = EMPTY_COPY[filters.document_type];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Documents
        </Title>
        {membership && (
          <Text c="dimmed" size="sm">
            {membership.account_name}
          </Text>
        )}
      </Stack>

      <Group justify="space-between" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Document type"
          data={TYPE_OPTIONS}
          value={filters.document_type}
          onChange={(value) => setFilters({ document_type: value as DocumentListTypeFilter })}
        />
        <Select
          aria-label="Status"
          data={STATUS_OPTIONS}
          value={filters.document_status}
          onChange={(value) =>
            setFilters({
              document_status: (value ?? 'all') as DocumentListStatusFilter,
            })
          }
          allowDeselect={false}
          leftSection={<IconFilter size={16} />}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>

      <Paper withBorder radius="lg" py={{ base: 40, sm: 64 }} px="lg">
        <EmptyState
          icon={
            filters.document_type === 'template' ? (
              <IconTemplate size={28} />
            ) : (
              <IconFileText size={28} />
            )
          }
          variant="light"
          title={empty.title}
          description={empty.description}
          maw={520}
          mx="auto"
        />
      </Paper>
    </Stack>
  );
};
