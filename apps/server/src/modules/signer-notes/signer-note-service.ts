import {
  DOCUMENT_FLAG_DEFAULTS,
  SIGNER_NOTE_MESSAGES,
  SIGNER_NOTE_SIZE,
  canAddSignerNote,
  canChangeSignerNote,
  newDataField,
  type AddUpdateSignerNoteBody,
  type AuditEvent,
  type DataField,
  type SignerNoteInput,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { appendAuditRecord } from '../audit-trail/append-audit-record.ts';
import {
  bumpPack,
  findFieldRowsByUuid,
  insertField,
  updateFieldProperties,
} from '../data-fields/data-field-repository.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import { toDataFieldSummary } from '../documents/document-dto.ts';
import { findChildRows, type DataFieldRow } from '../documents/document-repository.ts';
import { signerActor } from '../signing/signer-identity.ts';
import { lockSigningStep, refuse } from '../signing/signing-service.ts';

export type SignerNoteResult = { message: string; data_field: DataField };

/** What a signer may set on their note; everything else keeps newDataField's defaults. */
const NOTE_KEYS = [
  'page_index',
  'x',
  'y',
  'width',
  'height',
  'data',
  'is_visible_in_final_document',
  'removed',
] as const satisfies readonly (keyof DataField)[];

const assertOnPage = async (tx: Db, packKey: string, note: SignerNoteInput): Promise<void> => {
  const child = (await findChildRows(tx, [packKey])).find((c) => c.key === note.document_key);
  if (!child || note.page_index >= child.page_count)
    throw badRequest(SIGNER_NOTE_MESSAGES.outsidePage);
};

/**
 * POST …/add_update_signer_note: the current signer adds, moves, edits or removes one of their
 * notes (§5), in one transaction with its audit record (the text is kept there, so the trail
 * still shows what was written after an edit or removal).
 */
export const addUpdateSignerNote = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  body: AddUpdateSignerNoteBody,
): Promise<SignerNoteResult> => {
  const found = await loadVisibleDocument(ctx.db, auth, key);
  return ctx.db.transaction(async (tx) => {
    const step = await lockSigningStep(ctx, tx, auth, found, body.signatory_uuid);
    const flags = { ...DOCUMENT_FLAG_DEFAULTS, ...step.pack.flags };
    const refusal = canAddSignerNote({
      status: step.pack.status,
      can_be_annotated: flags.can_be_annotated,
      sequential_signing: flags.sequential_signing,
      signatories: step.people,
      signatory_uuid: step.me.uuid,
    });
    if (refusal) throw refuse(refusal);
    const { note } = body;
    await assertOnPage(tx, step.pack.key, note);
    const [existing] = await findFieldRowsByUuid(tx, [note.uuid]);
    const text = note.data?.trim();
    let row: DataFieldRow;
    let event: AuditEvent;
    if (!existing) {
      if (note.removed) throw badRequest(SIGNER_NOTE_MESSAGES.notYours);
      if (!text) throw badRequest(SIGNER_NOTE_MESSAGES.empty);
      const field = newDataField({
        uuid: note.uuid,
        document_key: note.document_key,
        type: 'note',
        page_index: note.page_index,
        x: note.x,
        y: note.y,
        width: note.width ?? SIGNER_NOTE_SIZE.width,
        height: note.height ?? SIGNER_NOTE_SIZE.height,
        data: text,
        required: false,
        signatory_uuid: null,
        is_visible_in_final_document: note.is_visible_in_final_document ?? true,
        added_by_signatory_uuid: step.me.uuid,
      });
      row = await insertField(tx, field, step.me.name);
      event = 'note_added';
    } else {
      if (!canChangeSignerNote(existing, step.me.uuid) || existing.removed)
        throw forbidden(SIGNER_NOTE_MESSAGES.notYours);
      if (!note.removed && note.data !== undefined && !text)
        throw badRequest(SIGNER_NOTE_MESSAGES.empty);
      const before = toDataFieldSummary(existing);
      const after: DataField = {
        ...before,
        ...Object.fromEntries(
          NOTE_KEYS.flatMap((k) => (note[k] === undefined ? [] : [[k, note[k]]])),
        ),
        ...(text ? { data: text } : {}),
        document_key: existing.document_key,
      };
      row = await updateFieldProperties(tx, after, NOTE_KEYS, step.me.name);
      event = note.removed ? 'note_removed' : 'note_changed';
    }
    await appendAuditRecord(tx, {
      document_key: step.pack.key,
      child_document_key: row.document_key,
      event,
      actor: signerActor(auth, step.me),
      details: {
        note_uuid: row.uuid,
        text: row.data,
        page: row.page_index + 1,
        visible_in_final_document: toDataFieldSummary(row).is_visible_in_final_document,
      },
    });
    await bumpPack(tx, step.pack.key);
    return {
      message: event === 'note_removed' ? SIGNER_NOTE_MESSAGES.removed : SIGNER_NOTE_MESSAGES.saved,
      data_field: toDataFieldSummary(row),
    };
  });
};
