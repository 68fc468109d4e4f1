/**
 * The in-app notifications the server stores for a user (GET /app/notifications), in English like
 * every message the API sends; the web app shows them in the reader's language (ADR 0055).
 */
export const SIGNING_NOTIFICATION_TEXT = {
  signed: (signer: string, document: string) => `${signer} signed ${document}`,
  rejected: (signer: string, document: string, reason: string) =>
    `${signer} rejected ${document}: ${reason}`,
  completed: (document: string) => `${document} is complete`,
} as const;

/** A user's own account and workspace notifications. */
export const ACCOUNT_NOTIFICATION_TEXT = {
  welcome: 'Welcome to Quire! Your email address is verified.',
  addedBy: (inviter: string, workspace: string) => `${inviter} added you to ${workspace}.`,
  joined: (workspace: string) => `You have joined ${workspace}.`,
} as const;
