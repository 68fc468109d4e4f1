import { Anchor, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import {
  DOCUMENT_LIST_STATUS_FILTERS,
  DOCUMENT_LIST_TYPE_FILTERS,
  type DocumentListFilters,
  type DocumentListStatusFilter,
  type DocumentListTypeFilter,
} from '@quire/domain';
import { IconFilter, IconSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
}: ListToolbarProps) => {
  const { t } = useTranslation();
  const typeOptions = DOCUMENT_LIST_TYPE_FILTERS.map((value) => ({
    value,
    label: t(`documents.type.${value}`),
  }));
  const statusOptions = DOCUMENT_LIST_STATUS_FILTERS.map((value) => ({
    value,
    label: t(`documents.filter.${value}`),
  }));
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-tour="documents-search">
      <Group gap="sm" wrap="wrap" style={{ flex: '1 1 auto' }}>
        <SegmentedControl
          aria-label={t('documents.toolbar.documentType')}
          data={typeOptions}
          value={filters.document_type}
          onChange={(value) => onFilters({ document_type: value as DocumentListTypeFilter })}
        />
        <Select
          aria-label={t('documents.toolbar.status')}
          data={statusOptions}
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
          aria-label={t('documents.toolbar.search')}
          placeholder={
            isTrashView
              ? t('documents.toolbar.searchTrash')
              : filters.document_type === 'template'
                ? t('documents.toolbar.searchTemplates')
                : t('documents.toolbar.searchDocuments')
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
            {t('documents.page.trash')}
          </Anchor>
        )}
      </Group>
    </Group>
  );
};
