import { createHash } from 'node:crypto';
import type { DataField, DateFormat, PageMetadata } from '@quire/domain';
import { PDFDocument, ParseSpeeds } from 'pdf-lib';
import { appendCertificatePages } from './certificate/certificate-pages.ts';
import type { Certificate } from './certificate/certificate-types.ts';
import { compressNewStreams, deflateNatively } from './compress-streams.ts';
import { prefetchImages, type SealImages } from './embed-images.ts';
import { flattenForm } from './flatten-form.ts';
import { beginRevision } from './incremental-save.ts';
import { addSignaturePlaceholder, signPdf, type SealSigner } from './sign-pdf.ts';
import { drawFields, imagesToDraw } from './stamp-fields.ts';
import { writeRevision } from './write-revision.ts';

export type SealInput = {
  /** The child's PDF as plain bytes (an encrypted upload is decrypted before it gets here). */
  pdf: Uint8Array;
  /** Conversion metadata per page; fields were placed against it. */
  pages: readonly (PageMetadata | undefined)[];
  fields: readonly DataField[];
  /** How the pack writes dates (date fields hold yyyy-mm-dd); as stored when absent. */
  dateFormat?: DateFormat | undefined;
  /** Signature, initial and image files by file_key. */
  images: SealImages;
  /** The certificate of completion, appended as pages when include_audit_trail_in_signed_documents. */
  certificate?: Certificate | undefined;
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
  /** Waiting, after the drawing, for the image thread to finish the images. */
  images: number;
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
  /** Pages of the certificate of completion appended (the name predates the certificate). */
  audit_pages: number;
  /**
   * True when the seal was appended to the original bytes as an incremental update (ADR 0012);
   * false when the original's cross-reference data could not be trusted and the file was
   * rewritten whole.
   */
  incremental_update: boolean;
  timings_ms: SealTimings;
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The final PDF of a child: form flattened, every visible value stamped where it was placed,
 * the certificate of completion appended, then sealed with a PAdES signature (ETSI.CAdES.detached) over the
 * whole file. What changed is appended to the original bytes as one incremental update, so the
 * original stays byte for byte at the start of the final (ADR 0012). Pure: bytes in, bytes out,
 * so the job that calls it can run twice and get an equally valid file (only the signing time
 * differs).
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
  // The images are decoded on the image thread while this one parses and draws.
  const encodings = prefetchImages(imagesToDraw(input.fields), input.images);
  // Parsed in one go: yielding every 100 objects (pdf-lib's default) only added timer waits.
  const doc = await PDFDocument.load(input.pdf, {
    updateMetadata: false,
    parseSpeed: ParseSpeeds.Fastest,
  });
  deflateNatively(doc);
  const revision = beginRevision(input.pdf, doc);
  const load = lap();
  await flattenForm(doc);
  const flatten = lap();
  const { count: fieldsStamped, imagesDone } = await drawFields({
    doc,
    pages: input.pages,
    fields: input.fields,
    dateFormat: input.dateFormat,
    images: input.images,
    encodings,
  });
  const stamp = lap();
  const certificate = input.certificate
    ? await appendCertificatePages(doc, input.certificate)
    : { pages: 0, done: Promise.resolve() };
  const audit = lap();
  await imagesDone;
  await certificate.done;
  const images = lap();
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
  const saved = revision
    ? writeRevision(revision, doc)
    : // A signed file keeps its signature dictionary out of object streams (signPdf must find it).
      await doc.save({ useObjectStreams: !input.signer });
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
    audit_pages: certificate.pages,
    incremental_update: revision !== null,
    timings_ms: {
      load,
      flatten,
      stamp,
      audit,
      images,
      save,
      sign,
      hash,
      total: round(performance.now() - started),
    },
  };
};
