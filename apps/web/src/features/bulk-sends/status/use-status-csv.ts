import { TEMP_CSV_MAX_POLLS, TEMP_CSV_POLL_MS } from '@quire/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../app/failure-message.ts';
import { bulkSendsApi, tempCsvUrl } from '../bulk-sends-api.ts';
import { usePollAllowed } from '../use-poll-allowed.ts';

export type CsvState =
  | { step: 'idle' }
  | { step: 'generating'; csvKey: string | null; polls: number }
  | { step: 'ready'; url: string }
  | { step: 'failed'; message: string };

/**
 * §7/§9 status CSV: generate_temp_csv, then the same call with its key every 5 s until a
 * file_key comes back; after 1000 polls it gives up with the spec's message. Polls wait while
 * the window is blurred or hidden.
 */
export const useStatusCsv = (sendKey: string) => {
  const { t } = useTranslation();
  const allowed = usePollAllowed();
  const [state, setState] = useState<CsvState>({ step: 'idle' });

  const ask = useCallback(
    async (csvKey: string | null, polls: number) => {
      try {
        const csv = await bulkSendsApi.generateTempCsv(sendKey, csvKey);
        if (csv.file_key) setState({ step: 'ready', url: tempCsvUrl(sendKey, csv.key) });
        else if (polls + 1 >= TEMP_CSV_MAX_POLLS)
          setState({ step: 'failed', message: t('bulkSends.status.csvTooSlow') });
        else setState({ step: 'generating', csvKey: csv.key, polls: polls + 1 });
      } catch (error) {
        setState({
          step: 'failed',
          message: failureMessage(error, t('bulkSends.status.csvFailed')),
        });
      }
    },
    [sendKey, t],
  );

  const waiting = state.step === 'generating' && state.csvKey !== null;
  const csvKey = state.step === 'generating' ? state.csvKey : null;
  const polls = state.step === 'generating' ? state.polls : 0;
  useEffect(() => {
    if (!waiting || !allowed) return;
    const timer = window.setTimeout(() => void ask(csvKey, polls), TEMP_CSV_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, allowed, csvKey, polls, ask]);

  const start = () => {
    setState({ step: 'generating', csvKey: null, polls: 0 });
    void ask(null, 0);
  };
  return { state, start };
};
