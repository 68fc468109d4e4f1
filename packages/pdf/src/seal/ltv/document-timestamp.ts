import { PDFArray, PDFDict, PDFHexString, PDFName, PDFNumber, PDFString } from 'pdf-lib';
import { signPdf } from '../sign-pdf.ts';
import { requestTimestamp } from '../timestamp-client.ts';
import { writeRevision } from '../write-revision.ts';
import { openForUpdate } from './dss.ts';

/** Room for the RFC 3161 token in /Contents (a token with the TSA's chain is a few kB). */
const TOKEN_BYTES = 16_384;
const PLACEHOLDER = PDFName.of('**********');

export type DocumentTimestampOptions = {
  tsaUrl: string;
  timeoutMs: number;
};

/**
 * Appends a document time-stamp (ISO 32000-2 §12.8.5, PAdES B-LTA) as one incremental update:
 * an invisible signature field whose /DocTimeStamp dictionary (SubFilter ETSI.RFC3161) holds a
 * time-stamp token over the SHA-256 of the whole file but its own /Contents. It covers the DSS
 * before it, so the validation material is itself protected from then on.
 */
export const addDocumentTimestamp = async (
  pdf: Uint8Array,
  options: DocumentTimestampOptions,
): Promise<Buffer> => {
  const { doc, revision } = await openForUpdate(pdf);
  const { context } = doc;
  // ByteRange before Contents, with the placeholder @signpdf/utils finds and signPdf fills.
  const stamp = context.register(
    context.obj({
      Type: 'DocTimeStamp',
      Filter: 'Adobe.PPKLite',
      SubFilter: 'ETSI.RFC3161',
      ByteRange: [PDFNumber.of(0), PLACEHOLDER, PLACEHOLDER, PLACEHOLDER],
      Contents: PDFHexString.of('0'.repeat(TOKEN_BYTES * 2)),
      V: 0,
    }),
  );
  const page = doc.getPage(0);
  const fields = acroFormFields(doc);
  const field = context.register(
    context.obj({
      FT: 'Sig',
      T: PDFString.of(`Document timestamp ${fields.size() + 1}`),
      V: stamp,
      Type: 'Annot',
      Subtype: 'Widget',
      Rect: [0, 0, 0, 0],
      // Print and Locked: invisible, and no one edits it.
      F: 132,
      P: page.ref,
    }),
  );
  fields.push(field);
  const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  if (annots) annots.push(field);
  else page.node.set(PDFName.of('Annots'), context.obj([field]));

  const saved = writeRevision(revision, doc);
  return signPdf(saved, {
    name: 'Document timestamp',
    signatureLength: TOKEN_BYTES,
    sign: async (digest) =>
      (await requestTimestamp(options.tsaUrl, digest, { timeoutMs: options.timeoutMs })).token,
  });
};

/** The catalog's /AcroForm /Fields, made when missing; SigFlags: signatures exist, append only. */
const acroFormFields = (doc: Awaited<ReturnType<typeof openForUpdate>>['doc']): PDFArray => {
  const { context, catalog } = doc;
  let form = catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (!form) {
    form = context.obj({});
    catalog.set(PDFName.of('AcroForm'), context.register(form));
  }
  form.set(PDFName.of('SigFlags'), PDFNumber.of(3));
  let fields = form.lookupMaybe(PDFName.of('Fields'), PDFArray);
  if (!fields) {
    fields = context.obj([]);
    form.set(PDFName.of('Fields'), fields);
  }
  return fields;
};
