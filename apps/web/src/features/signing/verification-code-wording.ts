import type { OtpChannel, OtpDestination } from './signing-api.ts';

/** "by text message to +27 ••• ••34": how and where, as the dialog's sentences need it. */
export const deliveryPhrase = ({ channel, destination }: OtpDestination): string => {
  switch (channel) {
    case 'email':
      return `by email to ${destination}`;
    case 'sms':
      return `by text message to ${destination}`;
    case 'whatsapp':
      return `on WhatsApp to ${destination}`;
    case 'voice':
      return `by a phone call to ${destination}`;
  }
};

/** Before anything is sent: the promise the one send button keeps. */
export const willSendText = (to: OtpDestination, length: number): string =>
  to.channel === 'voice'
    ? `We'll call ${to.destination} and read out a ${length}-digit code.`
    : `We'll send a ${length}-digit code ${deliveryPhrase(to)}.`;

/** After a send: where to look. */
export const sentText = (to: OtpDestination, length: number): string =>
  to.channel === 'voice'
    ? `We're calling ${to.destination} to read out a ${length}-digit code. Enter it to sign.`
    : `We sent a ${length}-digit code ${deliveryPhrase(to)}. Enter it to sign.`;

/** The primary button before sending. */
export const sendLabel = (channel: OtpChannel): string =>
  channel === 'voice' ? 'Call me with the code' : 'Send code';

/** A secondary choice: another way to get the code. */
export const alternativeLabel = (channel: OtpChannel): string => {
  switch (channel) {
    case 'email':
      return 'Email it instead';
    case 'sms':
      return 'Text it instead';
    case 'whatsapp':
      return 'Send on WhatsApp instead';
    case 'voice':
      return 'Call me instead';
  }
};
