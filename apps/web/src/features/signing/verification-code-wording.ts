import type { TFunction } from 'i18next';
import type { OtpChannel, OtpDestination } from './signing-api.ts';

/** "by text message to +27 ••• ••34": how and where, as the dialog's sentences need it. */
export const deliveryPhrase = (t: TFunction, { channel, destination }: OtpDestination): string =>
  t(`signing.otp.by.${channel}`, { to: destination });

/** Before anything is sent: the promise the one send button keeps. */
export const willSendText = (t: TFunction, to: OtpDestination, length: number): string =>
  to.channel === 'voice'
    ? t('signing.otp.willCall', { to: to.destination, length })
    : t('signing.otp.willSend', { length, how: deliveryPhrase(t, to) });

/** After a send: where to look. */
export const sentText = (t: TFunction, to: OtpDestination, length: number): string =>
  to.channel === 'voice'
    ? t('signing.otp.calling', { to: to.destination, length })
    : t('signing.otp.sent', { length, how: deliveryPhrase(t, to) });

/** The primary button before sending. */
export const sendLabel = (t: TFunction, channel: OtpChannel): string =>
  channel === 'voice' ? t('signing.otp.callMe') : t('signing.otp.send');

/** A secondary choice: another way to get the code. */
export const alternativeLabel = (t: TFunction, channel: OtpChannel): string =>
  t(`signing.otp.instead.${channel}`);
