import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED, Signer } from '@signpdf/utils';
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
 * A @signpdf Signer that writes a PAdES baseline CMS (see cms-signed-data.ts) instead of
 * P12Signer's plain PKCS#7: no signing-time attribute, an ESS signing-certificate-v2, SHA-256
 * from node:crypto over the byte ranges (forge's JavaScript hash was the slow part), the
 * .p12 opened once rather than per document, and the optional signature time-stamp token as an
 * unsigned attribute.
 */
export class CadesSigner extends Signer {
  constructor(
    private readonly key: CmsSigningKey,
    private readonly options: SealSignerOptions = {},
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const { tsaUrl, timestampTimeoutMs } = this.options;
    return buildSignedData({
      key: this.key,
      contentType: OID.data,
      digest: createHash('sha256').update(pdfBuffer).digest(),
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
  }
}

export type SealSigner = {
  /** The certificate's common name: the signature's /Name. */
  name: string;
  signatureLength: number;
  signer: Signer;
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
    signer: new CadesSigner(key, options),
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

/** Fills the placeholder: byte ranges computed, CMS written into /Contents. */
export const signPdf = async (
  pdfWithPlaceholder: Uint8Array,
  signer: SealSigner,
): Promise<Buffer> => new SignPdf().sign(Buffer.from(pdfWithPlaceholder), signer.signer);
