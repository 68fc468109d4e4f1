import { createHash } from 'node:crypto';
import {
  CERTIFICATE_SIGNER_STATUS_LABELS,
  SIGNATURE_METHOD_LABELS,
  auditActorContact,
  auditCodeRoute,
  auditEventLabel,
  certificateContact,
  certificateRoleLabel,
  signatureMethodOf,
  signerEvidence,
  verificationUrl,
} from '@quire/domain';
import type { Certificate, CertificateMark, SealSigner } from '@quire/pdf/seal';
import type { AppContext } from '../../app-context.ts';
import { findAuditRecords } from '../audit-trail/audit-record-repository.ts';
import {
  findBlobHashes,
  findCertificateSignatories,
  findSignerMarks,
} from './certificate-repository.ts';
import type { SealDocumentRow } from './sealing-repository.ts';

const MARK_KINDS: Record<string, string> = { signature: 'Signature', initial: 'Initials' };

/** Each child's original SHA-256: as stored with its blob, else hashed from its bytes. */
const originalHashes = async (ctx: AppContext, children: readonly SealDocumentRow[]) => {
  const keys = children.flatMap((c) => (c.pdf_file_key ? [c.pdf_file_key] : []));
  const rows = await findBlobHashes(ctx.db, keys);
  const hashes = new Map<string, string>();
  for (const row of rows) {
    const sha256 =
      row.sha256 ??
      createHash('sha256')
        .update(await ctx.blobStore.get(row.object_key))
        .digest('hex');
    hashes.set(row.key, sha256);
  }
  return hashes;
};

/** The first signature and initials picture each signer adopted, read once per file. */
const marksBySigner = async (ctx: AppContext, childKeys: string[]) => {
  const rows = await findSignerMarks(ctx.db, childKeys);
  const bytes = new Map<string, Promise<Uint8Array | null>>();
  const marks = new Map<string, CertificateMark[]>();
  for (const row of rows) {
    const list = marks.get(row.signatory_uuid!) ?? [];
    const kind = MARK_KINDS[row.type]!;
    if (list.some((m) => m.kind === kind)) continue;
    let image = bytes.get(row.object_key);
    if (!image) {
      image = ctx.blobStore.get(row.object_key).then(
        (b) => new Uint8Array(b),
        () => null,
      );
      bytes.set(row.object_key, image);
    }
    list.push({
      kind,
      method: SIGNATURE_METHOD_LABELS[signatureMethodOf(row.filename)],
      image: await image,
    });
    marks.set(row.signatory_uuid!, list);
  }
  // The signature first, then the initials, whichever field came first.
  for (const list of marks.values())
    list.sort((a, b) => Number(a.kind !== 'Signature') - Number(b.kind !== 'Signature'));
  return marks;
};

/**
 * Everything the certificate of completion prints for a pack, read when the seal job starts:
 * with the pack's verification id (ensureVerificationId, made once by the seal job), so the QR
 * code and link on every child's final lead to the same /verify page.
 */
export const gatherCertificate = async (
  ctx: AppContext,
  pack: SealDocumentRow,
  children: readonly SealDocumentRow[],
  verificationId: string,
  signer: SealSigner | undefined,
): Promise<Certificate> => {
  const records = await findAuditRecords(ctx.db, pack.key);
  const people = await findCertificateSignatories(ctx.db, pack.key);
  const hashes = await originalHashes(ctx, children);
  const marks = await marksBySigner(
    ctx,
    children.map((c) => c.key),
  );
  const completed = [...records].reverse().find((r) => r.event === 'completed');
  return {
    pack_name: pack.document_name,
    status: 'Complete',
    created_at: pack.date_created,
    completed_at: completed?.date_created ?? null,
    verification_url: verificationUrl(ctx.config.publicUrl, verificationId),
    verification_id: verificationId,
    documents: children.map((c) => ({
      name: c.document_name,
      pages: c.page_count || c.image_blob_metadata.length,
      sha256_original: (c.pdf_file_key && hashes.get(c.pdf_file_key)) || '—',
    })),
    sealing_certificate: signer ? signer.name : null,
    timestamp_authority: signer ? (ctx.config.tsaUrl ?? null) : null,
    signers: people.map((p) => ({
      name: p.name,
      role: certificateRoleLabel(p.role),
      status: CERTIFICATE_SIGNER_STATUS_LABELS[p.status],
      ...signerEvidence(p, records),
      marks: marks.get(p.uuid) ?? [],
    })),
    events: records.map((r) => ({
      seq: r.seq,
      time: r.date_created,
      event: [auditEventLabel(r.event), auditCodeRoute(r)].filter(Boolean).join(' '),
      actor: r.actor_name,
      contact: certificateContact(auditActorContact(r)),
      ip: r.ip_address,
      user_agent: r.user_agent,
      hash: r.hash,
    })),
    head_hash: records[records.length - 1]?.hash ?? '',
  };
};
