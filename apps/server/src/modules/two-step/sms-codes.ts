import { TWO_STEP_SMS_CODE_TTL_MS, maskDestination, type Locale } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { mailT, userLocale } from '../mail/i18n/mail-i18n.ts';
import { sendUserCode } from '../user-codes/send-user-code.ts';

/**
 * Texts a two-step code (turning SMS on, or a login's second step) and answers the masked number.
 * At login a code sent less than 15 s ago stays the one to use (`keepRecent`), so logging in
 * twice quickly does not raise an error. The text is in the user's profile language.
 */
export const sendTwoStepCode = async (
  ctx: AppContext,
  tx: Db,
  user: { key: string; locale?: Locale | null },
  purpose: 'login' | 'enable_sms',
  to: string,
  options: { keepRecent?: boolean } = {},
): Promise<string> => {
  const sent = await sendUserCode(ctx, tx, user.key, {
    purpose,
    to,
    channel: 'sms',
    ttlMs: TWO_STEP_SMS_CODE_TTL_MS,
    text: (code) =>
      mailT(userLocale(user))('text.twoStepCode', {
        code,
        minutes: TWO_STEP_SMS_CODE_TTL_MS / 60_000,
      }),
    ...(options.keepRecent ? { keepRecent: true } : {}),
  });
  return maskDestination('sms', sent.destination);
};
