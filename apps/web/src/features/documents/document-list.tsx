import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  NARROW_SCREEN_PX,
  maySaveAsTemplate,
  type DocumentDto,
  type UserAccount,
} from '@quire/domain';
import { IconArrowLeft, IconTemplate } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessageOf } from '../../app/api-client.ts';
import { useUserAccounts } from '../../app/session/use-current-user.ts';
import { NOT_PERMITTED } from '../../app/session/not-permitted.ts';
import { useActor, usePermissions } from '../../app/session/use-permissions.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FileDropZone } from '../../components/file-drop-zone.tsx';
import { BulkActionsBar } from './list/bulk-actions-bar.tsx';
import { ListFoldersFrame } from './folders/list-folders-frame.tsx';
import { useListFolders } from './folders/use-list-folders.ts';
import { DocumentRows } from './list/document-rows.tsx';
import { bulkPermissionsFor } from './list/list-permissions.ts';
import { ListEmpty, ListFailed, ListFrame, ListLoading } from './list/list-body.tsx';
import { ListToolbar } from './list/list-toolbar.tsx';
import { MoveCopyModal } from './list/move-copy-modal.tsx';
import type { RowAction } from './list/document-row-menu.tsx';
import { PagingControls } from './list/paging-controls.tsx';
import { TemplatesModal } from './list/templates-modal.tsx';
import { permanentDeleteMessage, useListActions } from './list/use-list-actions.ts';
import { useDocumentList } from './list/use-document-list.ts';
import { useListFilters } from './list/use-list-filters.ts';
import { TemplatesEmptyActions } from './templates/templates-empty-actions.tsx';
import { useTemplateActions } from './templates/use-template-actions.ts';
import { UploadPdfButton } from './upload/upload-pdf-button.tsx';
import { UploadProgressCard } from './upload/upload-progress-card.tsx';
import { useUploadPdf } from './upload/use-upload-pdf.ts';

type DocumentListProps = {
  membership: UserAccount | null;
  userKey: string;
  isTrashView: boolean;
};

/** The documents list and the trash (spec §2). */
export const DocumentList = ({ membership, userKey, isTrashView }: DocumentListProps) => {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const compact = useMediaQuery(`(max-width: ${NARROW_SCREEN_PX - 1}px)`, false, {
    getInitialValueInEffect: false,
  });
  const [filters, setFilters] = useListFilters();
  const folders = useListFolders(membership, filters.folder_id, (folder_id) =>
    setFilters({ folder_id }),
  );
  // The trash lists everything deleted, wherever it was filed.
  const showsFolders = !isTrashView && folders.enabled;
  const listFilters = showsFolders ? filters : { ...filters, folder_id: '' };
  const data = useDocumentList({ filters: listFilters, isTrashView, userKey });
  const rows = data.list.data?.documents ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const accounts = useUserAccounts();
  const otherWorkspaces = (accounts.data ?? []).filter((a) => a.key !== membership?.key);

  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const actions = useListActions({
    documentType: filters.document_type,
    noteAction: data.noteAction,
    clearSelection,
  });
  const templates = useTemplateActions();
  const permissions = usePermissions();
  const actor = useActor();
  const canSaveAsTemplate = maySaveAsTemplate(permissions);
  // Selection exists for the bulk bar only: without can_do_bulk_actions there is none.
  const selectable = permissions.can_do_bulk_actions;
  const onRow = (action: RowAction, doc: DocumentDto) => {
    if (action === 'save_as_template') return void templates.saveAsTemplate(doc);
    if (action === 'use_template') return void templates.startFromTemplate(doc.key);
    if (action === 'file_in_folder') return folders.startFiling(doc);
    return void actions.onRow(action, doc);
  };
  const openDocument = useCallback((key: string) => navigate(`/documents/${key}`), [navigate]);
  // On the templates tab an upload starts a new template, as DocuSign's "New template" does.
  const uploadsTemplate = filters.document_type === 'template' && permissions.can_create_templates;
  const mayUpload = permissions.can_upload_documents;
  const upload = useUploadPdf(uploadsTemplate ? { documentType: 'template' } : {}, openDocument);
  const uploadLabel = uploadsTemplate
    ? t('documents.page.uploadTemplate')
    : t('documents.page.uploadPdf');

  // Selection follows the rows: one that left the list (trashed, filtered out) is unselected.
  const selectedRows = rows.filter((d) => selected.has(d.key));
  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const toggleAll = () =>
    setSelected(selectedRows.length === rows.length ? new Set() : new Set(rows.map((d) => d.key)));

  const filtered = filters.document_status !== 'all';
  const content = data.list.isPending ? (
    <ListLoading />
  ) : data.list.isError && rows.length === 0 ? (
    <ListFailed
      message={errorMessageOf(data.list.error)}
      onRetry={() => void data.list.refetch()}
    />
  ) : rows.length === 0 ? (
    <ListEmpty
      documentType={filters.document_type}
      isTrashView={isTrashView}
      searchQuery={data.searchQuery}
      filtered={filtered}
      folderName={showsFolders ? (folders.selected?.name ?? null) : null}
      actions={
        filters.document_type === 'template' && (
          <TemplatesEmptyActions
            canUpload={uploadsTemplate && mayUpload}
            uploading={upload.state.phase === 'uploading'}
            onFile={(file) => void upload.upload(file)}
            canSaveAsTemplate={canSaveAsTemplate}
            onChooseDocument={() => setFilters({ document_type: 'document' })}
          />
        )
      }
    />
  ) : compact ? (
    <DocumentRows
      documents={rows}
      selected={selected}
      onToggle={toggle}
      onToggleAll={toggleAll}
      isTrashView={isTrashView}
      actor={actor}
      selectable={selectable}
      usingTemplate={templates.busy}
      onAction={onRow}
      compact
    />
  ) : (
    <ListFrame>
      <DocumentRows
        documents={rows}
        selected={selected}
        onToggle={toggle}
        onToggleAll={toggleAll}
        isTrashView={isTrashView}
        actor={actor}
        selectable={selectable}
        usingTemplate={templates.busy}
        onAction={onRow}
        compact={false}
      />
    </ListFrame>
  );

  const listArea = (
    <FileDropZone
      label={uploadsTemplate ? t('documents.page.dropTemplate') : t('documents.page.dropPdf')}
      onFile={(file) => void upload.upload(file)}
      disabled={isTrashView || !mayUpload || upload.state.phase === 'uploading'}
    >
      <Stack gap="md" data-tour="documents-list">
        {content}
        <PagingControls
          pageNumber={data.pageNumber}
          hasPrevious={data.hasPrevious}
          hasNext={data.hasNext}
          onPrevious={data.goPrevious}
          onNext={data.goNext}
        />
      </Stack>
    </FileDropZone>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          {isTrashView && (
            <Anchor component={Link} to="/documents" size="sm" c="dimmed">
              <Group gap={4} component="span">
                <IconArrowLeft size={14} /> {t('documents.page.documents')}
              </Group>
            </Anchor>
          )}
          <Title order={1} fz={{ base: 24, sm: 28 }} data-tour="documents-heading">
            {isTrashView ? t('documents.page.trash') : t('documents.page.documents')}
          </Title>
          {membership && (
            <Text c="dimmed" size="sm">
              {membership.account_name}
            </Text>
          )}
        </Stack>
        {!isTrashView && (
          <Group gap="sm" data-tour="documents-new">
            <Button
              variant="default"
              leftSection={<IconTemplate size={16} />}
              onClick={() => setTemplatesOpen(true)}
            >
              {t('documents.page.templates')}
            </Button>
            <UploadPdfButton
              label={uploadLabel}
              onFile={(file) => void upload.upload(file)}
              loading={upload.state.phase === 'uploading'}
              notPermitted={mayUpload ? null : NOT_PERMITTED.upload}
            />
          </Group>
        )}
      </Group>

      <ListToolbar
        filters={filters}
        onFilters={setFilters}
        searchText={data.searchText}
        onSearchText={data.setSearchText}
        isTrashView={isTrashView}
      />

      <UploadProgressCard state={upload.state} onDismiss={upload.dismiss} />

      {selectable && selectedRows.length > 0 && (
        <BulkActionsBar
          count={selectedRows.length}
          isTrashView={isTrashView}
          allowed={bulkPermissionsFor(selectedRows, actor)}
          hasOtherWorkspaces={otherWorkspaces.length > 0}
          busy={templates.busy === 'bulk' ? 'save_as_template' : actions.busy}
          onAction={(action) =>
            action === 'save_as_template'
              ? void templates
                  .saveEachAsTemplate(selectedRows)
                  .then((any) => any && clearSelection())
              : void actions.onBulk(action, selectedRows)
          }
          onClear={clearSelection}
        />
      )}

      {showsFolders ? (
        <ListFoldersFrame folders={folders} compact={compact}>
          {listArea}
        </ListFoldersFrame>
      ) : (
        listArea
      )}

      <TemplatesModal opened={templatesOpen} onClose={() => setTemplatesOpen(false)} />
      <MoveCopyModal
        opened={actions.moveCopyOpen}
        count={selectedRows.length}
        workspaces={otherWorkspaces}
        busy={actions.busy === 'move_copy'}
        onClose={actions.closeMoveCopy}
        onSubmit={(action, to) => void actions.moveOrCopy(selectedRows, action, to)}
      />
      <ConfirmDialog
        opened={actions.pendingDelete !== null}
        title={t('documents.deleteDialog.title')}
        message={actions.pendingDelete ? permanentDeleteMessage(actions.pendingDelete.docs) : ''}
        confirmLabel={t('documents.deleteDialog.confirm')}
        danger
        loading={actions.busy === 'permanently_delete'}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={actions.cancelDelete}
      />
    </Stack>
  );
};
