import type { Locale } from '@quire/domain';
import { useEffect } from 'react';
import { browserLocale } from './browser-locale.ts';
import { setAppLocale } from './i18n.ts';

/** A logged-in user's chosen language (profile), or their browser's when they chose none. */
export const useUserLocale = (chosen: Locale | null | undefined) => {
  useEffect(() => {
    if (chosen === undefined) return;
    void setAppLocale(chosen ?? browserLocale());
  }, [chosen]);
};
