import { notifications } from '@mantine/notifications';
import { MESSAGE_DURATIONS } from '@quire/domain';
import { NOTICE_COLORS } from '../../../app/notices.ts';
import { i18n } from '../../../i18n/i18n.ts';

/** One "wait" of §8: how long a flush sleeps before it looks again at what is still unsaved. */
export const SAVE_WAIT_MS = 100;
/** §8: 'Saving your changes...' appears every 50 waits while saves are pending. */
export const SAVE_WAITS_PER_WARNING = 50;
/**
 * After a minute a flush stops waiting and says the changes are not all saved; the queue itself
 * keeps retrying in the background, so nothing is dropped while the tab stays open.
 */
export const SAVE_MAX_WAITS = 600;

export type SaveWaitOptions = {
  waitMs: number;
  warnEvery: number;
  maxWaits: number;
  /** Called on every `warnEvery`-th wait with the number of waits so far. */
  onStillSaving: (waits: number) => void;
  sleep: (ms: number) => Promise<void>;
};

/**
 * Waits, `waitMs` at a time, while `pending()` holds, saying so every `warnEvery` waits.
 * True once nothing is pending, false when it gave up after `maxWaits`.
 */
export const waitWhilePending = async (
  pending: () => boolean,
  options: SaveWaitOptions,
): Promise<boolean> => {
  for (let waits = 1; pending(); waits += 1) {
    if (waits > options.maxWaits) return false;
    await options.sleep(options.waitMs);
    if (waits % options.warnEvery === 0 && pending()) options.onStillSaving(waits);
  }
  return true;
};

/** The §8 warning as a notice; one at a time (a fixed id), gone before the next is due. */
export const showSavingNotice = (): void => {
  notifications.show({
    id: 'saving-your-changes',
    color: NOTICE_COLORS.warning,
    message: i18n.t('editor.savingChanges'),
    loading: true,
    autoClose: MESSAGE_DURATIONS.short,
  });
};
