import { Affix, Box, Button, Drawer, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  OWN_FIELD_COLOUR,
  fieldColour,
  signatoryColour,
  type DataField,
  type PageGeometry,
} from '@quire/domain';
import { IconForms } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/session/use-permissions.ts';
import type { PackChild, PackDto } from '../documents/documents-api.ts';
import { PageImages, type PageImage, type PageOverlay } from '../documents/view/page-images.tsx';
import { EditorContext, useEditorSelector, type EditorContextValue } from './editor-context.tsx';
import { EditorMinimap } from './editor-minimap.tsx';
import { EditorSidebar } from './editor-sidebar.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { packPages } from './pack-pages.ts';
import { PageFieldLayer } from './page/page-field-layer.tsx';
import { QuickFillModal } from './quick-fill-modal.tsx';
import { useEditorSession } from './use-editor-session.ts';
import { useRegisterPackFlush } from './signers/pack-save-queues.ts';
import { useEditorShortcuts } from './use-editor-shortcuts.ts';
import { useEditorUiRequest, type EditorUiRequest } from './editor-ui-requests.ts';
import { useLeaveWarning } from './use-leave-warning.ts';
import { useRemoteFields } from './use-remote-fields.ts';
import { useFocusFlaggedField } from './blocking/use-blocking-focus.ts';
import { ProductTourHost } from '../../app/tour/product-tour.tsx';
import { isEmbeddedEditor } from '../../app/embed/embed-editor-session.ts';

/** §9 narrow-screen breakpoint: below it the sidebar is a bottom drawer. */
const NARROW_BREAKPOINT = 768;
/** Below the sticky app header (60 px) with a little air. */
const TOP_OFFSET = 68;

type WorkspaceProps = {
  pack: PackDto;
  child: PackChild;
  pages: PageImage[];
  fields: DataField[];
  loadedAt: string;
};

/** The setup editor: pages with their field layers, the toolbar, the sidebar and the minimap. */
export const EditorWorkspace = ({ pack, child, pages, fields, loadedAt }: WorkspaceProps) => {
  const editable = pack.status === 'setup' && !pack.is_deleted;
  const canLockAndUnlock = usePermission('can_lock_and_unlock_fields');
  const pageMap = useMemo(() => packPages(pack), [pack]);
  const pagesOf = useCallback((key: string): PageGeometry[] => pageMap.get(key) ?? [], [pageMap]);
  const session = useEditorSession({ pack, fields, loadedAt, editable, canLockAndUnlock, pagesOf });
  const [minimapOpen, setMinimapOpen] = useState(false);
  const [quickFill, setQuickFill] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const scroller = useRef<(index: number) => void>(() => undefined);
  const wide = useMediaQuery(`(min-width: ${NARROW_BREAKPOINT}px)`, true);
  // On a phone, the §2 tab dropdown's asks open the drawer that holds the sidebar.
  const uiRequest = useEditorUiRequest(pack.key);
  const [drawerFor, setDrawerFor] = useState<EditorUiRequest | null>(null);
  if (uiRequest && uiRequest !== drawerFor && !wide) {
    setDrawerFor(uiRequest);
    setDrawerOpen(true);
  }

  const { t } = useTranslation();
  const signers = useMemo(() => {
    const list = pack.signatories.filter((s) => !s.removed).sort((a, b) => a.position - b.position);
    return [
      { value: 'self', label: t('editor.me'), colour: OWN_FIELD_COLOUR },
      ...list.map((s) => ({
        value: s.uuid,
        label: s.name || s.role,
        colour: s.colour || signatoryColour(s.position),
      })),
    ];
  }, [pack.signatories, t]);
  const colourOf = useCallback(
    (f: Pick<DataField, 'type' | 'signatory_uuid'>) =>
      fieldColour(f, (uuid) => signers.find((s) => s.value === uuid)?.colour),
    [signers],
  );

  const { store, saving, flush } = session;
  useRemoteFields(pack.key, store, session.queue, editable);
  useRegisterPackFlush(pack.key, flush);
  const canMove = editable && (!pack.data_fields_locked || canLockAndUnlock);
  const repeatPages = usePermission('document_permissions.can_repeat_fields_across_pages');
  const repeatDocuments = usePermission('document_permissions.can_repeat_fields_across_documents');
  const canRepeat = useMemo(
    () => ({ pages: repeatPages, documents: repeatDocuments }),
    [repeatPages, repeatDocuments],
  );
  const editor: EditorContextValue = useMemo(
    () => ({
      store,
      pack,
      documentKey: child.key,
      editable,
      canMove,
      pagesOf,
      canRepeat,
      signers,
      colourOf,
      saving,
      flush,
      scrollToPage: (index) => scroller.current(index),
      minimapOpen,
      toggleMinimap: () => setMinimapOpen((open) => !open),
    }),
    [
      store,
      pack,
      child.key,
      editable,
      canMove,
      pagesOf,
      canRepeat,
      signers,
      colourOf,
      saving,
      flush,
      minimapOpen,
    ],
  );
  useEditorShortcuts(editor);
  useFocusFlaggedField(store, pack.key, child.key, editor.scrollToPage);
  // Fields of a document no longer shown are not moved by the keys by mistake.
  useEffect(() => store.select([]), [store, child.key]);
  useLeaveWarning(saving);

  // On a phone, arming a type closes the drawer so the next tap lands on the page.
  const armed = useEditorSelector(store, (s) => s.armedType);
  useEffect(
    () =>
      store.subscribe(() => {
        if (store.armedType) setDrawerOpen(false);
      }),
    [store],
  );

  const overlay: PageOverlay = useCallback(
    (pageIndex, size) => (
      <PageFieldLayer
        documentKey={child.key}
        pageIndex={pageIndex}
        width={size.width}
        height={size.height}
      />
    ),
    [child.key],
  );
  const onScroller = useCallback((scrollTo: (index: number) => void) => {
    scroller.current = scrollTo;
  }, []);

  const pagesColumn = (
    <Stack gap="sm" style={{ minWidth: 0 }} data-tour="editor-pages">
      {editable && (
        <Box pos="sticky" top={TOP_OFFSET} style={{ zIndex: 20 }}>
          <EditorToolbar editor={editor} onQuickFill={() => setQuickFill(true)} />
        </Box>
      )}
      <PageImages
        key={child.key}
        pages={pages}
        documentName={child.document_name}
        overlay={overlay}
        onScroller={onScroller}
      />
    </Stack>
  );

  return (
    <EditorContext.Provider value={editor}>
      {/* A partner's framed editor is their product: Quire's tour is not theirs to show. */}
      {editable && !isEmbeddedEditor() && <ProductTourHost screenTour="editor" />}
      {!editable ? (
        pagesColumn
      ) : wide ? (
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) 340px',
            gap: 24,
            alignItems: 'start',
          }}
        >
          {pagesColumn}
          <Paper
            withBorder
            radius="lg"
            shadow="xs"
            component="aside"
            aria-label={t('editor.sidebar')}
            data-tour="editor-sidebar"
            style={{ position: 'sticky', top: TOP_OFFSET, overflow: 'hidden' }}
          >
            <EditorSidebar pack={pack} height={`calc(100dvh - ${TOP_OFFSET + 16}px)`} />
          </Paper>
        </Box>
      ) : (
        <>
          {pagesColumn}
          <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={120} hidden={drawerOpen}>
            <Button
              fullWidth
              size="md"
              radius="xl"
              leftSection={<IconForms size={18} />}
              onClick={() => setDrawerOpen(true)}
              style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
              // The sidebar and its tabs live in the drawer this opens: the tour points here.
              data-tour="editor-sidebar editor-panels"
            >
              {armed ? t('editor.tapToPlace') : t('editor.fieldsAndSettings')}
            </Button>
          </Affix>
          <Drawer
            opened={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            position="bottom"
            size="75%"
            title={t('editor.editDocument')}
            radius="lg"
            styles={{ body: { padding: 0, height: 'calc(100% - 60px)' } }}
          >
            <EditorSidebar pack={pack} height="100%" />
          </Drawer>
        </>
      )}
      <EditorMinimap />
      {editable && (
        <QuickFillModal editor={editor} opened={quickFill} onClose={() => setQuickFill(false)} />
      )}
    </EditorContext.Provider>
  );
};
