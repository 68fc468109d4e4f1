import { z } from 'zod';

/**
 * The mails a pack's owner may receive about it (issue 10 item 8), each switched on or off per
 * user. Users store only their overrides (`users.mail_notifications`); what they did not choose
 * follows these defaults, so a default changed in a later release reaches everyone who never
 * touched that switch.
 */
export const MAIL_NOTIFICATION_KINDS = ['viewed', 'signed', 'declined', 'completed'] as const;
export type MailNotificationKind = (typeof MAIL_NOTIFICATION_KINDS)[number];

/**
 * DocuSign-like: what changes the outcome or needs the owner (a signature, a refusal, the final
 * documents) is on; "viewed" is off, because it arrives for every signer, asks nothing of the owner
 * and stays visible in the audit trail and in-app (DocuSign also leaves "a recipient views" to the
 * sender to switch on).
 */
export const MAIL_NOTIFICATION_DEFAULTS: Readonly<Record<MailNotificationKind, boolean>> = {
  viewed: false,
  signed: true,
  declined: true,
  completed: true,
};

/** How a preference is offered to people (the switch's label and what it means). */
export const MAIL_NOTIFICATION_TEXT: Readonly<
  Record<MailNotificationKind, { label: string; description: string }>
> = {
  viewed: {
    label: 'A signer opens a document',
    description: 'Once per signer, the first time they open what you sent.',
  },
  signed: {
    label: 'A signer signs',
    description: 'Each time someone completes their part.',
  },
  declined: {
    label: 'A signer declines',
    description: 'With the reason they gave.',
  },
  completed: {
    label: 'A document is complete',
    description: 'With the final, sealed documents.',
  },
};

/** What a user stored: any subset of the kinds (read leniently: a stored row may be older). */
export type MailNotificationOverrides = Partial<Record<string, boolean>>;
/** Every kind with the value in force for one user. */
export type MailNotificationSettings = Record<MailNotificationKind, boolean>;

export const MAIL_NOTIFICATION_MESSAGES = {
  unknownKind: (keys: readonly PropertyKey[]) =>
    `Unknown email notification: ${keys.map(String).join(', ')}. Known: ${MAIL_NOTIFICATION_KINDS.join(', ')}.`,
  notABoolean: 'Each email notification must be true or false.',
  notAnObject: 'mail_notifications must name the notifications to change, e.g. {"viewed": true}.',
  saved: 'Email notifications saved',
} as const;

/** Whether a user with these stored overrides wants the mail of this kind. */
export const wantsMail = (
  overrides: MailNotificationOverrides | null | undefined,
  kind: MailNotificationKind,
): boolean => {
  const chosen = overrides?.[kind];
  return typeof chosen === 'boolean' ? chosen : MAIL_NOTIFICATION_DEFAULTS[kind];
};

/** Every kind, as it applies to a user (what GET /app/user answers). */
export const mailNotificationSettings = (
  overrides: MailNotificationOverrides | null | undefined,
): MailNotificationSettings =>
  Object.fromEntries(
    MAIL_NOTIFICATION_KINDS.map((kind) => [kind, wantsMail(overrides, kind)]),
  ) as MailNotificationSettings;

/** POST /app/user `data.mail_notifications`: some kinds, each true or false; nothing else. */
export const mailNotificationsInputSchema = z.strictObject(
  Object.fromEntries(
    MAIL_NOTIFICATION_KINDS.map((kind) => [
      kind,
      z.boolean({ error: MAIL_NOTIFICATION_MESSAGES.notABoolean }).optional(),
    ]),
  ) as Record<MailNotificationKind, z.ZodOptional<z.ZodBoolean>>,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? MAIL_NOTIFICATION_MESSAGES.unknownKind(issue.keys)
        : MAIL_NOTIFICATION_MESSAGES.notAnObject,
  },
);
export type MailNotificationsInput = z.infer<typeof mailNotificationsInputSchema>;
