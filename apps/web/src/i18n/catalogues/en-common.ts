/** Words many screens share: English. */
export const enCommon = {
  language: 'Language',
  languageSaved: 'Language changed.',
};
