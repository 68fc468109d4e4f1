import { VERIFY_MESSAGES } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findBlob } from '../storage/blob-repository.ts';
import { checkPdf } from './check-pdf.ts';
import {
  findVerificationRecord,
  finishVerificationRecord,
} from './verification-record-repository.ts';

/**
 * The verify-document job: runs the public page's check on the uploaded PDF and records its
 * answer ('ok' with the verdict's message) or why it could not ('error': not a PDF, bytes gone).
 * A failure the job cannot recover from is recorded, never retried into the same wall.
 */
export const verifyDocumentHandler =
  (ctx: AppContext) =>
  async ({ verification_key }: { verification_key: string }): Promise<void> => {
    const record = await findVerificationRecord(ctx.db, verification_key);
    if (!record || record.verification_status !== 'checking') return;
    const blob = await findBlob(ctx.db, record.file_key);
    if (!blob || !(await ctx.blobStore.exists(blob.object_key))) {
      await finishVerificationRecord(ctx.db, verification_key, {
        verification_status: 'error',
        message: VERIFY_MESSAGES.uploadFailed,
        sha256: null,
        result: null,
      });
      return;
    }
    const bytes = await ctx.blobStore.get(blob.object_key);
    try {
      const answer = await checkPdf(ctx.db, ctx.blobStore, bytes);
      await finishVerificationRecord(ctx.db, verification_key, {
        verification_status: 'ok',
        message: answer.message,
        sha256: answer.sha256,
        result: answer,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await finishVerificationRecord(ctx.db, verification_key, {
        verification_status: 'error',
        message: error.message,
        sha256: null,
        result: null,
      });
    }
  };
