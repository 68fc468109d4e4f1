export const TEXT_CHANNELS = ['sms', 'whatsapp', 'voice'] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];

export type TextMessage = {
  channel: TextChannel;
  to: string;
  body: string;
  /** Where the provider reports the message's fate (delivered, failed); signed by the provider. */
  statusCallbackUrl?: string;
};

/** The pack and signer a text message is about: its failure raises the pack's sms failed event. */
export type TextMessageAbout = { documentKey: string; signatoryUuid: string | null };

/** A provider's answer: its id for the message, when it gives one. */
export type TextMessageReceipt = { provider_message_id: string | null };

/** Thrown for a refusal that retrying cannot fix (a bad number, an unverified sender). */
export class PermanentTextMessageError extends Error {
  override name = 'PermanentTextMessageError';
}

/**
 * How SMS, WhatsApp and voice messages leave (design.md "SMS / WhatsApp"). 'outbox' keeps them
 * in text_messages for the local /mailbox page; a gateway adapter sends them for real.
 */
export type TextMessageProvider = {
  kind: 'outbox' | 'twilio';
  send: (message: TextMessage) => Promise<TextMessageReceipt>;
};

export const outboxProvider: TextMessageProvider = {
  kind: 'outbox',
  send: async () => ({ provider_message_id: null }),
};
