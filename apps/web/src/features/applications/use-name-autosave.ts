import { APPLICATION_NAME_AUTOSAVE_MS } from '@quire/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../app/failure-message.ts';
import { showDanger, showSuccess } from '../../app/notices.ts';
import { useRenameApplication } from './applications-api.ts';

/**
 * The application's name as typed, saved 500 ms after the last keystroke (§9), with 'Application
 * updated' once saved. A blank name is never sent: it is shown as an error beside the field.
 */
export const useNameAutosave = (key: string, saved: string) => {
  const { t } = useTranslation();
  const rename = useRenameApplication();
  const [name, setName] = useState(saved);
  const sent = useRef(saved);
  const trimmed = name.trim();
  const error = trimmed ? null : t('applications.nameRequired');
  useEffect(() => {
    if (!trimmed || trimmed === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = trimmed;
      rename.mutate(
        { key, name: trimmed },
        {
          onSuccess: () => showSuccess(t('applications.updated')),
          onError: (failure) => {
            sent.current = '';
            showDanger(failureMessage(failure, t('applications.failed')));
          },
        },
      );
    }, APPLICATION_NAME_AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // `rename` changes identity every render; the timer is about the text only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, trimmed]);
  return { name, setName, error, saving: rename.isPending };
};
