/**
 * Messages of the editor's "around the document" panels (spec §5, §8): supporting documents,
 * field rules, custom fields, notification rules, event subscriptions and form views. Strings
 * the spec names are word for word; the others are Quire's own wording for cases it leaves open.
 */
export const EXTRAS_MESSAGES = {
  // §8 fixed messages
  addAppendixFailed: 'An error occurred while adding supporting document',
  updateFieldConditionFailed: 'Error updating field condition',
  addUpdateNotificationRuleFailed: 'An error occurred while adding/updating notification_rule',
  updateSubscriptionsFailed: 'An error occurred while updating subscriptions',
  // §5 uploads and blocking checks
  executableRefused: "We currently don't accept executable files.",

  // Quire's own wording
  appendixSaved: 'Supporting document saved',
  appendixDeleted: 'Supporting document removed',
  appendixNotFound: 'That supporting document does not exist.',
  appendixUploaded: 'File uploaded',
  appendixFileMissing: 'Upload the supporting document file first.',
  filenameRequired: 'A filename is required',
  fieldRuleSaved: 'Field condition saved',
  fieldRuleDeleted: 'Field condition removed',
  fieldRuleTargetRequired: 'Choose the field or field group the condition applies to.',
  fieldRuleNotFound: 'That field condition does not exist.',
  attributeNameRequired: 'A name for the custom field is required',
  attributeNotFound: 'That custom field does not exist.',
  attributeRelatedEntityUnknown: 'The custom control is attached to something that does not exist.',
  customControlNotAllowed: "You don't have the permissions to configure custom controls.",
  notificationRuleNotFound: 'That notification rule does not exist.',
  remindOnlyWhenNotSigned: 'Reminders are only available for the not signed event.',
  countdownNotOffered: 'Choose one of the offered countdowns.',
  formViewFieldUnknown: 'The form view refers to a field that is not in this document.',
  formViewUpdated: 'Form view updated',
  formViewUuidsRepeat: 'Each form view entry needs its own uuid.',
  formViewEntryTypeUnknown:
    'Form view entries are fields, headings (h1, h2, h3) or paragraphs (p).',
  notificationEventUnknown: 'Choose one of the offered events.',
  notificationActionUnknown: 'Choose notify or remind.',
  appendixAudienceUnknown: 'Choose one of the offered audiences.',
  controlLevelUnknown: 'Choose one of the offered control levels.',
  noPermission: "You don't have the permissions to change this.",
  notificationRulesNotAllowed: "You don't have the permissions to change notification rules.",
  fieldRulesNotAllowed: "You don't have the permissions to configure field rules.",
  eventActionsNotAllowed: "You don't have the permissions to configure event actions.",
  formViewsNotAllowed: "You don't have the permissions to set up form views.",
} as const;

export type ExtrasMessageKey = keyof typeof EXTRAS_MESSAGES;

/** §5 blocking check: '{name} field is incomplete' (a required user-defined attribute left empty). */
export const attributeIncompleteMessage = (name: string): string => `${name} field is incomplete`;

export const fieldRuleTargetUnknownMessage = (name: string): string =>
  `No field or field group called ${name} exists in this document.`;

export const fieldRuleReferenceUnknownMessage = (name: string): string =>
  `The condition refers to {${name}}, which is not a field of this document.`;

export const unknownEventSubscriptionMessage = (key: string): string => `Unknown event: ${key}`;
