/** #profile, as far as converted (the language setting): English. */
export const enProfile = {
  language: 'Language',
  languageHint: 'Quire and the emails it sends you use this language.',
};
