import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SUBFILTER_ETSI_CADES_DETACHED, findByteRange } from '@signpdf/utils';
import type { PDFDocument } from 'pdf-lib';
import { buildSignedData, type CmsSigningKey } from './cms-signed-data.ts';
import { OID, attribute, fromDer } from './der.ts';
import { openSealingKey } from './sealing-certificate.ts';
import { requestTimestamp, signatureImprint } from './timestamp-client.ts';

/** Room for the CMS in /Contents: a signature with its certificate; more with a TSA token. */
const SIGNATURE_BYTES = 8192;
const SIGNATURE_BYTES_WITH_TIMESTAMP = 24_576;

export type SealSignerOptions = {
  /** RFC 3161 time-stamping authority (TSA_URL); no time-stamp when absent. */
  tsaUrl?: string | undefined;
  timestampTimeoutMs?: number;
};

/**
 * Signs a digest of the PDF's byte ranges with a PAdES baseline CMS (see cms-signed-data.ts)
 * rather than @signpdf's P12Signer's plain PKCS#7: no signing-time attribute, an ESS
 * signing-certificate-v2, the .p12 opened once rather than per document, and the optional
 * signature time-stamp token as an unsigned attribute.
 */
const cadesSigner =
  (key: CmsSigningKey, options: SealSignerOptions) =>
  (digest: Buffer): Promise<Buffer> => {
    const { tsaUrl, timestampTimeoutMs } = options;
    return buildSignedData({
      key,
      contentType: OID.data,
      digest,
      ...(tsaUrl
        ? {
            unsignedAttributes: async (signatureValue: Buffer) => {
              const { token } = await requestTimestamp(tsaUrl, signatureImprint(signatureValue), {
                ...(timestampTimeoutMs ? { timeoutMs: timestampTimeoutMs } : {}),
              });
              return [attribute(OID.signatureTimeStampToken, fromDer(token))];
            },
          }
        : {}),
    });
  };

export type SealSigner = {
  /** The certificate's common name: the signature's /Name. */
  name: string;
  signatureLength: number;
  /** The CMS SignedData for the SHA-256 of the signed byte ranges. */
  sign: (digest: Buffer) => Promise<Buffer>;
};

/** Opens the sealing .p12 once; the result signs any number of documents. */
export const createSealSigner = (
  p12: Uint8Array,
  password: string,
  options: SealSignerOptions = {},
): SealSigner => {
  const { name, ...key } = openSealingKey(p12, password);
  return {
    name,
    signatureLength: options.tsaUrl ? SIGNATURE_BYTES_WITH_TIMESTAMP : SIGNATURE_BYTES,
    sign: cadesSigner(key, options),
  };
};

export type SignatureDetails = {
  reason: string;
  location: string;
  contactInfo: string;
  signingTime?: Date;
};

/**
 * Adds the signature field (invisible, on page 1) and its dictionary with /SubFilter
 * ETSI.CAdES.detached and a zero-filled /Contents. The document must then be saved with
 * `useObjectStreams: false`, so that the dictionary stays readable for signPdf.
 */
export const addSignaturePlaceholder = (
  doc: PDFDocument,
  signer: SealSigner,
  details: SignatureDetails,
): void => {
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: details.reason,
    location: details.location,
    contactInfo: details.contactInfo,
    name: signer.name,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: signer.signatureLength,
    appName: 'Quire',
    ...(details.signingTime ? { signingTime: details.signingTime } : {}),
  });
};

/**
 * Fills the placeholder in place: the /ByteRange written over its stars, the SHA-256 of the two
 * ranges (hashed where they lie, not copied together), the CMS written into /Contents. Returns
 * the same bytes, now signed.
 */
export const signPdf = async (pdf: Uint8Array, signer: SealSigner): Promise<Buffer> => {
  const out = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.length);
  const { byteRangePlaceholder: placeholder, byteRangePlaceholderPosition: at } =
    findByteRange(out);
  if (!placeholder || at === undefined) throw new Error('The PDF has no signature placeholder');
  const contents = out.indexOf('/Contents ', at + placeholder.length);
  const start = out.indexOf('<', contents);
  const end = out.indexOf('>', start) + 1;
  if (contents < 0 || start < 0 || end <= start)
    throw new Error('The placeholder has no /Contents');
  const range = `/ByteRange [0 ${start} ${end} ${out.length - end}]`;
  out.write(range.padEnd(placeholder.length, ' '), at, 'latin1');
  const digest = createHash('sha256')
    .update(out.subarray(0, start))
    .update(out.subarray(end))
    .digest();
  const hex = (await signer.sign(digest)).toString('hex');
  const room = end - start - 2;
  if (hex.length > room) throw new Error(`The signature needs ${hex.length} of ${room} hex digits`);
  out.write(hex.padEnd(room, '0'), start + 1, 'latin1');
  return out;
};
