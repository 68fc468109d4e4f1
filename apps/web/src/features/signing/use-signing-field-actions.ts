import {
  SIGNING_TIMING,
  approvedFieldData,
  declinedFieldData,
  nextWizardField,
  type Signatory,
} from '@quire/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-client.ts';
import { showDanger } from '../../app/notices.ts';
import type { PackDto } from '../documents/documents-api.ts';
import { isTypedField } from './field-name.ts';
import type { AdoptedSignature } from '../../components/signature/signature-modal.tsx';
import type { SigningFieldActions } from './signing-field-actions.ts';
import { uploadFieldFile } from './upload-field-file.ts';
import type { useFieldFocus } from './use-field-focus.ts';
import type { SigningField, SigningState } from './use-signing-state.ts';

const EXECUTABLE = /\.(exe|msi|bat|cmd|com|scr)$/i;

type SignKind = 'signature' | 'initial';

type Options = {
  pack: PackDto;
  me: Signatory;
  state: SigningState;
  focus: ReturnType<typeof useFieldFocus>;
  /** A desktop-wide screen: a phone edits small typed fields in the field sheet instead. */
  wide: boolean;
  /** One-click signing (§3 use_one_click_signature/initial): the newest saved ones, if any. */
  savedSignature: (kind: SignKind) => AdoptedSignature | null;
  onReject: () => void;
};

/**
 * What the signer's fields do when used: type, tick, sign (one click once a signature is adopted;
 * with one-click signing, every field of that kind),
 * attach a file (no executables, §5), approve and decline (§4), and on a phone open the field
 * sheet. Owns the signature being adopted, the field sheet's field and the hidden file input.
 */
export const useSigningFieldActions = ({
  pack,
  me,
  state,
  focus,
  wide,
  savedSignature,
  onReject,
}: Options) => {
  const { t } = useTranslation();
  const [signing, setSigning] = useState<SigningField | null>(null);
  const [sheetUuid, setSheetUuid] = useState<string | null>(null);
  const adopted = useRef<Partial<Record<SignKind, AdoptedSignature>>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const attaching = useRef<SigningField | null>(null);
  const latest = useRef(state);
  const autoFill = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = state;
  });
  useEffect(() => () => clearTimeout(autoFill.current), []);

  const oneClickAllowed = (kind: SignKind) =>
    kind === 'signature' ? pack.use_one_click_signature : pack.use_one_click_initial;

  /**
   * §9 one-click signing: 250 ms after the first, the signer's other empty fields of the same kind
   * take the same signature (or initials), so one click signs them all.
   */
  const fillTheRest = (kind: SignKind, signature: AdoptedSignature) => {
    clearTimeout(autoFill.current);
    autoFill.current = setTimeout(() => {
      for (const f of latest.current.mine)
        if (f.type === kind && f.signatory_uuid === me.uuid && !f.file_key && !f.blob_url)
          latest.current.edit(f.uuid, {
            file_key: signature.blob_key,
            blob_url: signature.blob_url,
          });
    }, SIGNING_TIMING.oneClickAutoFillMs);
  };

  const applySignature = (field: SigningField, signature: AdoptedSignature) => {
    const kind = field.type as SignKind;
    state.edit(field.uuid, { file_key: signature.blob_key, blob_url: signature.blob_url });
    adopted.current[kind] = signature;
    if (oneClickAllowed(kind)) fillTheRest(kind, signature);
  };

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
      onReject();
    },
  };

  const onFile = async (file: File | undefined) => {
    const field = attaching.current;
    if (!file || !field) return;
    if (EXECUTABLE.test(file.name)) {
      showDanger(t('signer.messages.noExecutables'));
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
      showDanger(t('signer.messages.uploadFailed', { reason: errorMessageOf(error) }));
    }
  };

  const sheetField = state.shown.find((f) => f.uuid === sheetUuid && f.role === 'fill');

  return {
    actions,
    /** The signature or initial field whose signature modal is open. */
    signing,
    closeSigning: () => setSigning(null),
    adoptSignature: (signature: AdoptedSignature) => {
      if (signing) applySignature(signing, signature);
      setSigning(null);
    },
    /** On a phone, the text or date field being typed in (edited in the field sheet). */
    sheetField,
    closeSheet: () => setSheetUuid(null),
    fileInput,
    onFile,
  };
};
