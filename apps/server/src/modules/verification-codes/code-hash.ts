import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A code is stored only as HMAC-SHA-256 under the installation's secret, bound to its pack and
 * signatory: a leaked table (a million possible codes) cannot be reversed without the secret.
 */
export const hashVerificationCode = (
  secret: string,
  packKey: string,
  signatoryUuid: string,
  code: string,
): string =>
  createHmac('sha256', secret).update(`${packKey}\n${signatoryUuid}\n${code}`).digest('hex');

/** Constant-time comparison of two hex hashes. */
export const sameCodeHash = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
};
