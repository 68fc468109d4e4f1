import { canonicalDate, formatFieldDate, parseDateIn, type DateFormat } from '@quire/domain';
import { useState } from 'react';

/**
 * A date typed in the pack's format: the text as typed while it is being typed, the stored
 * yyyy-mm-dd (or null while it is no date) handed on at each keystroke, and the formatted value
 * once the input is left with a valid date.
 */
export const useDateDraft = (
  data: string | null,
  format: DateFormat,
  onData: (data: string | null) => void,
) => {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? formatFieldDate(data, format);
  const invalid = draft !== null && draft.trim() !== '' && parseDateIn(draft, format) === null;
  return {
    text,
    invalid,
    change: (value: string) => {
      setDraft(value);
      const parsed = parseDateIn(value, format);
      onData(parsed ? canonicalDate(parsed) : null);
    },
    /** A date picked from the calendar (yyyy-mm-dd). */
    pick: (value: string) => {
      setDraft(null);
      onData(value || null);
    },
    settle: () => {
      if (!invalid) setDraft(null);
    },
  };
};
