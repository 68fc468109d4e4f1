import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFilePlus, IconSignature, IconTemplate } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import type { PackChild } from '../documents-api.ts';
import { UploadPdfButton } from '../upload/upload-pdf-button.tsx';
import { UploadProgressCard } from '../upload/upload-progress-card.tsx';
import { useUploadPdf } from '../upload/use-upload-pdf.ts';
import { AuditTimeline } from './audit-timeline.tsx';
import { SignerNotesPanel } from './signer-notes-panel.tsx';
import { ChildTabs } from './child-tabs.tsx';
import { ConversionErrorModal } from './conversion-error-modal.tsx';
import { ConversionProgress } from './conversion-progress.tsx';
import { DocumentHeader } from './document-header.tsx';
import { FieldEditor } from '../../editor/field-editor.tsx';
import { useShowFlaggedChild } from '../../editor/blocking/use-blocking-focus.ts';
import { SigningView } from '../../signing/signing-view.tsx';
import { OwnerSigningPanel } from '../../signing/manage/owner-signing-panel.tsx';
import { InPersonPrompt } from '../../signing/manage/in-person-modal.tsx';
import { EnqueueRequestsOnArrival } from '../../signing/manage/enqueue-requests-on-arrival.tsx';
import { PendingRequestsModal } from '../../signing/manage/pending-requests-modal.tsx';
import { usePackStatusPoll } from '../../signing/manage/use-pack-status-poll.ts';
import { useShellContext } from '../../../app/shell/shell-context.ts';
import { NOT_PERMITTED } from '../../../app/session/not-permitted.ts';
import { factsOf, useActor } from '../../../app/session/use-permissions.ts';
import { canUploadToPack, isNextSigner, signatoryOfUser } from '@quire/domain';
import { PagesUnavailable } from './pages-unavailable.tsx';
import { EmbeddedEditorBridge } from '../../editor/embed/embedded-editor-bridge.tsx';
import { useEmbedUi } from '../../../app/embed/embed-ui.ts';
import { isEmbeddedEditor } from '../../../app/embed/embed-editor-session.ts';
import { pagesOfChild } from './pages-of-child.ts';
import { RenameChildModal } from './rename-child-modal.tsx';
import { isConverting, useConversionPoll, usePack } from './use-pack.ts';
import { usePackActions } from './use-pack-actions.ts';

/** #documents/{id} and its variants (spec §2): the pack's tabs and the selected child's pages. */
export const DocumentPage = () => {
  const { id = '', variant } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const pack = usePack(id);
  usePackStatusPoll(id);
  const user = useShellContext()?.currentUser.user ?? null;
  const actor = useActor();
  const [signing, setSigning] = useState(false);
  const actions = usePackActions(pack.data);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<PackChild | null>(null);
  const [errorClosedFor, setErrorClosedFor] = useState<string | null>(null);
  // A partner's page may hide the tabs of the embedded editor (quire:update_ui_configuration).
  const { tabs_visible } = useEmbedUi();
  const upload = useUploadPdf({ documentPackKey: pack.data?.key }, (key) => {
    void pack.refetch();
    if (key !== pack.data?.key) navigate(`/documents/${key}`);
  });

  const children = [...(pack.data?.child_documents ?? [])].sort((a, b) => a.position - b.position);
  const selected =
    children.find((c) => c.key === chosenKey) ??
    children.find((c) => c.key === pack.data?.selected_document) ??
    children[0];
  useConversionPoll(id, selected);
  // A refused request shows the child of its first offending field.
  useShowFlaggedChild(pack.data?.key ?? id, setChosenKey);

  // §8 document load failure: the api client has shown the server's message; back to the list.
  const failed = pack.isError;
  useEffect(() => {
    if (failed) navigate('/documents', { replace: true });
  }, [failed, navigate]);

  if (!pack.data) return <FullPageLoader label={t('documentsView.loading')} />;
  const doc = pack.data;
  // An account holder whose turn it is signs right here, in the signer's workspace.
  const me = user ? signatoryOfUser(doc.signatories, user) : undefined;
  const myTurn = Boolean(
    me &&
    doc.status === 'awaiting_signatures' &&
    me.status === 'awaiting_signatures' &&
    isNextSigner({ sequential_signing: doc.sequential_signing }, doc.signatories, me.uuid),
  );
  const signingNow = myTurn && signing;
  const inSetup = doc.status === 'setup' && !doc.is_deleted;
  const isTemplate = doc.document_type === 'template';
  const fromTemplate = variant === 'from_template';
  const showTabs = (inSetup || children.length > 1) && (tabs_visible || !isEmbeddedEditor());
  const mayAddDocument = actor !== null && canUploadToPack(factsOf(doc), actor);
  // The embedded editor's session cannot upload (ADR 0041): the partner sends the PDFs by API.
  const addDocument =
    inSetup && !isEmbeddedEditor() ? (
      <UploadPdfButton
        label={t('documentsView.addDocument')}
        icon={<IconFilePlus size={16} />}
        variant="light"
        size="xs"
        onFile={(file) => void upload.upload(file)}
        loading={upload.state.phase === 'uploading'}
        notPermitted={mayAddDocument ? null : NOT_PERMITTED.uploadToPack}
      />
    ) : undefined;
  const showError =
    selected?.conversion_error && errorClosedFor !== `${selected.key}|${selected.date_updated}`;

  return (
    <Stack gap="md">
      <DocumentHeader
        pack={doc}
        onDelete={actions.askDeletePack}
        deleting={actions.deleting && actions.pendingConfirm?.kind === 'pack'}
        addDocument={showTabs ? undefined : addDocument}
      />
      {isTemplate && (
        <Alert
          variant="light"
          color="violet"
          icon={<IconTemplate size={18} />}
          title={t('documentsView.templateTitle')}
        >
          {t('documentsView.templateText')}
        </Alert>
      )}
      {fromTemplate && (
        <Alert
          variant="light"
          color="quire"
          icon={<IconTemplate size={18} />}
          title={t('documentsView.fromTemplateTitle')}
        >
          {t('documentsView.fromTemplateText')}
        </Alert>
      )}
      <EmbeddedEditorBridge
        pack={doc}
        childKeys={children.map((c) => c.key)}
        childKey={selected?.key}
        selectChild={setChosenKey}
      />
      <UploadProgressCard state={upload.state} onDismiss={upload.dismiss} />
      <OwnerSigningPanel pack={doc} onChanged={() => void pack.refetch()} />
      {myTurn && !signingNow && (
        <Alert
          variant="light"
          color="quire"
          icon={<IconSignature size={18} />}
          title={t('documentsView.yourTurnTitle')}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('documentsView.yourTurnText')}</Text>
            <Button size="xs" onClick={() => setSigning(true)}>
              {t('documentsView.signNow')}
            </Button>
          </Group>
        </Alert>
      )}
      {showTabs && selected && (
        <ChildTabs
          children={children}
          selectedKey={selected.key}
          editable={inSetup}
          onSelect={setChosenKey}
          onAction={(action, child) =>
            action === 'rename' ? setRenaming(child) : actions.askDeleteChild(child)
          }
          onReorder={(keys) => void actions.reorder(keys).catch(() => undefined)}
          trailing={addDocument}
        />
      )}
      {!selected ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {t('documentsView.noDocuments')}
          </Text>
        </Paper>
      ) : isConverting(selected) ? (
        <ConversionProgress child={selected} />
      ) : selected.conversion_error || pagesOfChild(selected).length === 0 ? (
        <PagesUnavailable
          child={selected}
          onResolve={selected.conversion_error ? () => setErrorClosedFor(null) : undefined}
        />
      ) : signingNow && user ? (
        <SigningView pack={doc} user={user} />
      ) : (
        <FieldEditor pack={doc} child={selected} pages={pagesOfChild(selected)} />
      )}

      <SignerNotesPanel pack={doc} />
      <AuditTimeline packKey={doc.key} status={doc.status} />
      <InPersonPrompt pack={doc} variant={variant} />
      <EnqueueRequestsOnArrival pack={doc} variant={variant} />
      {myTurn && !signingNow && (
        <PendingRequestsModal documentKey={doc.key} onSignNow={() => setSigning(true)} />
      )}
      {renaming && (
        <RenameChildModal
          currentName={renaming.document_name}
          onClose={() => setRenaming(null)}
          onRename={(name) => actions.rename(renaming.key, name)}
        />
      )}
      {showError && selected && (
        <ConversionErrorModal
          key={selected.key}
          child={selected}
          onDismiss={(password) => actions.dismissConversionError(selected.key, password)}
          onClose={() => setErrorClosedFor(`${selected.key}|${selected.date_updated}`)}
        />
      )}
      <ConfirmDialog
        opened={actions.pendingConfirm !== null}
        title={t('documentsView.deleteTitle')}
        message={actions.confirmMessage}
        confirmLabel={t('documentsView.deleteConfirm')}
        danger
        loading={actions.deleting}
        onConfirm={() => void actions.confirm()}
        onCancel={actions.cancel}
      />
    </Stack>
  );
};
