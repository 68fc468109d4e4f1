import type { DOCUMENT_FLAG_GROUPS, DocumentFlag } from '@quire/domain';
import type { TFunction } from 'i18next';

export type FlagGroup = keyof typeof DOCUMENT_FLAG_GROUPS;

/** A settings section's title, one per §3 flag group (catalogue: editor.flags.groups). */
export const flagGroupTitle = (t: TFunction, group: FlagGroup): string =>
  t(`editor.flags.groups.${group}`);

/** What a §3 flag is called in the settings panel. */
export const flagLabel = (t: TFunction, flag: DocumentFlag): string =>
  t(`editor.flags.${flag}.label`);

/** One line on what a §3 flag does. */
export const flagHelp = (t: TFunction, flag: DocumentFlag): string =>
  t(`editor.flags.${flag}.help`);
