import { EXTRAS_MESSAGES } from '@quire/domain';

/** The More tab's dialogs: notification rules, event subscriptions, API details, form view, supporting documents. English. */
export const enEditorNotifications = {
  intro:
    'Quire emails you, the document’s owner, when one of these happens. A reminder goes to the signers who have not signed yet.',
  failed: EXTRAS_MESSAGES.addUpdateNotificationRuleFailed,
  when: 'When',
  for: 'For',
  asSoon: 'As soon as it happens',
  then: 'Then',
  loadFailed: 'The notification rules could not be loaded.',
  empty: 'No notification rules yet.',
  after: 'after {{countdown}}',
  atOnce: 'at once',
  delete: 'Delete rule {{rule}}',
  actions: { notify: 'Notify', remind: 'Remind' },
  events: {
    not_signed: 'Not signed',
    sms_failed: 'SMS failed',
    email_failed: 'Email failed',
    in_setup: 'In setup',
  },
};

export const enEditorSubscriptions = {
  failed: EXTRAS_MESSAGES.updateSubscriptionsFailed,
  loadFailed: 'The event catalogue could not be loaded.',
  intro: 'Quire notifies your workspace’s integrations when these events happen to this document.',
  none: 'No events are available.',
  workspace: 'Subscribed for the whole workspace',
  organisationWide: 'Organisation-wide',
};

export const enEditorApi = {
  loadFailed: 'API details could not be loaded',
  intro:
    'Use these ids with the Quire API at <mono>{{url}}</mono>. Set <mono>{{token}}</mono> to an API key or an access token of one of your applications.',
  template: 'Template',
  document: 'Document',
  templateKey: 'Template key',
  documentKey: 'Document key',
  childKey: 'Key of “{{name}}” in this pack',
  signerId: 'Signer id: {{name}}',
  requests: 'Requests',
};

export const enEditorFormView = {
  loadFailed: 'The form view could not be loaded.',
  order: 'Signers see the form in this order.',
  orderDrag: 'Drag to reorder. Signers see the form in this order.',
  addMissing_one: 'Add {{count}} missing field',
  addMissing_other: 'Add {{count}} missing fields',
  addText: 'Add text',
  blocks: {
    h1: 'Heading 1',
    h2: 'Heading 2',
    h3: 'Heading 3',
    p: 'Paragraph',
  },
  arrange: 'Arrange',
  preview: 'Preview',
  save: 'Save form view',
  missing: 'Missing field',
  fieldEntry: 'Field {{name}}',
  textEntry: '{{name}}: {{text}}',
  empty: 'empty',
  move: 'Move {{name}}',
  labelFor: 'Label for {{name}}',
  textOf: '{{name}} text',
  paragraphText: 'Paragraph text',
  heading: 'Heading',
  remove: 'Remove from the form',
  removeNamed: 'Remove {{name}}',
  blocksLabel: 'Form view blocks',
  nothing: 'Nothing to show yet: place fields on the document or add text.',
  tapToSign: 'Tap to sign',
  previewLabel: 'Form preview',
  formEmpty: 'The form is empty.',
};

export const enEditorAppendices = {
  addFailed: EXTRAS_MESSAGES.addAppendixFailed,
  executable: EXTRAS_MESSAGES.executableRefused,
  drop: 'Drop to add it',
  uploading: 'Uploading {{name}}',
  progress: 'Upload progress',
  dropHere: 'Drop a file here, or',
  add: 'Add supporting document',
  notUploaded: 'Not uploaded',
  loadFailed: 'The supporting documents could not be loaded.',
  empty: 'No supporting documents. Add files signers should read or download with this document.',
  autosave: 'Changes save automatically.',
  download: 'Download',
  downloadNamed: 'Download {{name}}',
  remove: 'Remove',
  removeNamed: 'Remove {{name}}',
  visibleTo: 'Visible to',
  audiences: {
    all: 'Everyone',
    cc_recipients: 'Copy recipients',
    signatories: 'Signatories',
    team: 'Team',
  },
};
