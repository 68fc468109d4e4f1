import { MESSAGES, type PublicPackSummary, type VerificationAnswer } from '@quire/domain';
import { api } from '../../app/api-client.ts';

/** The public verify page's calls (docs/api-verification.md): no account, rate-limited. */
export const fetchPackSummary = async (verificationId: string): Promise<PublicPackSummary> =>
  (
    await api.get<{ pack: PublicPackSummary }>(
      `/app/verify/packs/${encodeURIComponent(verificationId)}`,
      { silent: true, ignoreUnauthorized: true },
    )
  ).pack;

export const checkSha256 = async (sha256: string): Promise<VerificationAnswer> =>
  (
    await api.get<{ verification: VerificationAnswer }>(
      `/app/verify/sha256/${encodeURIComponent(sha256.trim())}`,
      { silent: true, ignoreUnauthorized: true },
    )
  ).verification;

/**
 * Sends the PDF itself as the body. Without cookies: the check is public, and a signed-in
 * browser's cookie would make it a session call that needs the xsrf header.
 */
export const checkPdfFile = async (file: Blob): Promise<VerificationAnswer> => {
  let response: Response;
  try {
    response = await fetch('/app/verify/pdf', {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/pdf' },
      body: file,
    });
  } catch {
    throw new Error(MESSAGES.internetDown);
  }
  const body = (await response.json().catch(() => ({}))) as {
    verification?: VerificationAnswer;
    message?: string;
  };
  if (!response.ok || !body.verification) throw new Error(body.message ?? MESSAGES.unknownError);
  return body.verification;
};
