import { Anchor, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import {
  DOCUMENT_LIST_STATUS_FILTERS,
  DOCUMENT_LIST_STATUS_LABELS,
  DOCUMENT_LIST_TYPE_FILTERS,
  DOCUMENT_LIST_TYPE_LABELS,
  type DocumentListFilters,
  type DocumentListStatusFilter,
  type DocumentListTypeFilter,
} from '@quire/domain';
import { IconFilter, IconSearch, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

const TYPE_OPTIONS = DOCUMENT_LIST_TYPE_FILTERS.map((value) => ({
  value,
  label: DOCUMENT_LIST_TYPE_LABELS[value],
}));

const STATUS_OPTIONS = DOCUMENT_LIST_STATUS_FILTERS.map((value) => ({
  value,
  label: DOCUMENT_LIST_STATUS_LABELS[value],
}));

type ListToolbarProps = {
  filters: DocumentListFilters;
  onFilters: (next: Partial<DocumentListFilters>) => void;
  searchText: string;
  onSearchText: (text: string) => void;
  isTrashView: boolean;
};

/** Type and status filters, the search box and the way into the trash (spec §2). */
export const ListToolbar = ({
  filters,
  onFilters,
  searchText,
  onSearchText,
  isTrashView,
}: ListToolbarProps) => (
  <Group justify="space-between" gap="sm" wrap="wrap" data-tour="documents-search">
    <Group gap="sm" wrap="wrap" style={{ flex: '1 1 auto' }}>
      <SegmentedControl
        aria-label="Document type"
        data={TYPE_OPTIONS}
        value={filters.document_type}
        onChange={(value) => onFilters({ document_type: value as DocumentListTypeFilter })}
      />
      <Select
        aria-label="Status"
        data={STATUS_OPTIONS}
        value={filters.document_status}
        onChange={(value) =>
          onFilters({ document_status: (value ?? 'all') as DocumentListStatusFilter })
        }
        allowDeselect={false}
        leftSection={<IconFilter size={16} />}
        w={{ base: '100%', xs: 220 }}
      />
    </Group>
    <Group gap="sm" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
      <TextInput
        aria-label="Search documents"
        placeholder={
          isTrashView
            ? 'Search the trash'
            : filters.document_type === 'template'
              ? 'Search templates'
              : 'Search documents'
        }
        leftSection={<IconSearch size={16} />}
        value={searchText}
        onChange={(event) => onSearchText(event.currentTarget.value)}
        type="search"
        style={{ flex: 1 }}
        w={{ sm: 260 }}
      />
      {!isTrashView && (
        <Anchor
          component={Link}
          to="/trash"
          size="sm"
          c="dimmed"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
        >
          <IconTrash size={16} />
          Trash
        </Anchor>
      )}
    </Group>
  </Group>
);
