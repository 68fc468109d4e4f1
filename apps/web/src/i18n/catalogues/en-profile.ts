import { enProfileAccount } from './en-profile-account.ts';
import { enProfileTwoStep } from './en-profile-two-step.ts';
import { enProfileKeys } from './en-profile-keys.ts';
import { enProfileSignatures } from './en-profile-signatures.ts';

/** #profile: English. */
export const enProfile = {
  ...enProfileAccount,
  ...enProfileKeys,
  ...enProfileSignatures,
  twoStep: enProfileTwoStep,
  language: 'Language',
  languageHint: 'Quire and the emails it sends you use this language.',
};
