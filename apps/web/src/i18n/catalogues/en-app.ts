import { EMBED_EDITOR_MESSAGES, MESSAGES, appUpdatedMessage } from '@quire/domain';

/** The shell around every page after login, its menus and the app's own notices: English. */
export const enApp = {
  shell: {
    home: 'Quire: documents',
    workspace: 'Workspace',
    loadingAccount: 'Loading your account',
    loggingInAgain: 'Logging in again',
    loadFailed: 'We couldn’t load your account',
    tryAgain: 'Try again',
  },
  verifyEmail: {
    region: 'Email verification',
    text: 'Please verify your email address',
    resend: 'Resend link',
    sent: 'Link sent',
    sentNotice: MESSAGES.verificationSent,
  },
  userMenu: {
    open: 'User menu ({{name}})',
    profile: 'Profile',
    bulkSends: 'Bulk sends',
    workspaceSettings: 'Workspace settings',
    clientLists: 'Client lists',
    metadataSets: 'Metadata sets',
    applications: 'Applications',
    webhooks: 'Webhooks',
    billing: 'Billing',
    pricing: 'Pricing',
    share: 'Share Quire',
    integrations: 'Integrations',
    newWorkspace: 'New workspace',
    mailNotifications: 'Email notifications',
    tour: 'Take the tour',
    management: 'Management',
    logout: 'Log out',
  },
  embedded: {
    opening: 'Opening the editor',
    editingAs: 'Editing as {{name}}',
    sessionEndedTitle: 'Session ended',
    sessionEnded: EMBED_EDITOR_MESSAGES.sessionEnded,
    elsewhereTitle: 'Not available here',
    onlyThisDocument: EMBED_EDITOR_MESSAGES.onlyThisDocument,
    backToDocument: 'Back to the document',
  },
  nothing: {
    title: 'There’s nothing here',
    text: 'The page you were looking for doesn’t exist or has moved. Check the address, or head back to your documents.',
    back: 'Back to documents',
  },
  routeError: {
    title: 'Something went wrong',
    text: MESSAGES.genericServerError,
    reload: 'Reload the page',
  },
  notices: {
    internetDown: MESSAGES.internetDown,
    appUpdated: appUpdatedMessage('{{app}}'),
    sessionReplaced: MESSAGES.loggedOutOfPreviousSession,
  },
  notPermitted: {
    upload: "You don't have the permissions to upload documents. Ask a workspace admin.",
    uploadToPack: MESSAGES.uploadNotAllowed,
    requestSignatures:
      "You don't have the permissions to request signatures. Ask a workspace admin.",
    setting: "You don't have the permissions to change this setting. Ask a workspace admin.",
  },
  passkey: {
    alreadyRegistered: 'This device already holds a passkey for your account.',
    wrongDomain:
      'Passkeys only work on this site’s own secure address. Please ask your administrator.',
    closed: 'The passkey prompt was closed or timed out. Please try again.',
  },
  tour: {
    role: 'product tour',
    progress: 'Step {{step}} of {{total}}',
    skip: 'Skip tour',
    back: 'Back',
    next: 'Next',
    finish: 'Finish',
  },
};
