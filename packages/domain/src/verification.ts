/**
 * Public verification of sealed finals (issue 15). A pack gets a random verification id when it is
 * sealed; the certificate of completion prints `{publicUrl}/verify/{id}` as a link and QR code,
 * and anyone may open it (no account) to check a PDF against that pack's seal.
 */
export const VERIFY_PATH = '/verify';

export const verificationUrl = (publicUrl: string, verificationId: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${VERIFY_PATH}/${encodeURIComponent(verificationId)}`;
