import type { Locale } from '@quire/domain';
import { useEffect, useState } from 'react';
import { browserLanguages, rememberChosenLocale } from '../../i18n/browser-locale.ts';
import { currentLocale, setAppLocale } from '../../i18n/i18n.ts';
import { signingApi } from './signing-api.ts';

/**
 * The signer's language (ADR 0055): once the signer is known, the server answers the one it
 * remembers, or their browser's, which it then remembers for the mails they get next. A choice
 * from the picker is shown at once and stored; if storing fails the page still speaks it.
 */
export const useSignerLocale = (packKey: string | null, signatoryUuid: string | null) => {
  const [locale, setLocale] = useState<Locale>(currentLocale);
  useEffect(() => {
    if (!packKey || !signatoryUuid) return;
    let live = true;
    signingApi
      .settleLocale(packKey, signatoryUuid, { browser_languages: browserLanguages() })
      .then(async ({ locale: settled }) => {
        if (!live) return;
        setLocale(settled);
        rememberChosenLocale(settled);
        await setAppLocale(settled);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [packKey, signatoryUuid]);
  const choose = (next: Locale) => {
    setLocale(next);
    rememberChosenLocale(next);
    void setAppLocale(next);
    if (packKey && signatoryUuid)
      void signingApi.settleLocale(packKey, signatoryUuid, { locale: next }).catch(() => undefined);
  };
  return { locale, choose };
};
