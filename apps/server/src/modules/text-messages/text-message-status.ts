import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { FAILED_TEXT_MESSAGE_STATUSES } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { textMessages } from '../../db/schema.ts';
import type { TextMessageRow } from './text-message-repository.ts';

/** Where Twilio posts a message's status changes: the message's key is in the path. */
export const textMessageStatusCallbackUrl = (publicUrl: string, key: string): string =>
  `${publicUrl}/app/text_messages/${encodeURIComponent(key)}/status_callback`;

/**
 * Twilio's request signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed with the auth token,
 * of the URL it called followed by each POST parameter's name and value, sorted by name.
 */
export const twilioSignature = (
  authToken: string,
  url: string,
  params: readonly (readonly [string, string])[],
): string => {
  const data = [...params]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .reduce((acc, [name, value]) => acc + name + value, url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
};

export const isValidTwilioSignature = (
  authToken: string,
  url: string,
  params: readonly (readonly [string, string])[],
  presented: string | undefined,
): boolean => {
  if (!presented) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/**
 * A failure the provider reported after accepting the message (failed, undelivered): the message
 * ends failed. Answers it when this report changed it, so a repeated callback raises nothing twice.
 */
export const markReportedFailure = async (
  db: Db,
  key: string,
  status: string,
  errorCode: string | undefined,
): Promise<TextMessageRow | undefined> => {
  if (!(FAILED_TEXT_MESSAGE_STATUSES as readonly string[]).includes(status)) return undefined;
  const [row] = await db
    .update(textMessages)
    .set({
      status: 'failed',
      last_error: `The provider reported ${status}${errorCode ? ` (error ${errorCode})` : ''}`,
    })
    .where(and(eq(textMessages.key, key), ne(textMessages.status, 'failed')))
    .returning();
  return row;
};
