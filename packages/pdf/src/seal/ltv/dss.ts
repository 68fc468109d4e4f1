import { createHash } from 'node:crypto';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFString,
  type PDFRef,
  ParseSpeeds,
} from 'pdf-lib';
import { beginRevision, type Revision } from '../incremental-save.ts';
import { writeRevision } from '../write-revision.ts';
import type { PdfSignature } from './pdf-signatures.ts';
import type { ValidationMaterial } from './validation-material.ts';

/** Opens a signed PDF for an incremental update; a signed file is never rewritten whole. */
export const openForUpdate = async (
  pdf: Uint8Array,
): Promise<{ doc: PDFDocument; revision: Revision }> => {
  const doc = await PDFDocument.load(pdf, {
    updateMetadata: false,
    parseSpeed: ParseSpeeds.Fastest,
  });
  const revision = beginRevision(pdf, doc);
  if (!revision) throw new Error('The sealed PDF cannot take an incremental update');
  return { doc, revision };
};

const pdfDate = (date: Date) => `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/**
 * Appends a Document Security Store (ISO 32000-2 §12.8.4.3, ETSI EN 319 142-1 §5.4) as one
 * incremental update: the certificates, OCSP responses and CRLs as streams, and a VRI entry per
 * signature (keyed by the upper-case hex SHA-1 of its /Contents, padding included, as PDFBox and
 * iText write it) naming the same material with the time it was gathered. What is already in a
 * DSS stays: an existing store is extended, not replaced.
 */
export const addDss = async (
  pdf: Uint8Array,
  signatures: readonly PdfSignature[],
  material: ValidationMaterial,
  now = new Date(),
): Promise<Buffer> => {
  const { doc, revision } = await openForUpdate(pdf);
  const { context, catalog } = doc;
  const streams = (list: Buffer[]): PDFRef[] =>
    list.map((der) => context.register(context.flateStream(der)));
  const certs = streams(material.certs);
  const ocsps = streams(material.ocsps);
  const crls = streams(material.crls);

  const existing = catalog.lookupMaybe(PDFName.of('DSS'), PDFDict);
  const dss = existing ?? context.obj({ Type: 'DSS' });
  const append = (key: string, refs: PDFRef[]) => {
    if (refs.length === 0) return;
    const array = dss.lookupMaybe(PDFName.of(key), PDFArray) ?? context.obj([]);
    for (const ref of refs) array.push(ref);
    dss.set(PDFName.of(key), array);
  };
  append('Certs', certs);
  append('OCSPs', ocsps);
  append('CRLs', crls);

  const vri = dss.lookupMaybe(PDFName.of('VRI'), PDFDict) ?? context.obj({});
  for (const signature of signatures) {
    const key = createHash('sha1').update(signature.contents).digest('hex').toUpperCase();
    const entry = context.obj({ Type: 'VRI' });
    entry.set(PDFName.of('Cert'), context.obj(certs));
    if (ocsps.length > 0) entry.set(PDFName.of('OCSP'), context.obj(ocsps));
    if (crls.length > 0) entry.set(PDFName.of('CRL'), context.obj(crls));
    entry.set(PDFName.of('TU'), PDFString.of(pdfDate(now)));
    vri.set(PDFName.of(key), context.register(entry));
  }
  dss.set(PDFName.of('VRI'), vri);
  if (!existing) catalog.set(PDFName.of('DSS'), context.register(dss));
  return writeRevision(revision, doc);
};
