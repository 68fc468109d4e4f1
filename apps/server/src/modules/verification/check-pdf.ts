import { createHash } from 'node:crypto';
import {
  VERIFY_MESSAGES,
  verdictMessage,
  verdictOf,
  type FinalMatch,
  type SealCheck,
  type VerificationAnswer,
} from '@quire/domain';
import { looksLikePdf } from '@quire/pdf/is-pdf';
import { readPdfSignatures, type PdfSignatureCheck } from '@quire/pdf/verify/read-pdf-signatures';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { publicPackSummary } from './pack-summary.ts';
import {
  findDocumentByFinalSha256,
  findFinalsOfSizes,
  findPackOf,
} from './verification-repository.ts';

type Found = { match: FinalMatch; documentKey: string | null; seal: PdfSignatureCheck | null };

/** More finals of one exact size than this is a coincidence the page need not chase further. */
const MAX_CANDIDATES = 10;

const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const commonName = (subject: string | null): string | null =>
  subject
    ?.split('\n')
    .find((part) => part.startsWith('CN='))
    ?.slice(3) ?? subject;

const sealCheckOf = (seal: PdfSignatureCheck | null): SealCheck | null =>
  seal && {
    valid: seal.valid,
    signed_by: commonName(seal.signerSubject),
    timestamp: seal.timestamp && {
      valid: seal.timestamp.valid,
      time: seal.timestamp.time?.toISOString() ?? null,
    },
  };

/** The last seal closing a revision no later than `end` (document time-stamps come after it). */
const sealUpTo = (signatures: PdfSignatureCheck[], end: number): PdfSignatureCheck | null =>
  signatures.findLast((s) => s.kind === 'signature' && s.revisionEnd <= end) ?? null;

/**
 * A copy that is not byte for byte a recorded final, matched to the final it came from: that
 * final followed by more bytes (a later revision), or a file carrying that final's very seal
 * over other bytes (altered in place).
 */
const findChangedFinal = async (
  db: Db,
  blobStore: BlobStore,
  pdf: Buffer,
  signatures: PdfSignatureCheck[],
): Promise<Found> => {
  const sizes = [...new Set([pdf.length, ...signatures.map((s) => s.revisionEnd)])];
  for (const final of await findFinalsOfSizes(db, sizes, MAX_CANDIDATES)) {
    const bytes = await blobStore.get(final.object_key);
    if (bytes.length < pdf.length && pdf.subarray(0, bytes.length).equals(bytes))
      return {
        match: { kind: 'prefix' },
        documentKey: final.document_key,
        seal: sealUpTo(signatures, bytes.length),
      };
    const recorded = new Set(readPdfSignatures(bytes).map((s) => s.cmsSha256));
    const shared = signatures.find((s) => recorded.has(s.cmsSha256));
    if (shared)
      return {
        match: { kind: 'same_seal', appended: pdf.length > bytes.length },
        documentKey: final.document_key,
        seal: shared,
      };
  }
  return { match: { kind: 'none' }, documentKey: null, seal: null };
};

const answerFor = async (db: Db, sha256: string, found: Found): Promise<VerificationAnswer> => {
  const { verdict, changes } = verdictOf(found.match, found.seal?.valid ?? null);
  const pack = found.documentKey ? await findPackOf(db, found.documentKey) : undefined;
  const known = verdict !== 'not_quire' && pack !== undefined;
  return {
    verdict: known ? verdict : 'not_quire',
    message: verdictMessage(known ? verdict : 'not_quire'),
    changes: known ? changes : [],
    sha256,
    pack: known ? await publicPackSummary(db, pack) : null,
    seal: known ? sealCheckOf(found.seal) : null,
  };
};

/**
 * Checks a PDF anyone sent: is it a final Quire sealed here, unchanged or changed after sealing
 * (naming how), is its seal and time-stamp valid, and which pack it closes.
 */
export const checkPdf = async (
  db: Db,
  blobStore: BlobStore,
  input: Uint8Array,
): Promise<VerificationAnswer> => {
  if (!looksLikePdf(input)) throw badRequest(VERIFY_MESSAGES.notAPdf);
  const pdf = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const sha256 = sha256Of(pdf);
  const signatures = readPdfSignatures(pdf);
  const exact = await findDocumentByFinalSha256(db, sha256);
  const found: Found = exact
    ? { match: { kind: 'exact' }, documentKey: exact, seal: sealUpTo(signatures, pdf.length) }
    : await findChangedFinal(db, blobStore, pdf, signatures);
  return answerFor(db, sha256, found);
};

/** Checks a pasted SHA-256: only an exact final can match, and no seal is read. */
export const checkSha256 = async (db: Db, sha256: string): Promise<VerificationAnswer> => {
  const exact = await findDocumentByFinalSha256(db, sha256);
  const answer = await answerFor(db, sha256, {
    match: exact ? { kind: 'exact' } : { kind: 'none' },
    documentKey: exact ?? null,
    seal: null,
  });
  return answer.verdict === 'not_quire'
    ? { ...answer, message: VERIFY_MESSAGES.hashUnknown }
    : answer;
};
