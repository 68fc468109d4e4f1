/**
 * The words of the mails about a user's own account and workspaces (sign-up, password reset, an
 * address already registered, invitations): English, the source.
 */
export const mailAccountEn = {
  verify: {
    subject: 'Verify your email address for Quire',
    preview: 'Confirm your email address to finish setting up Quire',
    heading: 'Verify your email address',
    button: 'Verify email address',
    footer: 'If you did not sign up for Quire, you can ignore this mail.',
    greeting: 'Hi {{name}},',
    body: 'Thanks for signing up. Please confirm that this is your email address. The link works for {{hours}} hours.',
  },
  reset: {
    subject: 'Reset your Quire password',
    preview: 'A link to choose a new password',
    heading: 'Reset your password',
    button: 'Choose a new password',
    footer: 'If you did not ask for this, you can ignore this mail: your password stays as it is.',
    greeting: 'Hi {{name}},',
    body: 'Someone asked to reset the password of your Quire account. The link works for {{minutes}} minutes and only once.',
  },
  exists: {
    subject: 'You already have a Quire account',
    preview: 'Someone tried to sign up with your email address',
    heading: 'You already have an account',
    button: 'Log in to Quire',
    footer:
      'If this was not you, no action is needed: nobody can use your account without your password.',
    greeting: 'Hi {{name}},',
    body: 'Someone, probably you, tried to sign up for Quire with this email address. You already have an account. If you have forgotten your password you can reset it here: {{url}}',
  },
  invitation: {
    subject: '{{inviter}} invited you to join {{workspace}} on Quire',
    preview: 'Join {{workspace}} on Quire',
    heading: 'Join {{workspace}}',
    button: 'Accept the invitation',
    footer:
      'This invitation is personal to you and works for {{days}} days. If you did not expect it, you can ignore this mail.',
    greeting: 'Hi {{name}},',
    there: 'there',
    body: '{{inviter}} has invited you to the {{workspace}} workspace on Quire, where the team prepares, sends and signs documents together.',
  },
  added: {
    subject: "You've been added to {{workspace}}",
    heading: "You've been added to {{workspace}}",
    button: 'Open {{workspace}}',
    greeting: 'Hi {{name}},',
    body: '{{inviter}} has added you to the {{workspace}} workspace. It is now in your workspace picker, next to your other workspaces.',
  },
};
