import { VERIFICATION_CODE_MESSAGES } from '@quire/domain';

/**
 * The words of the mails a signer gets (request, reminder, code, final documents) and the frame
 * every mail shares: English, the source. The users' mails are in mail-catalogue-account-en.ts
 * and mail-catalogue-owner-en.ts, text messages in text-catalogue-en.ts.
 */
export const mailEn = {
  frame: {
    footer: 'You received this mail because of an action on your Quire account.',
    buttonFallback: 'If the button does not work, copy this link into your browser:',
  },
  request: {
    subject: '{{sender}} has sent you “{{document}}” to sign',
    reminderSubject: 'Reminder: {{subject}}',
    preview: '{{sender}} has sent you “{{document}}” to review and sign',
    reminderPreview: '“{{document}}” is still waiting for your signature',
    heading: '{{sender}} has sent you a document to sign',
    reminderHeading: 'A reminder: {{sender}} is waiting for your signature',
    footer:
      'This link is personal to you: please do not forward this mail. It works for {{days}} days, or until the document is signed, declined or withdrawn.',
    greeting: 'Hi {{name}},',
    there: 'there',
    document: 'Document',
    messageFrom: 'Message from {{sender}}',
    deadline: 'Please sign before {{deadline}}: the link stops working then.',
    button: 'Review and sign',
  },
  code: {
    subject: VERIFICATION_CODE_MESSAGES.mailSubject,
    preview: 'Your verification code is {{code}}',
    heading: 'Your verification code',
    footer:
      'If you did not ask for this code, you can ignore this mail: nothing is signed without it.',
    greeting: 'Hi {{name}},',
    enter: 'Enter this code to confirm that it is you signing “{{document}}”:',
    validity: 'The code works for {{minutes}} minutes. Never share it with anyone.',
  },
  final: {
    subject: '“{{document}}” is complete',
    heading: 'The document is complete',
    footerAttached:
      'The attached PDF carries a digital seal: any change to the file makes the seal invalid.',
    footer: 'The PDF carries a digital seal: any change to the file makes the seal invalid.',
    greeting: 'Hi {{name}},',
    there: 'there',
    completed: 'Everyone has completed “{{document}}”.',
    attachedText: 'The final, sealed documents are attached to this mail.',
    readyText: 'The final, sealed documents are ready in Quire.',
    attached: 'Attached',
    documents: 'Documents',
    view: 'View and download',
    open: 'Open in Quire',
    linkValid: 'No account needed: the link opens the signed document and works until {{date}}.',
  },
};
