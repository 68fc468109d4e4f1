/**
 * Words the signers panel and the signatory routes show. The spec's (§5, §8) are word for word;
 * the rest are Quire's own wording, kept here once so the web and the server say the same thing.
 */
export const SIGNATORY_MESSAGES = {
  // §5 Signatory details
  emailInvalidWhenOptional:
    "Email address is invalid. Clear the email text if you don't want email to be used.",
  emailInvalid: 'Please enter a valid email address.',
  nameRequired: 'A name for the signer is required.',
  mobileRequired: 'Mobile number is required',
  emailOrMobileRequired: 'Email or mobile number are required.',
  /** Quire's wording for a number libphonenumber cannot read; the §5 mapping rules say the same. */
  mobileInvalid: 'Not a valid mobile',

  // §5 Contacts and numbers, §8
  contactEmailInvalid: 'Please enter a valid email.',
  fetchContactsFailed: 'An error occurred while fetching contacts',
  updateSignatoryFailed: 'An error occurred while updating this signatory',

  // §5 Groups and signing methods
  groupNamesUnique: 'Group names must be unique',
  deleteSignerWithFieldsConfirm:
    "This will automatically delete the signer's fields. This action cannot be undone. Click cancel to review the fields.",
  deleteSignerFieldsFirst:
    "Delete/reassign the signer's data fields first before removing the signer",

  // Quire's own wording for the routes' answers
  signatorySaved: 'Signatory saved.',
  signatoryRemoved: 'Signatory removed.',
  signatoryDetailsUpdated: 'Signatory details updated.',
  signatoryDetailsUpdatedNewLink:
    'Signatory details updated. A new signing link was sent; the old one no longer works.',
  signatoriesReordered: 'Signatories reordered.',
  signerGroupSaved: 'Signer group saved.',
  signerGroupDeleted: 'Signer group deleted.',
  copyRecipientsSaved: 'Copy recipients saved.',
  signatoryNotFound: 'Signatory not found.',
  signerGroupNotFound: 'Signer group not found.',
  signerGroupNameRequired: 'A name for the signer group is required.',
  signerGroupNameTooLong: 'A signer group name can be at most 100 characters.',
  signerGroupsDisabled: 'Signer groups are turned off for this document.',
  signatoriesOnlyInSetup: 'Signatories can only be changed while the document is in setup.',
  signatoryDetailsNotEditable: "This signatory's details can no longer be edited.",
  associatedDocumentsInvalid: 'A signer can only be linked to documents of this pack.',
  reorderUnknownEntry: 'The new order names a signatory or group that is not on this document.',
  copyRecipientsDuplicated: 'The same copy recipient was sent twice.',
  copyRecipientContactRequired: 'A copy recipient needs an email address or a mobile number.',
} as const;

export type SignatoryMessage = (typeof SIGNATORY_MESSAGES)[keyof typeof SIGNATORY_MESSAGES];
