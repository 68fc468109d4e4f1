/** The editor's template tools: data mapping, merging templates, template and form links. English. */
export const enEditorMapping = {
  configure: 'Configure mapping',
  saved: 'Mapping saved.',
  merge: 'Merge templates',
  mayNotMap: 'Your workspace has not allowed you to configure data mappings.',
  mayNotMerge: 'Your workspace has not allowed you to merge templates.',
  toolsTemplate:
    'Map recipient data columns onto this template for bulk sends, or add other templates to it.',
  toolsDocument: 'Add the documents, fields and signers of other templates to this one.',
  source: 'Recipient data',
  sourceHint: "The client list whose columns fill this template, or an XPLAN client's data",
  sourceRows_one: '{{name}} ({{count}} row)',
  sourceRows_other: '{{name}} ({{count}} rows)',
  choose: 'Choose recipient data',
  noSources: 'No recipient data yet',
  noSourcesHelp:
    'This workspace has no recipient data yet. Upload a CSV of your clients under Recipient data, then come back to map its columns. You can still set fixed texts now.',
  readingColumns: 'Reading the columns…',
  problems: 'Mapping problems',
  before: 'Before a bulk send can use this template',
  complete: 'Every signer and required field has data.',
  save: 'Save mapping',
  replaceTitle: 'Replace existing mappings',
  replaceMessage:
    'This template already has a data mapping. Saving replaces the existing mappings with the ones shown here.',
  replace: 'Replace mappings',
  loading: 'Loading the mapping',
  loadFailed: 'The mapping could not be loaded.',
  mergeIntro:
    'The chosen templates’ documents, fields and signers are added to this one. A signer whose role is already here becomes that signer.',
  noMatch: 'No templates match “{{query}}”.',
  noTemplates: 'This workspace has no other templates yet.',
  templates: 'Templates',
  documents_one: '{{count}} document',
  documents_other: '{{count}} documents',
  noneChosen: 'None chosen',
  chosen_one: '{{count}} chosen',
  chosen_other: '{{count}} chosen',
};

export const enEditorLinks = {
  title: 'Template links',
  loadFailed: 'The template links could not be loaded.',
  loading: 'Loading the template links',
  formTitle: 'Reusable form link',
  templateTitle: 'Create a document from this template',
  templateIntro:
    'For your team and integrations: opening this link makes a new document from the template in the opener’s workspace and opens it in the editor. Query parameters fill in signers and fields.',
  template: 'Template link',
  example: 'Example with parameters',
  parameter: 'Parameter',
  fillsIn: 'Fills in',
  wording: 'The new document’s wording',
  signer: 'Signer “{{role}}”',
  fieldValue: 'Field value',
  formSwitch: 'Anyone with the link can fill in and sign their own copy',
  formSwitchHint:
    'Each person who uses the link gets a document of their own, sent to them at once.',
  formNotAllowed: 'You do not have permission to change the form link.',
  needsSigner:
    'Add a signer to this template: whoever uses the form signs as its first signer, so until then the link answers that the form is not available.',
  form: 'Form link',
  qr: 'QR code of the form link',
  off: 'Link turned off',
  uses_one: 'Used once',
  uses_other: 'Used {{count}} times',
  replace: 'Replace link',
  replaceTitle: 'Replace the form link',
  replaceQuestion:
    'Anyone who has the current link will no longer be able to use it. Replace the link?',
  copy: 'Copy',
  copyNamed: 'Copy {{name}}',
};
