/** After signing: the thank-you page, the copy notice and the offer to keep access: English. */
export const enPostSign = {
  rejected: 'You rejected the document',
  rejectedText: 'The sender has been told, with your reason.',
  later: 'Saved for later',
  laterText: 'What you filled in is kept. Open your signing link again when you are ready.',
  thanks: 'Thank you for signing',
  recorded: 'Your signature has been recorded.',
  hasAccount:
    'You have a Quire account with this email address. <login>Log in</login> to see your documents.',
  back: 'Back to the document',
  takenBack: 'You will be taken back in {{seconds}} seconds.',
  copy: {
    noneComplete: 'Everyone has signed. The sender has the signed copy; ask them if you need one.',
    nonePending:
      'The sender will have the signed copy once everyone has signed; ask them if you need one.',
    emailComplete: 'Your signed copy has been sent to {{to}}.',
    emailPending: "We'll email the signed copy to {{to}} when everyone has signed.",
    linkComplete: 'A link to your signed copy has been sent by {{by}} to {{to}}.',
    linkPending:
      "We'll send a link to the signed copy by {{by}} to {{to}} when everyone has signed.",
    sms: 'SMS',
    whatsapp: 'WhatsApp',
  },
  keep: {
    declined: 'No problem. You can sign up later with the same email address.',
    logIn: 'Log in',
    signUp: 'Sign up',
    title: 'Keep your documents',
    intro:
      'Choose a password to open what you signed any time. You will log in as <who>{{email}}</who>.',
    password: 'Choose a password',
    passwordHint: 'At least {{count}} characters.',
    create: 'Create my account',
    noThanks: 'No thanks',
  },
};
