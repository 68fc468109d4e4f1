import { OWNER_NOTICE_TEXT as N } from '@quire/domain';

/**
 * The words of the mails to a pack's owner: a signer's act (opened, signed, declined) and a
 * notification rule's notice. English, the source; a notice's sentence is the domain's own
 * (OWNER_NOTICE_TEXT, also the in-app line), so the two cannot drift.
 */
export const mailOwnerEn = {
  activity: {
    subject: {
      viewed: '{{signer}} opened “{{pack}}”',
      signed: '{{signer}} signed “{{pack}}”',
      declined: '{{signer}} declined to sign “{{pack}}”',
    },
    heading: {
      viewed: 'A signer opened your document',
      signed: 'A signer signed',
      declined: 'A signer declined',
    },
    viewed: '{{signer}} opened “{{pack}}” for the first time.',
    signed: '{{signer}} signed “{{pack}}”. {{progress}}',
    allSigned: 'Every signer has now signed.',
    progress_one: '{{signed}} of {{count}} signer has signed so far.',
    progress_other: '{{signed}} of {{count}} signers have signed so far.',
    declinedOne: '{{signer}} declined “{{document}}”, one of the documents of “{{pack}}”.',
    declinedPack:
      '{{signer}} declined to sign “{{pack}}”. It can no longer be signed; open it to see what happened and send a corrected version.',
    footer:
      'You receive this mail because you sent this document. Choose which mails you get under Email notifications in your user menu.',
    greeting: 'Hi {{name}},',
    there: 'there',
    signer: 'Signer',
    reason: 'Reason given',
    button: 'View the document',
  },
  notice: {
    text: {
      not_signed: N.not_signed('{{signer}}', '{{document}}'),
      in_setup: N.in_setup('{{document}}'),
      email_failed: N.email_failed('{{signer}}', '{{document}}'),
      sms_failed: N.sms_failed('{{signer}}', '{{document}}'),
      expired: N.expired('{{document}}'),
    },
    advice: {
      not_signed:
        'You can send them the request again, change their details, or extend the signing deadline from the document.',
      in_setup: 'Finish setting it up and request signatures, or delete it if it is not needed.',
      email_failed:
        "Check {{signer}}'s email address, correct it if needed and send the request again.",
      sms_failed:
        "Check {{signer}}'s mobile number, correct it if needed and send the request again.",
      expired:
        'Its signing links no longer work. To carry on, set a later deadline in the document, or revert it to setup and send it again.',
    },
    heading: 'Your document needs attention',
    footer:
      "You receive this mail because a notification rule of this document asks for it. Change the rules in the document's editor.",
    greeting: 'Hi {{name}},',
    there: 'there',
    sentence: '{{notice}}.',
    button: 'Open the document',
  },
};
