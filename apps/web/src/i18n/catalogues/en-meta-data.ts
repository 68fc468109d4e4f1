import { META_DATA_MESSAGES } from '@quire/domain';

/** #meta_data_sets and one metadata set (levels, values, CSV import): English. */
export const enMetaData = {
  title: 'Metadata sets',
  noAccessSubject: 'metadata sets',
  intro:
    'Linked lists of values, such as provinces and their cities. A choice field in the editor can take its options from a set, and a child field offers only the values under what its parent field holds.',
  newSet: 'New metadata set',
  listNoun: 'metadata sets',
  fetchFailed: META_DATA_MESSAGES.fetchFailed,
  noValues: 'No values imported yet',
  levelCount: '{{name}} ({{shown}})',
  emptyTitle: 'No metadata sets yet',
  emptyText:
    'Create a set, then import a CSV whose columns are its levels from left to right (Province, City…). Each row is one path of values; columns named “City primary id” or “City secondary id” carry your own codes.',
  name: {
    newTitle: 'New metadata set',
    renameTitle: 'Rename metadata set',
    description: 'What the values are, e.g. ‘Provinces and cities’',
    create: 'Create set',
    save: 'Save',
  },
  set: {
    back: 'Metadata sets',
    archived: 'Archived',
    levels: 'Levels: {{levels}}',
    noLevels: 'Import a CSV to give this set its levels and values.',
    rename: 'Rename',
    archive: 'Archive',
    restore: 'Restore',
  },
  import: {
    title: 'Import values from a CSV',
    columns:
      'Columns: {{levels}} (left to right), optionally “{{level}} primary id” and “{{level}} secondary id” for your own codes. Values already in the set are updated, not repeated.',
    header:
      'The header names the levels, parent to child from left to right (e.g. Province, City). Add columns such as “City primary id” or “City secondary id” for your own codes.',
    button: 'Import CSV',
    tooLarge: META_DATA_MESSAGES.csvTooLarge,
    values_one: '{{shown}} value',
    values_other: '{{shown}} values',
    links_one: '{{shown}} link',
    links_other: '{{shown}} links',
    done: 'Imported {{values}} and {{links}} from {{name}}.',
  },
  level: {
    filterLabel: 'Filter {{level}} by name',
    filterPlaceholder: 'Filter {{level}} by name',
    noValuesForSelection: META_DATA_MESSAGES.noValuesForSelection,
    empty: 'No values on this level yet.',
    first500: 'Showing the first 500 values. Filter by name to find others.',
    nameOf: 'Name of {{name}}',
    archive: 'Archive',
    archiveNamed: 'Archive {{name}}',
  },
};
