import { createHash } from 'node:crypto';
import { auditTrailPdf } from '@quire/pdf/seal';
import { PUBLIC_API_MESSAGES } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { findAuditRecords } from '../audit-trail/audit-record-repository.ts';
import { auditTrailEntries } from '../audit-trail/audit-trail-entries.ts';
import { getAuditTrail } from '../audit-trail/audit-trail-service.ts';
import { loadVisiblePack } from '../documents/document-access-service.ts';
import { downloadName, servePdf, type Download } from '../documents/document-download-service.ts';

/** GET /api/v1/documents/{key}/final: the sealed PDF, once the document is complete (409 before). */
export const downloadFinal = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<Download> => {
  const { pack } = await loadVisiblePack(ctx.db, auth, key);
  if (pack.status !== 'complete' || !pack.final_file_key)
    throw new AppError(409, PUBLIC_API_MESSAGES.notComplete);
  return servePdf(ctx, auth, pack.key);
};

/**
 * GET /api/v1/documents/{key}/audit_trail: the trail as PDF pages, printed as the seal prints
 * them. Who may read it is the audit trail's own rule (getAuditTrail: team members, once
 * signatures have been requested). The fingerprint is the one the seal recorded once there is a
 * final, else that of the document as it stands now.
 */
export const downloadAuditTrail = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<Download> => {
  const { pack } = await loadVisiblePack(ctx.db, auth, key);
  await getAuditTrail(ctx, auth, pack.key, undefined);
  const records = await findAuditRecords(ctx.db, pack.key);
  const sealed = records.findLast((r) => r.event === 'sealed')?.details as
    { sha256_original?: string } | undefined;
  const sha256 =
    sealed?.sha256_original ??
    createHash('sha256')
      .update((await servePdf(ctx, auth, pack.key)).body)
      .digest('hex');
  const body = await auditTrailPdf(
    {
      document_name: pack.document_name,
      entries: auditTrailEntries(records),
    },
    sha256,
  );
  return {
    filename: downloadName(`${pack.document_name} audit trail`, 'pdf'),
    contentType: 'application/pdf',
    body,
  };
};
