/**
 * Messages the product shows, word for word from the spec (§5, §8) where the spec names one.
 * Other tools and tests match on these strings, so they live here once and are imported everywhere.
 */
export const MESSAGES = {
  // §8 generic handling
  genericServerError: 'An error occurred, please try again',
  notAuthorized: 'You do not have authorization to perform this action.',
  internetDown: 'It appears your internet is down. Hang on while we try to reconnect...',
  loggedOutOfPreviousSession: 'You have been logged out of your previous session',
  anErrorOccurred: 'An error occurred.',
  unknownError: 'An unknown error occurred',

  // §8 workspace and data
  fetchWorkspaceFailed: 'An error occurred while fetching this workspace',
  createWorkspaceFailed: 'An error occurred while creating this workspace',

  // §5 workspace users
  personalAccountNoUsers:
    "You can't add other users to your personal account. Create a new team instead.",
  validEmailRequired: 'A valid email address is required',
  validNameRequired: 'A valid name is required',

  // Authentication (the spec names the password rule; the rest are Quire's own wording)
  signUpCheckEmail: 'Thanks for signing up. We have sent a link to verify your email address.',
  loginFailed: 'Incorrect email address or password.',
  loggedIn: 'Logged in.',
  loggedOut: 'You have been logged out.',
  loginRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  xsrfInvalid: 'Your request could not be verified. Please refresh the page and try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  emailVerified: 'Your email address has been verified.',
  verificationLinkInvalid:
    'This verification link is invalid or has expired. Log in to have a new one sent.',
  verificationSent: 'We have sent a new verification link to your email address.',
  alreadyVerified: 'Your email address is already verified.',
  passwordResetRequested:
    'If an account exists for that email address, we have sent it a link to reset the password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordUpdated: 'Password updated',
  fullNameRequired: 'Please enter your full name.',
  userUpdated: 'updated',
  termsMustBeAccepted: 'Please accept the terms to continue.',

  // Workspaces
  workspaceNotFound: 'Workspace not found.',
  notWorkspaceMember: 'You are not a member of this workspace.',
  workspaceNameRequired: 'Please enter a name for the workspace.',
  workspaceCreated: 'Workspace created.',
  workspaceUpdated: 'Workspace updated.',
  mayNotCreateTeams: "You don't have the permissions to create workspaces.",
  onlyAdminsMayUpdate: 'Only an administrator of this workspace may change it.',

  // Notifications
  notificationNotFound: 'Notification not found.',
  notificationsMarkedRead: 'Notifications marked as read.',

  notFound: 'Not found.',
} as const;

/** §5: 'Please enter a password at least {n} characters long' */
export const passwordTooShortMessage = (min: number): string =>
  `Please enter a password at least ${min} characters long`;

/** §8: '{app} has been updated. Please refresh the page.' */
export const appUpdatedMessage = (app: string): string =>
  `${app} has been updated. Please refresh the page.`;
