import {
  certificateFacts,
  certificateId,
  findIssuer,
  type CertificateFacts,
} from './certificate-facts.ts';
import { fetchCrl } from './crl-client.ts';
import { fetchOcsp } from './ocsp-client.ts';
import { withRetries, type FetchPolicy } from './with-retries.ts';

/** What a DSS holds: certificates, OCSP responses and CRLs, each as DER. */
export type ValidationMaterial = { certs: Buffer[]; ocsps: Buffer[]; crls: Buffer[] };

const nameOf = (cert: CertificateFacts) =>
  /CN=([^\n]+)/.exec(cert.x509.subject)?.[1] ?? cert.x509.subject.replaceAll('\n', ', ');

/** Tries each source in turn (each with its retries); the last failure when none answers. */
const firstThatAnswers = async <T>(
  urls: string[],
  policy: FetchPolicy,
  fetchOne: (url: string) => Promise<T>,
): Promise<T> => {
  let lastError: unknown;
  for (const url of urls) {
    try {
      return await withRetries(policy, () => fetchOne(url));
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
};

/**
 * The validation material for a set of certificates (a signature's chain and its time-stamp's):
 * every certificate, and for each one not issued by itself, a fresh OCSP response from the
 * responder it names or else the CRL it names. A root needs none (it is a trust anchor). Throws,
 * naming the certificate, when one names no source, its issuer is missing, or no source answers
 * well: then the signature cannot be made long-term valid and stays at the level it has.
 */
export const gatherValidationMaterial = async (
  certificates: readonly Uint8Array[],
  policy: FetchPolicy,
): Promise<ValidationMaterial> => {
  const all = new Map<string, CertificateFacts>();
  for (const der of certificates) {
    const facts = certificateFacts(der);
    all.set(certificateId(facts), facts);
  }
  const chain = [...all.values()];
  const ocsps: Buffer[] = [];
  const crls: Buffer[] = [];
  for (const cert of chain) {
    if (cert.selfIssued) continue;
    const issuer = findIssuer(cert, chain);
    const why = (reason: string) => new Error(`Certificate “${nameOf(cert)}”: ${reason}`);
    if (!issuer) throw why('its issuer is not in the chain');
    try {
      if (cert.ocspUrls.length > 0) {
        const answer = await firstThatAnswers(cert.ocspUrls, policy, (url) =>
          fetchOcsp(url, cert, issuer, policy.timeoutMs),
        );
        ocsps.push(answer.der);
        if (answer.responder) {
          const responder = certificateFacts(answer.responder);
          all.set(certificateId(responder), responder);
        }
      } else if (cert.crlUrls.length > 0) {
        crls.push(
          await firstThatAnswers(cert.crlUrls, policy, (url) =>
            fetchCrl(url, cert, issuer, policy.timeoutMs),
          ),
        );
      } else {
        throw new Error('it names no OCSP responder or CRL');
      }
    } catch (error) {
      throw why(describe(error));
    }
  }
  return { certs: [...all.values()].map((c) => c.der), ocsps, crls };
};

/** fetch's network errors say only "fetch failed"; their cause says what happened. */
const describe = (error: unknown): string => {
  const e = error as Error & { cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError') return 'its revocation source did not answer in time';
  const cause = e.cause?.code ?? e.cause?.message;
  return cause ? `${e.message} (${cause})` : e.message;
};
