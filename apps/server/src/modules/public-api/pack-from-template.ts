import { PUBLIC_API_MESSAGES, type CreateFromTemplateBody } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { appendAuditRecord, auditActorOf } from '../audit-trail/append-audit-record.ts';
import { fillPackRows, sendRefusal } from '../bulk-sends/bulk-send-row-values.ts';
import { templateMapping } from '../bulk-sends/bulk-send-template.ts';
import { loadVisiblePack } from '../documents/document-access-service.ts';
import { loadPackSources } from '../documents/document-copy.ts';
import {
  blobCopies,
  copyBlobObjects,
  copyIds,
  insertPackRows,
  packRows,
  removeBlobObjects,
} from '../documents/document-copy-rows.ts';
import { changeDocumentStatus } from '../request-signatures/request-signatures-service.ts';
import { packValuesFor } from './pack-from-template-values.ts';

const NAME_MAX = 255;

/**
 * POST /api/v1/templates/{key}/documents: a new document from a template the caller may see, with
 * its signers and field values filled in (packValuesFor) before it is written, and sent at once
 * when asked. Like "Use template" in the app, using a template needs no flag of its own.
 *
 * A send that the §5 checks would refuse is refused before anything is written, so a failed
 * request leaves no half-made document behind; the files are copied before the transaction and
 * removed again if it fails.
 */
export const createPackFromTemplate = async (
  ctx: AppContext,
  auth: Auth,
  templateKey: string,
  body: CreateFromTemplateBody,
): Promise<string> => {
  const { pack: template, actor } = await loadVisiblePack(ctx.db, auth, templateKey);
  if (template.document_type !== 'template' || template.is_deleted)
    throw notFound(PUBLIC_API_MESSAGES.notATemplate);
  const dialing = auth.user.dialing_code ?? ctx.config.defaultDialingCode;
  const sources = await loadPackSources(ctx.db, [template]);
  const { mapping } = await templateMapping(ctx.db, template.key);
  const values = packValuesFor(body, mapping, sources);

  const target = {
    name: (values.document_name?.trim() || template.document_name).slice(0, NAME_MAX),
    documentType: 'document' as const,
    accountKey: actor.account_key,
    createdBy: actor.user_key,
    fromTemplateKey: template.key,
  };
  const ids = copyIds(sources);
  const copies = blobCopies(sources, ids, target, ctx.blobStore.kind);
  const rows = packRows(sources, ids, copies, target, null);
  fillPackRows(sources, rows, values, dialing);
  if (body.send) {
    // Asked here as well as by the send itself, so that a refusal writes nothing.
    requirePermission(actor.permissions, 'document_permissions.can_request_signatures');
    const refusal = sendRefusal(rows, dialing);
    if (refusal) throw badRequest(refusal);
  }

  await copyBlobObjects(ctx.blobStore, copies);
  try {
    await ctx.db.transaction(async (tx: Db) => {
      await insertPackRows(tx, [rows]);
      await appendAuditRecord(tx, {
        document_key: ids.packKey,
        event: 'created',
        actor: auditActorOf(auth.user),
        details: { document_name: target.name, copied_from: [template.key] },
      });
    });
  } catch (error) {
    await removeBlobObjects(
      ctx.blobStore,
      copies.map((c) => c.row.object_key),
    );
    throw error;
  }
  if (body.send) await changeDocumentStatus(ctx, auth, ids.packKey, 'awaiting_signatures');
  return ids.packKey;
};
