/**
 * Spec §5/§8 wording of the signature modal, in English: the catalogue takes them from here
 * (en-signature.ts), so the two cannot drift. Only this modal shows them (the server's refusal of
 * a non-image comes back in its own answer).
 */
export const SIGNATURE_MESSAGES = {
  drawnSignatureRequired: 'A drawn signature is required in order to proceed.',
  creatingFailed: 'Something went wrong while creating your signature. Please try again.',
  /** §8: shown as an alert only when the typed text cannot be turned into an image. */
  textToImageFailed: 'error creating signature',
  /** The server's reason for a file that is not an image, also used before sending one. */
  notAnImage: "Make sure you're uploading an image.",
} as const;
