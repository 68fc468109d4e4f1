import * as domain from '@quire/domain';

/**
 * Every message constant of the domain whose words the server may answer with (refusals, §8
 * messages, confirmations) or store for a person to read (the in-app notifications' *_TEXT).
 * The API keeps sending their English; the web app shows them in its reader's language
 * (server-text.ts). server-text.test.ts fails when the domain gains a set that is not listed here.
 */
const SERVER_MESSAGE_SET_NAMES = [
  'ACCOUNT_NOTIFICATION_TEXT',
  'API_KEY_MESSAGES',
  'APPLICATION_MESSAGES',
  'AUDIT_MESSAGES',
  'BILLING_MESSAGES',
  'BLOCKING_CHECK_MESSAGES',
  'BRANDING_MESSAGES',
  'BULK_SEND_ENGINE_MESSAGES',
  'BULK_SEND_MESSAGES',
  'COMPOSED_MESSAGES',
  'CONVERSION_MESSAGES',
  'CSV_IMPORT_MESSAGES',
  'DATE_FORMAT_MESSAGES',
  'EMAIL_SIGNATURE_MESSAGES',
  'EMBED_EDITOR_MESSAGES',
  'EMBED_FAIL_MESSAGES',
  'EMBED_MESSAGES',
  'EXTRAS_MESSAGES',
  'FIELD_MESSAGES',
  'FINAL_COPY_MESSAGES',
  'FONT_SIZE_MESSAGES',
  'FORM_LINK_MESSAGES',
  'INTEGRATION_MESSAGES',
  'MAIL_NOTIFICATION_MESSAGES',
  'MANAGEMENT_MESSAGES',
  'MAPPING_MESSAGES',
  'MEMBER_MESSAGES',
  'MESSAGES',
  'META_DATA_MESSAGES',
  'OAUTH_MESSAGES',
  'OWNER_NOTICE_TEXT',
  'PACK_BRANDING_MESSAGES',
  'PASSKEY_MESSAGES',
  'POST_SIGN_PASSWORD_MESSAGES',
  'PROFILE_MESSAGES',
  'PROFILE_SIGNATURE_MESSAGES',
  'PUBLIC_API_MESSAGES',
  'SCHEMA_MESSAGES',
  'SIGNATORY_MESSAGES',
  'SIGNER_NOTE_MESSAGES',
  'SIGNER_UPLOAD_MESSAGES',
  'SIGNING_DRAFT_MESSAGES',
  'SIGNING_EXPIRY_MESSAGES',
  'SIGNING_MESSAGES',
  'SIGNING_NOTIFICATION_TEXT',
  'SIGNING_REQUEST_MESSAGES',
  'STATUS_MESSAGES',
  'TEMPLATE_MESSAGES',
  'TREE_MESSAGES',
  'TWO_STEP_MESSAGES',
  'VERIFICATION_CODE_MESSAGES',
  'VERIFY_MESSAGES',
  'WEBHOOK_ADDRESS_KIND_MESSAGES',
  'WEBHOOK_MESSAGES',
  'XPLAN_BULK_SEND_MESSAGES',
  'XPLAN_PREFILL_MESSAGES',
] as const;

export type ServerMessageSets = Pick<typeof domain, (typeof SERVER_MESSAGE_SET_NAMES)[number]>;

export const SERVER_MESSAGE_SETS = Object.fromEntries(
  SERVER_MESSAGE_SET_NAMES.map((name) => [name, domain[name]]),
) as ServerMessageSets;

type MessageFunction = (...args: never[]) => string;

/**
 * A message as a catalogue holds it: a string as it is, a function's sentence with `{{0}}`,
 * `{{1}}`… where its arguments go (a list argument is one placeholder). A function that counts
 * ("1 document" / "2 documents") gives its plural wording; the singular is shown as sent.
 */
export const messageTemplate = (message: string | MessageFunction): string => {
  if (typeof message === 'string') return message;
  const names = Array.from({ length: message.length }, (_, i) => `{{${i}}}`);
  try {
    return (message as (...args: string[]) => string)(...names);
  } catch {
    return (message as (...args: string[][]) => string)(...names.map((name) => [name]));
  }
};

/** The English of every set, as templates: the source the other languages translate. */
export const serverMessageTemplates = (): Record<string, Record<string, string>> =>
  Object.fromEntries(
    Object.entries(SERVER_MESSAGE_SETS).map(([set, messages]) => [
      set,
      Object.fromEntries(
        Object.entries(messages as Record<string, string | MessageFunction>).map(([key, m]) => [
          key,
          messageTemplate(m),
        ]),
      ),
    ]),
  );
