import { createHash } from 'node:crypto';
import type { DataField, PageMetadata } from '@quire/domain';
import { PDFDocument } from 'pdf-lib';
import { appendAuditPages, type AuditTrail } from './audit-pages.ts';
import { compressNewStreams } from './compress-streams.ts';
import { flattenForm } from './flatten-form.ts';
import { addSignaturePlaceholder, signPdf, type SealSigner } from './sign-pdf.ts';
import { stampFields, type SealImages } from './stamp-fields.ts';

export type SealInput = {
  /** The child's PDF as plain bytes (an encrypted upload is decrypted before it gets here). */
  pdf: Uint8Array;
  /** Conversion metadata per page; fields were placed against it. */
  pages: readonly (PageMetadata | undefined)[];
  fields: readonly DataField[];
  /** Signature, initial and image files by file_key. */
  images: SealImages;
  /** Appended as pages when include_audit_trail_in_signed_documents. */
  auditTrail?: AuditTrail | undefined;
  /** PAdES signature when use_certificates_for_signed_pdf; no signature when absent. */
  signer?: SealSigner | undefined;
  reason: string;
  location: string;
  contactInfo: string;
  /** The signature's /M (default now). */
  signingTime?: Date;
};

export type SealTimings = {
  load: number;
  flatten: number;
  stamp: number;
  audit: number;
  save: number;
  sign: number;
  hash: number;
  total: number;
};

export type SealResult = {
  pdf: Uint8Array;
  sha256_original: string;
  sha256_final: string;
  fields_stamped: number;
  audit_pages: number;
  timings_ms: SealTimings;
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The final PDF of a child: form flattened, every visible value stamped where it was placed,
 * audit-trail pages appended, then sealed with a PAdES signature (ETSI.CAdES.detached) over the
 * whole file. Pure: bytes in, bytes out, so the job that calls it can run twice and get an
 * equally valid file (only the signing time differs).
 */
export const sealPdf = async (input: SealInput): Promise<SealResult> => {
  const started = performance.now();
  let mark = started;
  const lap = () => {
    const now = performance.now();
    const ms = now - mark;
    mark = now;
    return round(ms);
  };

  const sha256Original = sha256(input.pdf);
  const hashOriginal = lap();
  const doc = await PDFDocument.load(input.pdf, { updateMetadata: false });
  const load = lap();
  await flattenForm(doc);
  const flatten = lap();
  const fieldsStamped = await stampFields({
    doc,
    pages: input.pages,
    fields: input.fields,
    images: input.images,
  });
  const stamp = lap();
  const auditPages = input.auditTrail
    ? await appendAuditPages(doc, input.auditTrail, sha256Original)
    : 0;
  const audit = lap();
  doc.setModificationDate(input.signingTime ?? new Date());
  doc.setProducer('Quire');
  if (input.signer) {
    addSignaturePlaceholder(doc, input.signer, {
      reason: input.reason,
      location: input.location,
      contactInfo: input.contactInfo,
      ...(input.signingTime ? { signingTime: input.signingTime } : {}),
    });
  }
  await compressNewStreams(doc);
  // A signed file keeps its signature dictionary out of object streams (signPdf must find it).
  const saved = await doc.save({ useObjectStreams: !input.signer });
  const save = lap();
  const pdf = input.signer ? await signPdf(saved, input.signer) : saved;
  const sign = lap();
  const sha256Final = sha256(pdf);
  const hash = round(hashOriginal + lap());
  return {
    pdf,
    sha256_original: sha256Original,
    sha256_final: sha256Final,
    fields_stamped: fieldsStamped,
    audit_pages: auditPages,
    timings_ms: {
      load,
      flatten,
      stamp,
      audit,
      save,
      sign,
      hash,
      total: round(performance.now() - started),
    },
  };
};
