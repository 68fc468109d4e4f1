import type { Catalogue } from './catalogue.ts';
import type { enCommon } from './en-common.ts';

/** Words many screens share: Afrikaans. */
export const afCommon: Catalogue<typeof enCommon> = {
  language: 'Taal',
  languageSaved: 'Taal verander.',
};
