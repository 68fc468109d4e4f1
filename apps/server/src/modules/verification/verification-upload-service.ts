import { MESSAGES, VERIFY_MESSAGES, verificationUrl } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { verifyDocumentJob } from '../../jobs/verify-document.job.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import { insertBlob } from '../storage/blob-repository.ts';
import {
  UPLOAD_URL_TTL_SECONDS,
  signUploadUrl,
  uploadSigningKey,
} from '../storage/upload-url-signature.ts';
import {
  claimUploadIntent,
  findUploadIntent,
  insertUploadIntent,
} from '../uploads/upload-intent-repository.ts';
import { maxUploadBytes } from '../uploads/upload-url-service.ts';
import {
  findVerificationRecord,
  findVerificationRecords,
  insertVerificationRecord,
  type VerificationRecordRow,
} from './verification-record-repository.ts';

/** The upload intent's purpose: a PDF to check, not a document to add. */
export const VERIFICATION_UPLOAD_PURPOSE = 'verification';

/**
 * GET /app/get_verification_upload_url (§7): anyone who can see the document may check a PDF
 * against it. The URL is the same signed PUT (or S3 presigned URL) as a document upload's.
 */
export const getVerificationUploadUrl = async (
  ctx: AppContext,
  auth: Auth,
  documentKey: string,
): Promise<{ url: string; file_key: string }> => {
  const { doc } = await loadVisibleDocument(ctx.db, auth, documentKey);
  const fileKey = newKey();
  const objectKey = `verifications/${fileKey}.pdf`;
  const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
  await insertUploadIntent(ctx.db, {
    file_key: fileKey,
    purpose: VERIFICATION_UPLOAD_PURPOSE,
    user_key: auth.user.key,
    account_key: auth.userAccount?.account_key ?? null,
    document_pack_key: doc.key,
    filename: 'verification.pdf',
    max_size_bytes: maxUploadBytes(ctx),
    object_key: objectKey,
    expires_at: new Date(expires * 1000),
  });
  const url = ctx.blobStore.presignPut
    ? await ctx.blobStore.presignPut(objectKey, 'application/pdf', UPLOAD_URL_TTL_SECONDS)
    : signUploadUrl(await uploadSigningKey(ctx.db), fileKey, expires);
  return { url, file_key: fileKey };
};

/**
 * GET /app/document_verification_upload_success (§7): the bytes arrived, so a record starts
 * 'checking' and the check is queued with it; bytes that never arrived record 'error' with the
 * §8 message. The file key is the caller's own secret from the step before, so a forged link
 * cannot name one (the spec makes this a GET).
 */
export const completeVerificationUpload = async (
  ctx: AppContext,
  auth: Auth,
  input: { file_key: string; document_key: string },
): Promise<{ verification_key: string }> => {
  const { doc } = await loadVisibleDocument(ctx.db, auth, input.document_key);
  const intent = await findUploadIntent(ctx.db, input.file_key);
  if (
    !intent ||
    intent.purpose !== VERIFICATION_UPLOAD_PURPOSE ||
    intent.user_key !== auth.user.key ||
    intent.document_pack_key !== doc.key
  )
    throw notFound(MESSAGES.notFound);
  const size = await ctx.blobStore.size(intent.object_key);
  const verificationKey = newKey();
  const record = {
    verification_key: verificationKey,
    document_key: doc.key,
    user_key: auth.user.key,
    file_key: intent.file_key,
  };
  await ctx.db.transaction(async (tx) => {
    if (!(await claimUploadIntent(tx, intent.file_key))) throw notFound(MESSAGES.notFound);
    if (!size) {
      await insertVerificationRecord(tx, {
        ...record,
        verification_status: 'error',
        message: VERIFY_MESSAGES.uploadFailed,
      });
      return;
    }
    await insertBlob(tx, {
      key: intent.file_key,
      storage: ctx.blobStore.kind,
      object_key: intent.object_key,
      content_type: 'application/pdf',
      size_bytes: size,
      filename: intent.filename,
      purpose: VERIFICATION_UPLOAD_PURPOSE,
      document_key: doc.key,
      account_key: intent.account_key,
      created_by: auth.user.key,
    });
    await insertVerificationRecord(tx, { ...record, verification_status: 'checking' });
    await ctx.queue.enqueue(tx, verifyDocumentJob, { verification_key: verificationKey });
  });
  if (!size) throw badRequest(VERIFY_MESSAGES.uploadFailed);
  return { verification_key: verificationKey };
};

export type VerificationRecordView = Pick<
  VerificationRecordRow,
  'verification_key' | 'document_key' | 'verification_status' | 'message' | 'sha256' | 'result'
> & { date_created: string };

const viewOf = (r: VerificationRecordRow): VerificationRecordView => ({
  verification_key: r.verification_key,
  document_key: r.document_key,
  verification_status: r.verification_status,
  message: r.message,
  sha256: r.sha256,
  result: r.result,
  date_created: r.date_created.toISOString(),
});

/** One record, to whoever can see its document (404 to anyone else, as for the document). */
export const verificationRecordFor = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<VerificationRecordView> => {
  const record = await findVerificationRecord(ctx.db, key);
  if (!record) throw notFound(MESSAGES.notFound);
  await loadVisibleDocument(ctx.db, auth, record.document_key);
  return viewOf(record);
};

const RECENT_CHECKS = 10;

/** The document's public verification link (once sealed) and its latest checks. */
export const documentVerifications = async (ctx: AppContext, auth: Auth, documentKey: string) => {
  const { doc, pack } = await loadVisibleDocument(ctx.db, auth, documentKey);
  return {
    verification_url: pack.verification_id
      ? verificationUrl(ctx.config.publicUrl, pack.verification_id)
      : null,
    verifications: (await findVerificationRecords(ctx.db, doc.key, RECENT_CHECKS)).map(viewOf),
  };
};
