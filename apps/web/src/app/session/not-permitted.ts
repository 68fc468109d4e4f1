import { MESSAGES } from '@quire/domain';

/**
 * What a disabled control says when the user's workspace permissions are the reason. The §8
 * wording where the spec has one (the server refuses with the same words), Quire's otherwise.
 */
export const NOT_PERMITTED = {
  upload: "You don't have the permissions to upload documents. Ask a workspace admin.",
  uploadToPack: MESSAGES.uploadNotAllowed,
  requestSignatures: "You don't have the permissions to request signatures. Ask a workspace admin.",
  setting: "You don't have the permissions to change this setting. Ask a workspace admin.",
} as const;
