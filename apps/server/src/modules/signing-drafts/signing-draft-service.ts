import {
  SIGNING_DRAFT_MESSAGES,
  SIGNING_MESSAGES,
  canFillField,
  canSignNow,
  draftFieldsWhere,
  isMultiEditSigner,
  mergeDraftFields,
  type SaveSigningDraftBody,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import {
  findChildRows,
  findDataFieldRows,
  type DataFieldRow,
} from '../documents/document-repository.ts';
import { assertOwnFiles } from '../signing/signing-fields.ts';
import { lockSigningStep, refuse, signingPackOf } from '../signing/signing-service.ts';
import { findSigningDraft, storeSigningDraft } from './signing-draft-repository.ts';
import { signingDraftView, type SigningDraftView } from './signing-draft-view.ts';

/**
 * The locked pack, the signatory the caller acts for (404/403, ADR 0010), refused unless the
 * signatory may sign now (§4: pack and signatory awaiting signatures, their turn), and the pack's
 * live fields with those the signatory may fill.
 */
const openDraftStep = async (ctx: AppContext, tx: Db, auth: Auth, key: string, uuid: string) => {
  const found = await loadVisibleDocument(tx, auth, key);
  const step = await lockSigningStep(ctx, tx, auth, found, uuid);
  const pack = signingPackOf(step.pack);
  const refusal = canSignNow(pack, step.people, step.me.uuid);
  if (refusal) throw refuse(refusal);
  const children = await findChildRows(tx, [step.pack.key]);
  const fields = await findDataFieldRows(
    tx,
    children.map((c) => c.key),
  );
  const isMultiEdit = isMultiEditSigner(pack, step.people, step.me.uuid);
  const fillable = new Set(
    fields.filter((f) => canFillField(f, step.me.uuid, isMultiEdit)).map((f) => f.uuid),
  );
  return { step, fields, fillable };
};

/** GET signing_draft/{uuid}: the signatory's draft (revision 0 and no fields when none). */
export const readSigningDraft = (
  ctx: AppContext,
  auth: Auth,
  key: string,
  uuid: string,
): Promise<{ draft: SigningDraftView }> =>
  ctx.db.transaction(async (tx) => {
    const { step, fillable } = await openDraftStep(ctx, tx, auth, key, uuid);
    const row = await findSigningDraft(tx, step.me.uuid);
    const fields = draftFieldsWhere(row?.fields ?? {}, (u) => fillable.has(u));
    return { draft: await signingDraftView(tx, step.pack.key, step.me.uuid, row, fields) };
  });

/** 404 for a field not in the pack, 403 for one the signer may not fill or a file not theirs. */
const checkChanges = async (
  tx: Db,
  input: { fields: DataFieldRow[]; fillable: Set<string>; signerUuid: string; callerKey: string },
  changes: SaveSigningDraftBody['fields'],
): Promise<void> => {
  const byUuid = new Map(input.fields.map((f) => [f.uuid, f]));
  const attached: { field: DataFieldRow; file_key: string }[] = [];
  for (const [uuid, value] of Object.entries(changes)) {
    const field = byUuid.get(uuid);
    if (!field) throw notFound(SIGNING_MESSAGES.fieldNotFound);
    if (!input.fillable.has(uuid)) throw forbidden(SIGNING_MESSAGES.notYourField);
    if (value.file_key && value.file_key !== field.file_key)
      attached.push({ field, file_key: value.file_key });
  }
  await assertOwnFiles(tx, input, attached);
};

/**
 * POST signing_draft/{uuid}: merges the changed fields into the stored draft, field by field
 * (ADR 0014). A save based on an older revision (another tab or device saved since) is
 * merged the same way and answered with `merged: true` and the whole draft, so the client takes
 * in the other device's fields; nothing is written unless every change is allowed.
 */
export const saveSigningDraft = (
  ctx: AppContext,
  auth: Auth,
  key: string,
  uuid: string,
  body: SaveSigningDraftBody,
): Promise<{ message: string; merged: boolean; draft: SigningDraftView }> =>
  ctx.db.transaction(async (tx) => {
    const { step, fields, fillable } = await openDraftStep(ctx, tx, auth, key, uuid);
    await checkChanges(
      tx,
      { fields, fillable, signerUuid: step.me.uuid, callerKey: auth.user.key },
      body.fields,
    );
    const stored = await findSigningDraft(tx, step.me.uuid);
    const current = draftFieldsWhere(stored?.fields ?? {}, (u) => fillable.has(u));
    const revision = stored?.revision ?? 0;
    const row = await storeSigningDraft(tx, {
      signatory_uuid: step.me.uuid,
      document_key: step.pack.key,
      fields: mergeDraftFields(current, body.fields),
      revision: revision + 1,
    });
    return {
      message: SIGNING_DRAFT_MESSAGES.saved,
      merged: body.revision !== revision,
      draft: await signingDraftView(tx, step.pack.key, step.me.uuid, row, row.fields),
    };
  });
