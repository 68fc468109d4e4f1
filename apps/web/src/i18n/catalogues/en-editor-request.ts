import { STATUS_MESSAGES } from '@quire/domain';

/** Request signatures, the review-and-send step, revert to setup: English. */
export const enEditorRequest = {
  request: 'Request signatures',
  send: 'Send',
  moreWays: 'More ways to send',
  inPerson: 'Request and sign in person',
  revert: 'Revert to setup',
  revertShort: 'Revert',
  revertConfirm: STATUS_MESSAGES.revertConfirm,
  unsaved: 'Some changes have not been saved yet. Please check your connection and try again.',
  reviewTitle: 'Review and send',
  reviewIntro: 'Check who is asked to sign “{{name}}” and what they receive before it goes out.',
  twoStepOn:
    'Two-step verification is on: each signer enters a one-time code before signing. Where each code goes is shown below.',
  copies: 'Copies',
  noCopies: 'Nobody else gets a copy.',
  copyGets: '<b>{{name}}</b> gets the signed document',
  copyByEmail: '<b>{{name}}</b> gets the signed document by email to {{to}}',
  copyByNumber: '<b>{{name}}</b> gets the signed document at {{to}}',
  email: 'Email to signers',
  subjectDefault: '{{sender}} has sent you “{{name}}” to sign',
  wordingHelp:
    'Left empty, the greyed-out wording is used. SMS and WhatsApp requests carry a short standard text with the link.',
  reminders: 'Reminders',
  remindersFailed: 'The reminders could not be loaded.',
  noReminders: 'No reminders. Add one under Notification rules.',
  reminder: 'Remind after {{after}} if not signed',
  inPersonAfter: 'After sending, you hand this device to the signers who are with you.',
  back: 'Back to editing',
  sendInPerson: 'Send and sign in person',
  sequential: 'Signers are asked one step at a time, in this order.',
  together: 'Everyone is asked to sign at the same time.',
  groupStep: '{{name}} · sign side by side',
  notNotified:
    'No request is sent (their signing notifications are off): share their signing link.',
  asked: 'Asked to sign {{route}}',
  code: 'One-time code {{route}}',
  route: 'by {{channel}} to {{to}}',
  channels: {
    email: 'email',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    voice: 'a phone call',
  },
};
