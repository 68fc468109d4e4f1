import { isDialingCode } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Auth } from '../../plugins/request-context.ts';

/**
 * Where a number typed without a country code is read: the user's own dialing code when their
 * profile has one, else the deployment's DEFAULT_DIALING_CODE (config), whose own default is the
 * domain's DEFAULT_DIALING_CODE.
 */
export const defaultDialingCodeFor = (ctx: AppContext, auth: Auth): string => {
  const own = auth.user.dialing_code?.trim();
  return own && isDialingCode(own) ? own : ctx.config.defaultDialingCode;
};
