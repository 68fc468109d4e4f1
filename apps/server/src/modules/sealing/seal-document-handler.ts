import { createHash } from 'node:crypto';
import { DOCUMENT_FLAG_DEFAULTS, dateFormatOf, type DocumentFlag } from '@quire/domain';
import { mergePdfs } from '@quire/pdf/merge-pdfs';
import {
  createSealSigner,
  loadOrCreateSealingCertificate,
  sealPdf,
  type Certificate,
  type SealResult,
  type SealSigner,
} from '@quire/pdf/seal';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { newKey } from '../../lib/ids.ts';
import { appendAuditRecord } from '../audit-trail/append-audit-record.ts';
import { lockAuditChain } from '../audit-trail/audit-record-repository.ts';
import { toDataFieldSummary } from '../documents/document-dto.ts';
import { gatherCertificate } from './certificate-of-completion.ts';
import { enqueueFinalMails } from './enqueue-final-mails.ts';
import { recordShortfall, takeToPadesLevel } from './seal-level.ts';
import { ensureVerificationId } from './verification-id.ts';
import {
  findBlobObjectKeys,
  findChildrenToSeal,
  findFieldRowsToStamp,
  findPackToSeal,
  pointPackAtFinal,
  recordFinalFile,
  type SealDocumentRow,
} from './sealing-repository.ts';

type Flags = Record<DocumentFlag, boolean>;

export type SealHooks = {
  /** Called after each child's final is recorded (tests use it to stop a run half-way). */
  afterChildSealed?: (childKey: string) => Promise<void> | void;
};

const IMAGE_FIELD_TYPES = new Set(['signature', 'initial', 'image']);
const SEAL_REASON = 'Signed by every party with Quire';

/**
 * The seal-document job: for each child of a complete pack without a final, stamps the fields,
 * appends the certificate of completion, seals it, takes it to PADES_LEVEL (seal-level.ts) and
 * records the final with its 'sealed' audit record; then
 * records the pack's final (the single child's, or the children merged and sealed) and queues
 * the final mails in that same transaction. Safe to run twice or after a crash: each final is
 * written only while its document has none (a losing run deletes its own bytes), so a second
 * run skips what is done and finishes the rest.
 */
export const sealDocumentHandler = (ctx: AppContext, hooks: SealHooks = {}) => {
  let signer: Promise<SealSigner> | undefined;
  const sealSigner = () => {
    signer ??= loadOrCreateSealingCertificate(ctx.config.dataDir, {
      p12Path: ctx.config.signingP12?.path,
      password: ctx.config.signingP12?.password,
    }).then((c) => createSealSigner(c.p12, c.password, { tsaUrl: ctx.config.tsaUrl }));
    signer.catch(() => {
      signer = undefined;
    });
    return signer;
  };

  return async ({ document_key }: { document_key: string }): Promise<void> => {
    const pack = await findPackToSeal(ctx.db, document_key);
    if (!pack || pack.status !== 'complete' || pack.final_file_key) return;
    const flags: Flags = { ...DOCUMENT_FLAG_DEFAULTS, ...pack.flags };
    const sealWith = flags.use_certificates_for_signed_pdf ? await sealSigner() : undefined;
    // Made before anything is rendered, so a re-run after a crash prints the same id.
    const verificationId = await ensureVerificationId(ctx.db, pack.key);

    const children = await findChildrenToSeal(ctx.db, pack.key);
    // Gathered once, so every child's final prints the same certificate and verification link.
    const certificate =
      flags.include_audit_trail_in_signed_documents && children.some((c) => !c.final_file_key)
        ? await gatherCertificate(ctx, pack, children, verificationId, sealWith)
        : undefined;
    for (const child of children) {
      if (child.final_file_key) continue;
      await sealChild(ctx, pack, child, certificate, sealWith);
      await hooks.afterChildSealed?.(child.key);
    }
    await finishPack(ctx, pack, flags, sealWith);
  };
};

const readBlobs = async (ctx: AppContext, keys: string[]): Promise<Map<string, Uint8Array>> => {
  const unique = [...new Set(keys)];
  const rows = await findBlobObjectKeys(ctx.db, unique);
  const found = new Map(rows.map((r) => [r.key, r.object_key]));
  const bytes = new Map<string, Uint8Array>();
  for (const key of unique) {
    const objectKey = found.get(key);
    if (!objectKey) throw new Error(`seal: blob ${key} is missing`);
    bytes.set(key, await ctx.blobStore.get(objectKey));
  }
  return bytes;
};

const sealOptions = (ctx: AppContext, signer: SealSigner | undefined) => ({
  signer,
  reason: SEAL_REASON,
  location: new URL(ctx.config.publicUrl).host,
  contactInfo: ctx.config.mailFrom,
});

/**
 * Stores a final's bytes, then records it in one transaction with whatever must commit with it.
 * When another run recorded a final first, the bytes just stored are deleted.
 */
const storeFinal = async (
  ctx: AppContext,
  pack: SealDocumentRow,
  target: SealDocumentRow,
  pdf: Uint8Array,
  withRecord: (tx: Db) => Promise<void>,
): Promise<void> => {
  const key = newKey();
  const objectKey = `documents/${target.key}/final-${key}.pdf`;
  await ctx.blobStore.put(objectKey, Buffer.from(pdf), 'application/pdf');
  const recorded = await ctx.db.transaction(async (tx: Db) => {
    await lockAuditChain(tx, pack.key);
    const done = await recordFinalFile(tx, target.key, {
      key,
      storage: ctx.blobStore.kind,
      object_key: objectKey,
      content_type: 'application/pdf',
      size_bytes: pdf.length,
      // The public verify page finds a final by this (modules/verification).
      sha256: createHash('sha256').update(pdf).digest('hex'),
      filename: target.document_name,
      purpose: 'final_pdf',
      document_key: target.key,
      account_key: target.account_key,
      created_by: target.created_by,
    });
    if (done) await withRecord(tx);
    return done;
  });
  if (!recorded) await ctx.blobStore.delete(objectKey);
};

const sealChild = async (
  ctx: AppContext,
  pack: SealDocumentRow,
  child: SealDocumentRow,
  certificate: Certificate | undefined,
  signer: SealSigner | undefined,
): Promise<void> => {
  if (!child.pdf_file_key) throw new Error(`seal: ${child.key} has no PDF`);
  const fields = (await findFieldRowsToStamp(ctx.db, child.key)).map(toDataFieldSummary);
  const imageKeys = fields.flatMap((f) =>
    IMAGE_FIELD_TYPES.has(f.type) && f.file_key && f.is_visible_in_final_document
      ? [f.file_key]
      : [],
  );
  const files = await readBlobs(ctx, [child.pdf_file_key, ...imageKeys]);
  const sealed: SealResult = await sealPdf({
    pdf: files.get(child.pdf_file_key)!,
    pages: child.image_blob_metadata,
    fields,
    dateFormat: dateFormatOf(pack.date_format),
    images: files,
    certificate,
    ...sealOptions(ctx, signer),
  });
  ctx.log.info(
    {
      document_key: child.key,
      timings: sealed.timings_ms,
      incremental_update: sealed.incremental_update,
    },
    'document sealed',
  );
  const final = await takeToPadesLevel(ctx, sealed, signer);
  await storeFinal(ctx, pack, child, final.pdf, async (tx) => {
    await appendAuditRecord(tx, {
      document_key: pack.key,
      child_document_key: child.key,
      event: 'sealed',
      actor: {},
      details: {
        sha256_original: sealed.sha256_original,
        sha256_final: final.sha256,
        fields_stamped: sealed.fields_stamped,
        audit_pages: sealed.audit_pages,
        signed: signer !== undefined,
        timestamped: signer !== undefined && ctx.config.tsaUrl !== undefined,
        ...(final.level ? { pades_level: final.level } : {}),
      },
    });
    await recordShortfall(ctx, tx, final, {
      document_key: pack.key,
      child_document_key: child.key,
    });
  });
};

/** The pack's final: the single child's own, or every child's final merged and sealed again. */
const finishPack = async (
  ctx: AppContext,
  pack: SealDocumentRow,
  flags: Flags,
  signer: SealSigner | undefined,
): Promise<void> => {
  const children = await findChildrenToSeal(ctx.db, pack.key);
  const missing = children.find((c) => !c.final_file_key);
  if (missing || children.length === 0) throw new Error(`seal: ${pack.key} has unsealed children`);
  const mail = async (tx: Db) => {
    await enqueueFinalMails(ctx, tx, pack, children, flags);
  };
  if (children.length === 1) {
    await ctx.db.transaction(async (tx: Db) => {
      await lockAuditChain(tx, pack.key);
      if (await pointPackAtFinal(tx, pack.key, children[0]!.final_file_key!)) await mail(tx);
    });
    return;
  }
  const finals = await readBlobs(
    ctx,
    children.map((c) => c.final_file_key!),
  );
  const merged = await mergePdfs(
    children.map((c) => finals.get(c.final_file_key!)!),
    { title: pack.document_name },
  );
  const final = signer
    ? await takeToPadesLevel(
        ctx,
        await sealPdf({
          pdf: merged,
          pages: [],
          fields: [],
          images: new Map(),
          ...sealOptions(ctx, signer),
        }),
        signer,
      )
    : null;
  await storeFinal(ctx, pack, pack, final?.pdf ?? merged, async (tx) => {
    if (final) await recordShortfall(ctx, tx, final, { document_key: pack.key });
    await mail(tx);
  });
};
