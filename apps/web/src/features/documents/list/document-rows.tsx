import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { LOCALE_FORMAT_TAGS, actionLabelFor, type Actor, type DocumentDto } from '@quire/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatUpdateDate } from '../../../components/format-update-date.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { DocumentBadge } from '../document-status-badge.tsx';
import { DocumentRowMenu, type RowAction } from './document-row-menu.tsx';
import { rowPermissionsFor } from './list-permissions.ts';

export type DocumentRowsProps = {
  documents: DocumentDto[];
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onToggleAll: () => void;
  isTrashView: boolean;
  /** Who is looking: each row's menu offers what document-access.ts allows them. */
  actor: Actor | null;
  /** Rows can be selected only for the bulk bar, i.e. with can_do_bulk_actions. */
  selectable: boolean;
  /** The template whose Use is running, if any. */
  usingTemplate: string | null;
  onAction: (action: RowAction, doc: DocumentDto) => void;
  /** A stacked card per document instead of the table (narrow screens). */
  compact: boolean;
};

const documentHref = (doc: DocumentDto) => `/documents/${doc.key}`;

const detailOf = (doc: DocumentDto, t: TFunction): string => {
  const children = doc.child_documents.length;
  const parts = [doc.created_by_name];
  if (children > 1) parts.push(t('documents.rows.childCount', { count: children }));
  return parts.filter(Boolean).join(' · ');
};

const NameCell = ({ doc, isTrashView }: { doc: DocumentDto; isTrashView: boolean }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={2} miw={0}>
      {isTrashView ? (
        <Text fw={600} size="sm" truncate>
          {doc.document_name}
        </Text>
      ) : (
        <Anchor component={Link} to={documentHref(doc)} fw={600} size="sm" c="dark.8" truncate>
          {doc.document_name}
        </Anchor>
      )}
      <Text size="xs" c="dimmed" truncate>
        {detailOf(doc, t)}
      </Text>
    </Stack>
  );
};

const ActionCell = ({
  doc,
  isTrashView,
  actor,
  usingTemplate,
  onAction,
  compact,
}: Pick<DocumentRowsProps, 'isTrashView' | 'actor' | 'usingTemplate' | 'onAction' | 'compact'> & {
  doc: DocumentDto;
}) => {
  const { t } = useTranslation();
  const isTemplate = doc.document_type === 'template';
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {/* A template's first use is making a document from it; on a phone its name opens it to edit. */}
      {!isTrashView && isTemplate && (
        <Button
          size="xs"
          loading={usingTemplate === doc.key}
          onClick={() => onAction('use_template', doc)}
          aria-label={t('documents.rows.useTemplate', { name: doc.document_name })}
        >
          {t('documents.rows.use')}
        </Button>
      )}
      {!isTrashView && !(compact && doc.document_type === 'template') && (
        <Button component={Link} to={documentHref(doc)} variant="light" size="xs">
          {actionLabelFor(doc) === 'Edit' ? t('documents.rows.edit') : t('documents.rows.view')}
        </Button>
      )}
      <DocumentRowMenu
        doc={doc}
        isTrashView={isTrashView}
        allowed={rowPermissionsFor(doc, actor)}
        onAction={onAction}
      />
    </Group>
  );
};

const SelectBox = ({
  doc,
  selected,
  onToggle,
}: Pick<DocumentRowsProps, 'selected' | 'onToggle'> & { doc: DocumentDto }) => {
  const { t } = useTranslation();
  return (
    <Checkbox
      aria-label={t('documents.rows.select', { name: doc.document_name })}
      checked={selected.has(doc.key)}
      onChange={() => onToggle(doc.key)}
    />
  );
};

/** Spec §2 list rows: a table on wide screens, stacked cards on a phone. */
export const DocumentRows = (props: DocumentRowsProps) => {
  const { documents, selected, onToggleAll, isTrashView, compact, selectable } = props;
  const { t } = useTranslation();
  const now = new Date();
  const tag = LOCALE_FORMAT_TAGS[currentLocale()];
  const allSelected = documents.length > 0 && documents.every((d) => selected.has(d.key));
  const someSelected = !allSelected && documents.some((d) => selected.has(d.key));
  const dateOf = (doc: DocumentDto) =>
    formatUpdateDate(
      isTrashView && doc.date_deleted ? doc.date_deleted : doc.date_updated,
      now,
      tag,
    );

  if (compact) {
    return (
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('documents.rows.documents')}
      >
        {documents.map((doc) => (
          <Paper component="li" key={doc.key} withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {selectable && <SelectBox doc={doc} {...props} />}
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <NameCell doc={doc} isTrashView={isTrashView} />
                <Group gap="xs">
                  <DocumentBadge doc={doc} />
                  <Text size="xs" c="dimmed">
                    {dateOf(doc)}
                  </Text>
                </Group>
              </Stack>
              <ActionCell doc={doc} {...props} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table
      verticalSpacing="sm"
      highlightOnHover
      aria-label={t('documents.rows.documents')}
      layout="fixed"
    >
      <Table.Thead>
        <Table.Tr>
          {selectable && (
            <Table.Th w={44}>
              <Checkbox
                aria-label={t('documents.rows.selectAll')}
                checked={allSelected}
                indeterminate={someSelected}
                onChange={onToggleAll}
              />
            </Table.Th>
          )}
          <Table.Th>{t('documents.rows.name')}</Table.Th>
          <Table.Th w={190}>{t('documents.rows.status')}</Table.Th>
          <Table.Th w={120}>
            {isTrashView ? t('documents.rows.deleted') : t('documents.rows.updated')}
          </Table.Th>
          <Table.Th w={documents.some((d) => d.document_type === 'template') ? 170 : 120}>
            <VisuallyHidden>{t('documents.rows.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((doc) => (
          <Table.Tr key={doc.key} bg={selected.has(doc.key) ? 'quire.0' : undefined}>
            {selectable && (
              <Table.Td>
                <SelectBox doc={doc} {...props} />
              </Table.Td>
            )}
            <Table.Td>
              <NameCell doc={doc} isTrashView={isTrashView} />
            </Table.Td>
            <Table.Td>
              <DocumentBadge doc={doc} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed">
                {dateOf(doc)}
              </Text>
            </Table.Td>
            <Table.Td>
              <ActionCell doc={doc} {...props} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};
