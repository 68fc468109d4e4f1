import { TWO_STEP_SMS_CODE_TTL_MS, maskDestination } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { sendUserCode } from '../user-codes/send-user-code.ts';

/**
 * Texts a two-step code (turning SMS on, or a login's second step) and answers the masked number.
 * At login a code sent less than 15 s ago stays the one to use (`keepRecent`), so logging in
 * twice quickly does not raise an error.
 */
export const sendTwoStepCode = async (
  ctx: AppContext,
  tx: Db,
  user: { key: string },
  purpose: 'login' | 'enable_sms',
  to: string,
  options: { keepRecent?: boolean } = {},
): Promise<string> => {
  const sent = await sendUserCode(ctx, tx, user.key, {
    purpose,
    to,
    channel: 'sms',
    ttlMs: TWO_STEP_SMS_CODE_TTL_MS,
    text: (code) => `${code} is your Quire code. It works for 10 minutes. Never share it.`,
    ...(options.keepRecent ? { keepRecent: true } : {}),
  });
  return maskDestination('sms', sent.destination);
};
