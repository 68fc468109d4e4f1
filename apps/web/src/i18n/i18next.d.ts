import 'i18next';
import type { en } from './catalogues/en.ts';

// Keys are checked at compile time: t('signing.nope') does not type-check.
declare module 'i18next' {
  // i18next is typed by merging into its interface: a type alias cannot merge.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    returnNull: false;
  }
}
