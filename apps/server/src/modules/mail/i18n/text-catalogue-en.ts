import {
  finalCopyText,
  mobileVerificationText,
  signatureRequestText,
  verificationCodeText,
} from '@quire/domain';

/**
 * The SMS and WhatsApp texts: English, the source. Where the domain words a text, the catalogue
 * takes the domain's own sentence with placeholders, so the two cannot drift. Voice codes stay
 * English (verificationCodeText 'voice'): a phone call reads them in an English voice.
 */
export const textEn = {
  request: signatureRequestText('{{sender}}', '{{document}}', '{{url}}'),
  reminder: 'Reminder: {{text}}',
  code: verificationCodeText('sms', '{{code}}', '{{document}}'),
  finalCopy: finalCopyText('{{document}}', '{{url}}'),
  // The domain writes the minutes into the sentence: here they are a placeholder too.
  mobileCode: mobileVerificationText('{{code}}', '{{minutes}}' as unknown as number),
  twoStepCode: '{{code}} is your Quire code. It works for {{minutes}} minutes. Never share it.',
};
