import type { Catalogue } from './catalogue.ts';
import type { enProfile } from './en-profile.ts';
import { afProfileAccount } from './af-profile-account.ts';
import { afProfileTwoStep } from './af-profile-two-step.ts';
import { afProfileKeys } from './af-profile-keys.ts';
import { afProfileSignatures } from './af-profile-signatures.ts';

/** #profile: Afrikaans. */
export const afProfile: Catalogue<typeof enProfile> = {
  ...afProfileAccount,
  ...afProfileKeys,
  ...afProfileSignatures,
  twoStep: afProfileTwoStep,
  language: 'Taal',
  languageHint: 'Quire en die e-posse wat dit aan jou stuur, gebruik hierdie taal.',
};
