import {
  fieldRuleReferenceUnknownMessage,
  fieldRuleTargetUnknownMessage,
  attributeIncompleteMessage,
  unknownEventSubscriptionMessage,
} from './extras-messages.ts';
import { documentCountLabel } from './document-actions.ts';
import { repeatSkippedNoPageMessage, repeatSkippedOverlapMessage } from './field-messages.ts';
import {
  documentsMovedMessage,
  documentsRecoveredMessage,
  documentsTrashedMessage,
  fileTooLargeMessage,
  invalidEmailAddressMessage,
  passwordTooShortMessage,
  someSavedAsTemplatesMessage,
  templatesSavedMessage,
} from './messages.ts';
import { SIGNING_DEADLINE_TOO_FAR } from './notification-schedule.ts';
import {
  FILTER_TIMESPAN_MESSAGE,
  filterFieldUnknownMessage,
  filterInequalityRefusedMessage,
  filterNeedsDateMessage,
  filterNeedsNumberMessage,
} from './recipient-filters.ts';
import { SIGNING_METHOD_DEFAULTED_MESSAGE } from './signing-methods.ts';
import { webhookAddressRefusedMessage } from './webhook-rules.ts';

/**
 * Messages the domain builds from values (a count, a name, a list) or keeps outside a message set,
 * gathered under stable codes (ADR 0055 amendment): the domain still returns the English sentence
 * (the API's and the spec's words, byte for byte), and the web finds its code and values by
 * matching the sentence against each function's template (server-text.ts) to show it in its
 * reader's language. The web's coverage test fails when the domain exports a message function
 * that is neither here nor in another set.
 */
export const COMPOSED_MESSAGES = {
  // §5 field repeat skip warnings
  repeatSkippedOverlap: repeatSkippedOverlapMessage,
  repeatSkippedNoPage: repeatSkippedNoPageMessage,
  // §5 Groups and signing methods
  signingMethodDefaulted: SIGNING_METHOD_DEFAULTED_MESSAGE,
  // §8 bulk outcomes, with their document count ('Document' / '2 documents')
  oneDocument: documentCountLabel(1),
  documentCount: documentCountLabel,
  documentsMoved: documentsMovedMessage,
  documentsTrashed: documentsTrashedMessage,
  documentsRecovered: documentsRecoveredMessage,
  someSavedAsTemplates: someSavedAsTemplatesMessage,
  templatesSaved: templatesSavedMessage,
  // uploads, passwords, addresses
  fileTooLarge: fileTooLargeMessage,
  passwordTooShort: passwordTooShortMessage,
  invalidEmailAddress: invalidEmailAddressMessage,
  // the editor's "around the document" panels and the pack's deadline
  attributeIncomplete: attributeIncompleteMessage,
  fieldRuleTargetUnknown: fieldRuleTargetUnknownMessage,
  fieldRuleReferenceUnknown: fieldRuleReferenceUnknownMessage,
  unknownEventSubscription: unknownEventSubscriptionMessage,
  signingDeadlineTooFar: SIGNING_DEADLINE_TOO_FAR,
  // recipient data filters (bulk sends)
  filterFieldUnknown: filterFieldUnknownMessage,
  filterInequalityRefused: filterInequalityRefusedMessage,
  filterTimespan: FILTER_TIMESPAN_MESSAGE,
  filterNeedsNumber: filterNeedsNumberMessage,
  filterNeedsDate: filterNeedsDateMessage,
  // webhooks: an address of a refused kind (its kind's words are WEBHOOK_ADDRESS_KIND_MESSAGES)
  webhookAddressRefused: webhookAddressRefusedMessage,
} as const;
