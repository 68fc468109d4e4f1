import { padesAtLeast, type PadesLevel } from '@quire/domain';
import { OID, toDer } from '../der.ts';
import { parseSignedData } from '../parse-signed-data.ts';
import { addDocumentTimestamp } from './document-timestamp.ts';
import { addDss } from './dss.ts';
import { pdfSignatures } from './pdf-signatures.ts';
import { gatherValidationMaterial } from './validation-material.ts';
import { DEFAULT_FETCH_POLICY, withRetries, type FetchPolicy } from './with-retries.ts';

export type ExtendSealOptions = {
  /** The level asked for (PADES_LEVEL). */
  level: PadesLevel;
  tsaUrl?: string | undefined;
  fetchPolicy?: FetchPolicy;
};

export type ExtendedSeal = {
  pdf: Uint8Array;
  /** The level the final reached. */
  level: PadesLevel;
  /** Why it stopped below the level asked for; null when it reached it. */
  shortfall: string | null;
};

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The seal's certificates and its signature time-stamp's: what B-LT must make verifiable. */
const certificatesOf = (cms: Buffer): Buffer[] => {
  const signature = parseSignedData(cms);
  const token = signature.unsignedAttributes.get(OID.signatureTimeStampToken);
  return [...signature.certificates, ...(token ? parseSignedData(toDer(token)).certificates : [])];
};

/**
 * Takes a sealed final (B-B, or B-T with TSA_URL) up to the level asked for, each step one
 * incremental update after the seal: B-LT adds the DSS with the validation material fetched now,
 * B-LTA then a document time-stamp over it. A step that fails stops there and the final is kept
 * at the level reached, with the reason: the seal itself is never lost to a responder being down.
 */
export const extendSeal = async (
  sealed: Uint8Array,
  options: ExtendSealOptions,
): Promise<ExtendedSeal> => {
  const policy = options.fetchPolicy ?? DEFAULT_FETCH_POLICY;
  const start: PadesLevel = options.tsaUrl ? 'B-T' : 'B-B';
  let pdf = sealed;
  if (!padesAtLeast(options.level, 'B-LT') || !options.tsaUrl)
    return { pdf, level: start, shortfall: null };
  try {
    const seal = pdfSignatures(pdf).at(-1);
    if (!seal) throw new Error('the final carries no signature');
    const material = await gatherValidationMaterial(certificatesOf(seal.cms), policy);
    pdf = await addDss(pdf, [seal], material);
  } catch (error) {
    return { pdf, level: start, shortfall: message(error) };
  }
  if (options.level !== 'B-LTA') return { pdf, level: 'B-LT', shortfall: null };
  const { tsaUrl } = options;
  try {
    pdf = await withRetries(policy, () =>
      addDocumentTimestamp(pdf, { tsaUrl, timeoutMs: policy.timeoutMs }),
    );
  } catch (error) {
    return { pdf, level: 'B-LT', shortfall: `document time-stamp: ${message(error)}` };
  }
  return { pdf, level: 'B-LTA', shortfall: null };
};
