import type { Config } from '../../config.ts';
import { outboxProvider, type TextMessageProvider } from './text-message-provider.ts';
import { twilioProvider } from './twilio-provider.ts';

/** The provider the configuration names: Twilio, or the local outbox. */
export const createTextMessageProvider = (config: Config): TextMessageProvider =>
  config.textMessages.provider === 'twilio' ? twilioProvider(config.textMessages) : outboxProvider;
