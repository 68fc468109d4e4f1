import { generateSecret, generateURI, verify } from 'otplib';

const ISSUER = 'Quire';

export const newTotpSecret = (): string => generateSecret();

export const totpLink = (secret: string, label: string): string =>
  generateURI({ issuer: ISSUER, label, secret });

/**
 * The time step a code belongs to, or null when it is wrong or was already used: one step of
 * clock drift either way is accepted, and a step at or before `lastStep` is refused so a code
 * seen over someone's shoulder cannot be used again (users.totp_last_step).
 */
export const acceptedTotpStep = async (
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<{ step: number } | { replayed: true } | null> => {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({ secret, token, epochTolerance: 30 });
  if (!result.valid || !('timeStep' in result)) return null;
  const step = result.timeStep as number;
  if (lastStep !== null && step <= lastStep) return { replayed: true };
  return { step };
};
