import { Affix, Box, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  OWN_FIELD_COLOUR,
  dateFormatOf,
  fieldAutocompleteEntries,
  nextWizardField,
  signatoryColour,
  type DataField,
  type FieldRule,
  type Signatory,
} from '@quire/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackDto } from '../documents/documents-api.ts';
import { PageImages, type PageOverlay } from '../documents/view/page-images.tsx';
import { pagesOfChild } from '../documents/view/pages-of-child.ts';
import { DraftSaveIndicator } from './drafts/draft-save-indicator.tsx';
import type { SigningDraft } from './drafts/signing-draft-api.ts';
import { useDraftAutosave } from './drafts/use-draft-autosave.ts';
import { FieldSheet } from './field-sheet.tsx';
import { RejectModal } from './reject-modal.tsx';
import {
  SignatureModal,
  type AdoptedSignature,
} from '../../components/signature/signature-modal.tsx';
import { MetaDataFieldsContext } from './meta-data/meta-data-fields-context.ts';
import { SigningBar } from './signing-bar.tsx';
import { SigningChildTabs } from './signing-child-tabs.tsx';
import { SupportingDocuments } from './supporting-documents.tsx';
import { SigningFieldLayer } from './signing-field-layer.tsx';
import { SigningToolbar } from './signing-toolbar.tsx';
import { useFieldFocus } from './use-field-focus.ts';
import { useSigningFieldActions } from './use-signing-field-actions.ts';
import { useSigningFlow } from './use-signing-flow.ts';
import { useEmbeddedSigning } from './use-embedded-signing.ts';
import { useEmbedUi } from '../../app/embed/embed-ui.ts';
import { useSigningState, type SigningField } from './use-signing-state.ts';
import { useSigningZoom } from './use-signing-zoom.ts';
import { VerificationCodeModal } from './verification-code-modal.tsx';
import { AddNoteButton } from './notes/add-note-button.tsx';
import { SignerNoteModal } from './notes/signer-note-modal.tsx';
import { SignerNotesLayer } from './notes/signer-notes-layer.tsx';
import { useSignerNotes } from './notes/use-signer-notes.ts';
import { SignerFormView } from './form-view/signer-form-view.tsx';
import { SigningViewSwitch } from './form-view/signing-view-switch.tsx';
import { formOrderOf, useSignerFormView } from './form-view/use-signer-form-view.ts';
import { useDoneSigningCue } from './finishing/use-done-signing-cue.ts';
import { useNextDocument } from './finishing/use-next-document.ts';

const NARROW_BREAKPOINT = 768;

type Props = {
  pack: PackDto;
  me: Signatory;
  isMultiEdit: boolean;
  fields: DataField[];
  rules: FieldRule[];
  /** One-click signing (§3 use_one_click_signature/initial): the newest saved ones, if any. */
  savedSignature: (kind: 'signature' | 'initial') => AdoptedSignature | null;
  /** Signing in person, handed over by the owner (ADR 0010). */
  inPerson: boolean;
  /** The signer's saved work (null when it could not be read). */
  draft: SigningDraft | null;
};

/** The signer's pack: every child's pages with the fields over them, the bar and the modals. */
export const SigningWorkspace = ({
  pack,
  me,
  isMultiEdit,
  fields,
  rules,
  savedSignature,
  inPerson,
  draft,
}: Props) => {
  const { t } = useTranslation();
  const children = useMemo(
    () => [...pack.child_documents].sort((a, b) => a.position - b.position),
    [pack.child_documents],
  );
  const childOrder = useMemo(() => children.map((c) => c.key), [children]);
  // Notes (§5) are drawn and edited by the notes layer, not filled like the form's fields.
  const formFields = useMemo(() => fields.filter((f) => f.type !== 'note'), [fields]);
  const fieldEntries = useMemo(() => fieldAutocompleteEntries(formFields), [formFields]);
  const notes = useSignerNotes({
    packKey: pack.key,
    signerUuid: me.uuid,
    fields,
    allowed: pack.can_be_annotated,
  });
  const state = useSigningState({
    fields: formFields,
    rules,
    signerUuid: me.uuid,
    isMultiEdit,
    childOrder,
    draft,
  });
  const drafts = useDraftAutosave({
    packKey: pack.key,
    signerUuid: me.uuid,
    draft,
    values: state.draftValues,
    onRemote: state.adopt,
  });
  const fieldsByUuid = useMemo(() => new Map(state.shown.map((f) => [f.uuid, f])), [state.shown]);
  const [childKey, setChildKey] = useState(children[0]?.key ?? '');
  const child = children.find((c) => c.key === childKey) ?? children[0];
  const focus = useFieldFocus(state.shown, setChildKey, childKey);
  const formView = useSignerFormView(pack);
  const onPages = formView.mode === 'pages';
  const formOrder = formOrderOf(formView, state.order);
  const ordered = formOrder ? { ...state, order: formOrder } : state;
  const flow = useSigningFlow({
    pack,
    me,
    state: ordered,
    showField: focus.show,
    inPerson,
    drafts,
  });
  const ui = useEmbedUi();
  useEmbeddedSigning({
    packKey: pack.key,
    me,
    childKeys: childOrder,
    childKey: child?.key ?? '',
    selectChild: setChildKey,
    flow,
  });
  const wide = useMediaQuery(`(min-width: ${NARROW_BREAKPOINT}px)`, true);
  const nextDocument = useNextDocument({
    childOrder,
    childKey: child?.key ?? '',
    selectChild: setChildKey,
    state,
    showField: focus.show,
  });
  const [rejecting, setRejecting] = useState(false);
  const zoom = useSigningZoom();
  const dateFormat = dateFormatOf(pack.date_format);
  const {
    actions,
    signing,
    closeSigning,
    adoptSignature,
    sheetField,
    closeSheet,
    fileInput,
    onFile,
  } = useSigningFieldActions({
    pack,
    me,
    state,
    focus,
    wide,
    savedSignature,
    onReject: () => setRejecting(true),
  });

  const signatoryByUuid = useMemo(
    () => new Map(pack.signatories.map((s) => [s.uuid, s])),
    [pack.signatories],
  );
  const colourOf = useCallback(
    (f: SigningField) => {
      if (f.role === 'fill') return OWN_FIELD_COLOUR;
      const owner = f.signatory_uuid ? signatoryByUuid.get(f.signatory_uuid) : undefined;
      return owner ? owner.colour || signatoryColour(owner.position) : '#808080';
    },
    [signatoryByUuid],
  );
  const nameOf = useCallback(
    (f: SigningField) => {
      const owner = f.signatory_uuid ? signatoryByUuid.get(f.signatory_uuid) : undefined;
      return owner?.name || owner?.role || t('signer.theSender');
    },
    [signatoryByUuid, t],
  );

  const next = () => {
    const target = nextWizardField(ordered.order, state.incomplete, focus.current);
    if (target) focus.show(target);
    else void flow.finish();
  };

  const missing = flow.attempted ? state.incomplete : new Set<string>();
  const overlay: PageOverlay = (pageIndex, size) =>
    child ? (
      <>
        <SigningFieldLayer
          fields={state.shown.filter(
            (f) => f.document_key === child.key && f.page_index === pageIndex,
          )}
          packKey={pack.key}
          meta={child.image_blob_metadata?.[pageIndex]}
          width={size.width}
          colourOf={colourOf}
          nameOf={nameOf}
          signerName={me.name}
          current={focus.current}
          missing={missing}
          dateFormat={dateFormat}
          actions={actions}
        />
        <SignerNotesLayer
          notes={notes}
          childKey={child.key}
          pageIndex={pageIndex}
          meta={child.image_blob_metadata?.[pageIndex]}
          width={size.width}
          height={size.height}
          nameOf={(note) =>
            signatoryByUuid.get(note.added_by_signatory_uuid ?? '')?.name || t('signer.theSender')
          }
        />
      </>
    ) : null;

  const required = state.mine.filter((f) => f.required && f.signatory_uuid === me.uuid);
  const cue = useDoneSigningCue(required.length > 0 && state.incomplete.size === 0, flow.busy);
  const bar = (
    <SigningBar
      packName={pack.document_name}
      done={required.length - required.filter((f) => state.incomplete.has(f.uuid)).length}
      total={required.length}
      busy={flow.busy}
      wizardLabel={
        pack.use_signing_wizard
          ? focus.current === null
            ? t('signer.wizard.start')
            : t('signer.wizard.next')
          : null
      }
      onNext={next}
      onFinish={() => void flow.finish()}
      onSignLater={() => void flow.signLater()}
      onReject={() => setRejecting(true)}
      compact={!wide}
      saveStatus={<DraftSaveIndicator state={drafts.state} />}
      cue={cue}
    />
  );

  return (
    <MetaDataFieldsContext.Provider value={fieldsByUuid}>
      <Stack gap="md" pb={wide ? 0 : 140}>
        {wide && (
          <Box pos="sticky" top={8} style={{ zIndex: 30 }}>
            {bar}
          </Box>
        )}
        <SupportingDocuments packKey={pack.key} />
        <SigningViewSwitch mode={formView.mode} onChange={formView.setMode} />
        {!onPages && (
          <SignerFormView
            packKey={pack.key}
            form={formView}
            mine={state.mine}
            missing={missing}
            dateFormat={dateFormat}
            actions={actions}
            onScroller={focus.onScroller}
          />
        )}
        {onPages && children.length > 1 && ui.tabs_visible && (
          <SigningChildTabs
            documents={children}
            selected={child?.key ?? null}
            onSelect={setChildKey}
            state={state}
            visited={nextDocument.visited}
            onNextDocument={nextDocument.next}
          />
        )}
        {onPages && ui.toolbar_visible && (
          <SigningToolbar packKey={pack.key} zoom={zoom}>
            <AddNoteButton notes={notes} />
          </SigningToolbar>
        )}
        {onPages && child && (
          <PageImages
            key={child.key}
            pages={pagesOfChild(child)}
            documentName={child.document_name}
            overlay={overlay}
            onScroller={focus.onScroller}
            zoom={zoom.zoom}
          />
        )}
        {sheetField && !wide && (
          <FieldSheet
            field={sheetField}
            dateFormat={dateFormat}
            onEdit={state.edit}
            onClose={closeSheet}
          />
        )}
        {!wide && (
          <Affix position={{ bottom: 0, left: 0, right: 0 }} zIndex={150}>
            {bar}
          </Affix>
        )}
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-hidden
          onChange={(e) => {
            void onFile(e.currentTarget.files?.[0]);
            e.currentTarget.value = '';
          }}
        />
        {signing && (
          <SignatureModal
            opened
            kind={signing.type === 'initial' ? 'initial' : 'signature'}
            signerName={me.name}
            methods={{
              drawn: pack.can_use_drawn_signature,
              typed: pack.can_use_typed_signature,
              upload: pack.can_use_uploaded_signature,
            }}
            onClose={closeSigning}
            onAdopt={adoptSignature}
          />
        )}
        <SignerNoteModal notes={notes} fieldEntries={fieldEntries} />
        <RejectModal
          opened={rejecting}
          packName={pack.document_name}
          child={
            pack.can_reject_individual_documents && children.length > 1 ? (child ?? null) : null
          }
          busy={flow.busy}
          onClose={() => setRejecting(false)}
          onReject={flow.reject}
          fieldEntries={fieldEntries}
        />
        <VerificationCodeModal
          opened={flow.codeOpen}
          packKey={pack.key}
          me={me}
          busy={flow.busy}
          codeRequired={pack.use_two_factor_authentication}
          inPerson={inPerson}
          onClose={flow.closeCode}
          onVerify={flow.complete}
        />
      </Stack>
    </MetaDataFieldsContext.Provider>
  );
};
