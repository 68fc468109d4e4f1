/**
 * Which parts of the web app speak through the catalogue (ADR 0055). i18n-coverage.test.ts walks
 * every .tsx file of the app (tests aside) and the modules below: none may have words of its own
 * in JSX text or in the props a person reads. NOT_YET_CONVERTED_FILES is the honest list of the
 * screens that still do; NOT_YET_CONVERTED what else still speaks English only.
 */

/** Modules without JSX that word things people read, checked as the .tsx files are. */
export const CONVERTED: readonly string[] = [
  'features/editor/extras/appendices/upload-appendix.ts',
  'features/editor/extras/attributes/custom-control-kinds.ts',
  'features/editor/extras/field-label.ts',
  'features/editor/extras/notifications/countdown-text.ts',
  'features/editor/extras/rules/describe-rule.ts',
  'features/editor/extras/rules/rule-draft.ts',
  'features/editor/extras/rules/use-field-rules.ts',
  'features/editor/fields/field-type-meta.ts',
  'features/editor/fields/place-by-keyboard.ts',
  'features/editor/fields/signer-options.ts',
  'features/editor/page/field-face.ts',
  'features/editor/page/use-page-placing.ts',
  'features/editor/request/use-status-change.ts',
  'features/editor/settings/flag-labels.ts',
  'features/editor/signers/channel-labels.ts',
  'features/editor/state/save-wait.ts',
  'features/editor/use-editor-shortcuts.ts',
];

/**
 * The screens that still have words of their own, each a whole file: i18n-coverage.test.ts checks
 * every other .tsx file of the app, so a new screen must speak through the catalogue from the
 * start, and a file listed here that no longer has words of its own must leave the list.
 */
export const NOT_YET_CONVERTED_FILES: readonly string[] = [];

/** What else still speaks English only: not a screen's own words. */
export const NOT_YET_CONVERTED: readonly string[] = [
  'zod’s own wording of a schema rule that has no message of Quire’s (“Too small: expected string to have >=1 characters”), which the server answers when a body breaks such a rule: shown as sent',
  'a personal workspace’s name as sign-up stored it (“Anna Afrikaans (personal)”): data, shown as stored like a renamed workspace’s',
  'what an audit record stores in words (a filing’s or prefill’s description, why a seal was kept below its PAdES level): the timeline shows it as recorded',
  'the leave-page warning the browser words itself; voice-call codes (read by an English voice)',
];
