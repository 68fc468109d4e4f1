import 'i18next';
import type { en } from './catalogues/en.ts';

// Keys are checked at compile time: t('signing.nope') does not type-check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    returnNull: false;
  }
}
