import { FORM_LINK_MESSAGES } from '@quire/domain';

/** The public form page (/form/{key}): English. */
export const enFormLinks = {
  loading: 'Loading the form',
  unavailable: 'This form is not available',
  asksSender: '{{sender}} asks you to fill in and sign this document.',
  asksNoSender: 'You are asked to fill in and sign this document.',
  name: 'Your full name',
  email: 'Email address',
  emailHint: 'Recorded with your signature in the document’s audit trail.',
  mobile: 'Mobile number',
  otherSigners: 'After you, this document is signed by',
  continue: 'Continue to sign',
  errors: {
    nameRequired: FORM_LINK_MESSAGES.nameRequired,
    emailInvalid: FORM_LINK_MESSAGES.emailInvalid,
    mobileRequired: FORM_LINK_MESSAGES.mobileRequired,
  },
};
