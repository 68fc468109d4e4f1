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
  // Not in the spec: a dependency (database, file storage, disk) is down for a moment (ADR 0049).
  serviceUnavailable: 'Quire is briefly unavailable. Please try again in a moment.',
  storageUnavailable: 'The file could not be stored right now. Please try again in a moment.',
  diskFull:
    'Quire has run out of disk space, so this was not saved. Please try again later, and tell your administrator if it persists.',
  unknownError: 'An unknown error occurred',

  // §8 workspace and data
  fetchWorkspaceFailed: 'An error occurred while fetching this workspace',
  createWorkspaceFailed: 'An error occurred while creating this workspace',

  // §5 workspace users
  personalAccountNoUsers:
    "You can't add other users to your personal account. Create a new team instead.",
  validEmailRequired: 'A valid email address is required',
  validNameRequired: 'A valid name is required',
  sameUserTwice: 'You may not add the same user more than once.',
  lastAdmin: 'You need to assign another administrator.',
  mayNotRemoveYourself: 'You may not remove yourself from this team.',
  lastAdminLeaving: 'You need to assign another administrator if you want to leave this team.',

  // §8 members, permissions and themes
  updateUserFailed: 'An error occurred while updating the user. Please try again.',
  removeUserFailed:
    'An error occurred while removing the user. Please refresh the screen and try again.',
  addUserFailed: 'An error occurred while adding a new user to the team. Please try again.',
  fetchPermissionsFailed: 'Error fetching user permissions',
  updatePermissionsFailed: 'Failure updating permissions',
  managementCheckFailed: 'An error occurred',
  createThemeFailed: 'An error occurred while creating this theme',
  fetchThemesFailed: 'An error occurred while fetching themes',
  themeUpdated: 'Theme updated',
  teamUserUpdated: 'User has been updated.',
  teamUserRemoved: 'User has been removed from the team.',
  permissionsUpdated: 'Permissions updated',

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

  // Documents (§5, §8)
  onlyPdf: 'We currently only accept pdf files.',
  noExecutables: "We currently don't accept executable files.",
  documentNotFound: 'Document not found.',
  mergeNeedsTwo: 'Cannot merge less than two documents into new document',
  noTemplatesSelected: 'No templates selected',
  someNotDeleted: "Some documents could not be deleted since you don't have the permissions",
  someNotRecovered: "Some documents could not be recovered since you don't have the permissions",
  someNotMoved: "Some documents can not be moved since you don't have the permissions",
  noneMoved: "The document(s) can not be moved since you don't have the permissions",
  mayNotCopy: "You don't have the permissions to copy documents",
  mayNotDelete: 'You do not have permission do delete this document.',
  documentsCopied: 'Document(s) copied.',
  someDocumentsCopied: '(Some) Document(s) copied.',
  documentsNotCopied: 'Documents could not be copied',
  moveFailed: 'An error occurred while performing this move.',
  searchFailed: 'An error occurred whilst trying to search for documents',
  templatesFetchFailed: 'An error occurred fetching templates',
  previewTimedOut: 'It appears generating preview took too long.',
  csvTimedOut: 'It appears generating csv took too long.',
  uploadFailedPrefix: 'Error uploading your file:/',
  deleteFailed: 'An unknown error occurred trying to delete document',
  replacePdfConfirm:
    'This will replace the pdf onto which fields are overlaid. Do you want to continue?',
  pdfPasswordRequired: 'pdf password required',
  xfaNotSupported: 'xfa form not supported',
  notInSetup: 'This document can only be changed while it is in setup.',
  uploadNotAllowed: "You don't have the permissions to upload documents to this pack.",
  wrongPdfPassword: 'That password does not open this PDF. Please try again.',
  // Documents module (Quire's own wording where the spec names none)
  searchTooShort: 'Please type at least 3 characters to search.',
  invalidCursor: 'This page of the list is no longer available. Please reload the list.',
  documentDeleted: 'Document moved to the trash.',
  childDocumentDeleted: 'Document removed from the pack.',
  lastChildDocument: 'A pack needs at least one document. Delete the whole pack instead.',
  documentRecovered: 'Document recovered.',
  notInTrash: 'This document is not in the trash.',
  documentPermanentlyDeleted: 'Document permanently deleted.',
  onlyPacksPermanentlyDeleted: 'Only documents in the trash can be deleted permanently.',
  documentsMerged: 'Documents merged into a new document.',
  convertedToTemplate: 'Template created from this document.',
  mayNotCreateTemplates: "You don't have the permissions to create templates.",
  copyCreated: 'Document(s) copied.',
  notATemplate: 'This document is not a template.',
  childOrderInvalid: 'The new order must list every document of this pack once.',
  mayNotDownload: "You don't have the permissions to download this.",
  tempDownloadFailed: 'It appears generating preview took too long.',
  mayNotDoBulkActions: "You don't have the permissions to perform bulk actions.",

  // Quire's own answers the server used to word itself (ADR 0055: here, so the web translates them)
  requestNotValid: 'The request is not valid.',
  methodNotAllowed: 'This method is not allowed here.',
  requestTooLarge: 'The request is too large.',
  contentTypeNotSupported: 'This content type is not supported.',
  conversionErrorDismissed: 'The conversion error has been dismissed.',
  pdfPasswordAccepted: 'Password accepted. The document is being converted.',
  documentUploaded: 'Your document has been uploaded.',
  uploadLinkInvalid: 'This upload link has expired or is not valid.',
  cursorInvalid: 'The cursor is not valid.',
  pageNotFound: 'This page does not exist.',
} as const;

/** §5: 'Are you sure you want to delete this document ({name})? This action cannot be undone.' */
export const deleteDocumentConfirmMessage = (name: string): string =>
  `Are you sure you want to delete this document (${name})? This action cannot be undone.`;

/** §8: 'Document ({name}) deletion cancelled.' */
export const deletionCancelledMessage = (name?: string): string =>
  name ? `Document (${name}) deletion cancelled.` : 'Document deletion cancelled.';

/** §8: '{documents} moved.' */
export const documentsMovedMessage = (documents: string): string => `${documents} moved.`;

/** A bulk delete or recover that skipped none: '{documents} moved to the trash.' / '… recovered.' */
export const documentsTrashedMessage = (documents: string): string =>
  `${documents} moved to the trash.`;
export const documentsRecoveredMessage = (documents: string): string => `${documents} recovered.`;

/** A management query naming an address that is not one: '{validEmailRequired}: {address}'. */
export const invalidEmailAddressMessage = (address: string): string =>
  `${MESSAGES.validEmailRequired}: ${address}`;

/** Saving documents as templates: '{someDocumentsCopied} {saved} of {total} saved as templates.' */
export const someSavedAsTemplatesMessage = (saved: number, total: number): string =>
  `${MESSAGES.someDocumentsCopied} ${saved} of ${total} saved as templates.`;
export const templatesSavedMessage = (saved: number): string => `${saved} templates saved.`;

/** Upload size limit message (configurable limit, in MB). */
export const fileTooLargeMessage = (maxMb: number): string =>
  `This file is too large. The largest PDF Quire accepts is ${maxMb} MB.`;

/** §5: 'Please enter a password at least {n} characters long' */
export const passwordTooShortMessage = (min: number): string =>
  `Please enter a password at least ${min} characters long`;

/** §8: '{app} has been updated. Please refresh the page.' */
export const appUpdatedMessage = (app: string): string =>
  `${app} has been updated. Please refresh the page.`;

/** §9: the largest signature image a signer may upload, in MB. */
export const SIGNATURE_UPLOAD_MAX_MB = 5;

/** §9: saved signatures kept per user and kind; saving a sixth drops the oldest. */
export const MAX_SAVED_SIGNATURES = 5;

/** §3 User signatures: what a saved signature is for and how it was made. */
export const SAVED_SIGNATURE_KINDS = ['signature', 'initial'] as const;
export const SAVED_SIGNATURE_METHODS = ['drawn', 'typed', 'upload'] as const;

/**
 * Signature and data-field uploads, saved signatures (§5 uploads, §7). `notAnImage` is the §5
 * wording (the client puts 'Error uploading your file:/ ' before it); the rest is Quire's own.
 */
export const SIGNER_UPLOAD_MESSAGES = {
  notAnImage: "Make sure you're uploading an image.",
  imageTooLarge: `This image is too large. The largest image Quire accepts is ${SIGNATURE_UPLOAD_MAX_MB} MB.`,
  imageTooManyPixels: 'This image is too large. Please upload a smaller picture.',
  noInkFound: 'We could not find a signature in this image. Please upload a clearer picture.',
  fileUploaded: 'File uploaded',
  fileMissing: 'The file did not arrive. Please upload it again.',
  filenameRequired: 'A filename is required',
  mayNotUpload: "You don't have the permissions to upload files to this document.",
  notYourFile: 'You can only attach a file you uploaded yourself.',
  signatureNotFound: 'That signature does not exist.',
  signatureDeleted: 'Signature removed',
} as const;
