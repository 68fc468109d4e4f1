import type { DateFormat } from '@quire/domain';
import { IconCalendar } from '@tabler/icons-react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './signing-field.module.css';
import { useDateDraft } from './use-date-draft.ts';

type Props = {
  data: string | null;
  format: DateFormat;
  onData: (data: string | null) => void;
  /** aria-label, aria-invalid, data-field-input… of the field's input. */
  attributes: Record<string, unknown>;
  className: string | undefined;
  /** A calendar button beside the text (where the field is wide enough for it). */
  withPicker: boolean;
  autoFocus?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
};

const openPicker = (input: HTMLInputElement | null) => {
  if (!input) return;
  if (typeof input.showPicker === 'function') input.showPicker();
  else input.click();
};

/**
 * A date the signer types in the pack's format (the format is the placeholder) or picks from the
 * browser's calendar; stored yyyy-mm-dd, shown in the pack's format.
 */
export const SigningDateInput = (p: Props) => {
  const draft = useDateDraft(p.data, p.format, p.onData);
  const picker = useRef<HTMLInputElement>(null);
  const { t } = useTranslation();
  return (
    <>
      <input
        {...p.attributes}
        aria-invalid={draft.invalid || (p.attributes['aria-invalid'] as boolean | undefined)}
        className={p.className}
        value={draft.text}
        placeholder={p.format}
        autoComplete="off"
        autoFocus={p.autoFocus}
        onChange={(e) => draft.change(e.target.value)}
        onBlur={draft.settle}
        onKeyDown={p.onKeyDown}
      />
      {p.withPicker && (
        <>
          <button
            type="button"
            className={classes.pickerButton}
            aria-label={t('signer.date.pick')}
            onClick={() => openPicker(picker.current)}
          >
            <IconCalendar size="1.1em" />
          </button>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden
            className={classes.pickerInput}
            value={p.data && /^\d{4}-\d{2}-\d{2}$/.test(p.data) ? p.data : ''}
            onChange={(e) => draft.pick(e.target.value)}
          />
        </>
      )}
    </>
  );
};
