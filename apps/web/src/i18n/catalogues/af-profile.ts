import type { Catalogue } from './catalogue.ts';
import type { enProfile } from './en-profile.ts';

/** #profile, as far as converted: Afrikaans. */
export const afProfile: Catalogue<typeof enProfile> = {
  language: 'Taal',
  languageHint: 'Quire en die e-posse wat dit aan jou stuur, gebruik hierdie taal.',
};
