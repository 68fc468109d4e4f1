import type { DocumentFlag } from './document.ts';

/** §3 Signature methods: how a signer may make a signature. */
export const SIGNING_METHOD_FLAGS = [
  'can_use_drawn_signature',
  'can_use_typed_signature',
  'can_use_uploaded_signature',
] as const satisfies readonly DocumentFlag[];
export type SigningMethodFlag = (typeof SIGNING_METHOD_FLAGS)[number];

/** §5 Groups and signing methods. */
export const SIGNING_METHOD_DEFAULTED_MESSAGE =
  'At least 1 signing method is required. Defaulted to uploaded signature.';

/**
 * §5: at least one signing method is needed; with none, upload is enabled and the message says
 * so. `message` is null when the flags were already fine (they are then returned unchanged).
 */
export const ensureSigningMethod = <F extends Partial<Record<DocumentFlag, boolean>>>(
  flags: F,
): { flags: F; message: string | null } => {
  if (SIGNING_METHOD_FLAGS.some((f) => flags[f] === true)) return { flags, message: null };
  return {
    flags: { ...flags, can_use_uploaded_signature: true },
    message: SIGNING_METHOD_DEFAULTED_MESSAGE,
  };
};
