import { Affix, Box, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  MESSAGES,
  OWN_FIELD_COLOUR,
  approvedFieldData,
  dateFormatOf,
  declinedFieldData,
  nextWizardField,
  signatoryColour,
  type DataField,
  type FieldRule,
  type Signatory,
} from '@quire/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { errorMessageOf } from '../../app/api-client.ts';
import { showDanger } from '../../app/notices.ts';
import type { PackChild, PackDto } from '../documents/documents-api.ts';
import { PageImages, type PageOverlay } from '../documents/view/page-images.tsx';
import { pagesOfChild } from '../documents/view/pages-of-child.ts';
import { DraftSaveIndicator } from './drafts/draft-save-indicator.tsx';
import type { SigningDraft } from './drafts/signing-draft-api.ts';
import { useDraftAutosave } from './drafts/use-draft-autosave.ts';
import { isTypedField } from './field-name.ts';
import { FieldSheet } from './field-sheet.tsx';
import { RejectModal } from './reject-modal.tsx';
import { SignatureModal, type AdoptedSignature } from './signature/signature-modal.tsx';
import { SigningBar } from './signing-bar.tsx';
import { SupportingDocuments } from './supporting-documents.tsx';
import type { SigningFieldActions } from './signing-field.tsx';
import { SigningFieldLayer } from './signing-field-layer.tsx';
import { SigningToolbar } from './signing-toolbar.tsx';
import { uploadFieldFile } from './upload-field-file.ts';
import { useFieldFocus } from './use-field-focus.ts';
import { useSigningFlow } from './use-signing-flow.ts';
import { useSigningState, type SigningField } from './use-signing-state.ts';
import { useSigningZoom } from './use-signing-zoom.ts';
import { VerificationCodeModal } from './verification-code-modal.tsx';

const NARROW_BREAKPOINT = 768;
const EXECUTABLE = /\.(exe|msi|bat|cmd|com|scr)$/i;

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

type SignKind = 'signature' | 'initial';

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
  const children = useMemo(
    () => [...pack.child_documents].sort((a, b) => a.position - b.position),
    [pack.child_documents],
  );
  const childOrder = useMemo(() => children.map((c) => c.key), [children]);
  const state = useSigningState({
    fields,
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
  const [childKey, setChildKey] = useState(children[0]?.key ?? '');
  const child = children.find((c) => c.key === childKey) ?? children[0];
  const focus = useFieldFocus(state.shown, setChildKey, childKey);
  const flow = useSigningFlow({ pack, me, state, showField: focus.show, inPerson, drafts });
  const wide = useMediaQuery(`(min-width: ${NARROW_BREAKPOINT}px)`, true);
  const [signing, setSigning] = useState<SigningField | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const adopted = useRef<Partial<Record<SignKind, AdoptedSignature>>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const attaching = useRef<SigningField | null>(null);
  const zoom = useSigningZoom();
  const dateFormat = dateFormatOf(pack.date_format);
  // On a phone, the text or date field being typed in is edited in the field sheet.
  const [sheetUuid, setSheetUuid] = useState<string | null>(null);
  const sheetField = state.shown.find((f) => f.uuid === sheetUuid && f.role === 'fill');

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
      return owner?.name || owner?.role || 'the sender';
    },
    [signatoryByUuid],
  );

  const next = () => {
    const target = nextWizardField(state.order, state.incomplete, focus.current);
    if (target) focus.show(target);
    else void flow.finish();
  };

  const applySignature = (field: SigningField, signature: AdoptedSignature) => {
    state.edit(field.uuid, { file_key: signature.blob_key, blob_url: signature.blob_url });
    adopted.current[field.type as SignKind] = signature;
  };

  const oneClickAllowed = (kind: SignKind) =>
    kind === 'signature' ? pack.use_one_click_signature : pack.use_one_click_initial;

  const actions: SigningFieldActions = {
    edit: state.edit,
    toggle: state.toggle,
    focus: focus.set,
    open: (uuid) => {
      const field = state.shown.find((f) => f.uuid === uuid);
      if (!wide && field?.role === 'fill' && isTypedField(field)) setSheetUuid(uuid);
    },
    sign: (field) => {
      const kind = field.type as SignKind;
      const ready = adopted.current[kind] ?? (oneClickAllowed(kind) ? savedSignature(kind) : null);
      if (ready && !field.file_key) applySignature(field, ready);
      else setSigning(field);
    },
    attach: (field) => {
      attaching.current = field;
      fileInput.current?.click();
    },
    approve: (field) => {
      state.edit(field.uuid, { data: approvedFieldData(me.name) });
      const target = nextWizardField(state.order, state.incomplete, field.uuid);
      if (target && target !== field.uuid) focus.show(target);
    },
    decline: (field) => {
      state.edit(field.uuid, { data: declinedFieldData(me.name) });
      setRejecting(true);
    },
  };

  const onFile = async (file: File | undefined) => {
    const field = attaching.current;
    if (!file || !field) return;
    if (EXECUTABLE.test(file.name)) {
      showDanger(MESSAGES.noExecutables);
      return;
    }
    try {
      const type = field.type === 'image' ? 'image' : 'file';
      const uploaded = await uploadFieldFile(pack.key, file, type, () => undefined);
      state.edit(field.uuid, {
        file_key: uploaded.blob_key,
        filename: uploaded.filename,
        blob_url: uploaded.blob_url,
      });
    } catch (error) {
      showDanger(`Error uploading your file:/ ${errorMessageOf(error)}`);
    }
  };

  const missing = flow.attempted ? state.incomplete : new Set<string>();
  const overlay: PageOverlay = (pageIndex, size) =>
    child ? (
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
    ) : null;

  const required = state.mine.filter((f) => f.required && f.signatory_uuid === me.uuid);
  const bar = (
    <SigningBar
      packName={pack.document_name}
      done={required.length - required.filter((f) => state.incomplete.has(f.uuid)).length}
      total={required.length}
      busy={flow.busy}
      wizardLabel={pack.use_signing_wizard ? (focus.current === null ? 'Start' : 'Next') : null}
      onNext={next}
      onFinish={() => void flow.finish()}
      onSignLater={() => void flow.signLater()}
      onReject={() => setRejecting(true)}
      compact={!wide}
      saveStatus={<DraftSaveIndicator state={drafts.state} />}
    />
  );

  return (
    <Stack gap="md" pb={wide ? 0 : 140}>
      {wide && (
        <Box pos="sticky" top={8} style={{ zIndex: 30 }}>
          {bar}
        </Box>
      )}
      <SupportingDocuments packKey={pack.key} />
      {children.length > 1 && (
        <Tabs value={child?.key ?? null} onChange={(v) => v && setChildKey(v)}>
          <Tabs.List>
            {children.map((c) => (
              <Tabs.Tab key={c.key} value={c.key}>
                {c.document_name}
                <ChildCount
                  child={c}
                  left={
                    state.order.filter(
                      (u) =>
                        state.incomplete.has(u) &&
                        state.shown.find((f) => f.uuid === u)?.document_key === c.key,
                    ).length
                  }
                />
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <SigningToolbar packKey={pack.key} zoom={zoom} />
      {child && (
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
          onClose={() => setSheetUuid(null)}
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
          onClose={() => setSigning(null)}
          onAdopt={(signature) => {
            applySignature(signing, signature);
            setSigning(null);
          }}
        />
      )}
      <RejectModal
        opened={rejecting}
        packName={pack.document_name}
        child={pack.can_reject_individual_documents && children.length > 1 ? (child ?? null) : null}
        busy={flow.busy}
        onClose={() => setRejecting(false)}
        onReject={flow.reject}
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
  );
};

const ChildCount = ({ child, left }: { child: PackChild; left: number }) =>
  left > 0 ? (
    <Text
      span
      size="xs"
      c="red.7"
      ml={6}
      aria-label={`${left} fields to fill in ${child.document_name}`}
    >
      {left}
    </Text>
  ) : null;
