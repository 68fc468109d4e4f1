import type {
  TextMessage,
  TextMessageProvider,
  TextMessageReceipt,
} from './text-message-provider.ts';
import { PermanentTextMessageError } from './text-message-provider.ts';

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
};

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** What Twilio's REST API wants for a message: Messages.json, or Calls.json with TwiML to read out. */
const requestFor = (
  settings: TwilioSettings,
  message: TextMessage,
): { url: string; form: Record<string, string> } => {
  const account = `${settings.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}`;
  if (message.channel === 'voice') {
    const twiml = `<Response><Say>${escapeXml(message.body)}</Say></Response>`;
    return {
      url: `${account}/Calls.json`,
      form: { To: message.to, From: settings.from, Twiml: twiml },
    };
  }
  // WhatsApp numbers are written 'whatsapp:+1…' on both sides; a From already written so is kept.
  const address = (n: string) =>
    message.channel === 'whatsapp' ? `whatsapp:${n.replace(/^whatsapp:/, '')}` : n;
  const form: Record<string, string> = {
    To: address(message.to),
    From: address(settings.from),
    Body: message.body,
  };
  if (message.statusCallbackUrl) form.StatusCallback = message.statusCallbackUrl;
  return { url: `${account}/Messages.json`, form };
};

/**
 * Twilio's real protocol: a form-encoded POST with HTTP basic auth (account SID and auth token),
 * answered 201 with the message's `sid`. A 4xx other than 429 is a refusal that retrying cannot
 * change; anything else (5xx, 429, a network failure) is thrown for the queue to retry.
 */
export const twilioProvider = (settings: TwilioSettings): TextMessageProvider => ({
  kind: 'twilio',
  send: async (message): Promise<TextMessageReceipt> => {
    const { url, form } = requestFor(settings, message);
    const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${auth}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as { sid?: string; message?: string };
    if (response.ok) return { provider_message_id: answer.sid ?? null };
    const reason = `Twilio answered ${response.status}: ${answer.message ?? response.statusText}`;
    if (response.status >= 400 && response.status < 500 && response.status !== 429)
      throw new PermanentTextMessageError(reason);
    throw new Error(reason);
  },
});
