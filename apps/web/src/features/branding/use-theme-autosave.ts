import { notifications } from '@mantine/notifications';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  MESSAGE_DURATIONS,
  THEME_TIMERS,
  type BrandingTheme,
  type SaveBrandingTheme,
} from '@quire/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '../../i18n/i18n.ts';
import { NOTICE_COLORS } from '../../app/notices.ts';
import { postTheme } from './branding-api.ts';
import { failureMessage } from '../../app/failure-message.ts';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

const isEmpty = (data: SaveBrandingTheme) => Object.keys(data).length === 0;

/** One notice for a run of autosaves, not one per keystroke. */
const showThemeUpdated = (message: string) =>
  notifications.show({
    id: 'theme-updated',
    color: NOTICE_COLORS.success,
    message,
    autoClose: MESSAGE_DURATIONS.normal,
  });

/**
 * Spec §9 autosave: changes gather and go in one POST 500 ms after the last one. Saves never
 * overlap (a change made while one is on its way goes in the next), a failed save keeps its
 * changes for the next attempt, and leaving the page sends what is still waiting.
 */
export const useThemeAutosave = (
  accountKey: string,
  themeKey: string,
  onSaved: (theme: BrandingTheme) => void,
) => {
  const pending = useRef<SaveBrandingTheme>({});
  const inFlight = useRef<Promise<void> | null>(null);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  });
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  const send = useCallback(async () => {
    while (inFlight.current) await inFlight.current;
    const data = pending.current;
    if (isEmpty(data)) return;
    pending.current = {};
    setStatus('saving');
    const run = postTheme(accountKey, themeKey, data).then(
      (answer) => {
        onSavedRef.current(answer.account_branding_theme);
        setError(null);
        setStatus(isEmpty(pending.current) ? 'saved' : 'pending');
        showThemeUpdated(answer.message ?? i18n.t('branding.updated'));
      },
      (failure: unknown) => {
        pending.current = { ...data, ...pending.current };
        setError(failureMessage(failure, i18n.t('branding.failed')));
        setStatus('failed');
      },
    );
    inFlight.current = run.finally(() => {
      inFlight.current = null;
    });
    await inFlight.current;
  }, [accountKey, themeKey]);

  const debounced = useDebouncedCallback(() => void send(), {
    delay: THEME_TIMERS.autosaveMs,
    flushOnUnmount: true,
  });

  const change = useCallback(
    (data: SaveBrandingTheme) => {
      pending.current = { ...pending.current, ...data };
      setStatus('pending');
      debounced();
    },
    [debounced],
  );

  return { status, error, change, retry: () => void send() };
};
