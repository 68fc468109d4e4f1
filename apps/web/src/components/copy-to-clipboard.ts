import { notifications } from '@mantine/notifications';
import { MESSAGE_DURATIONS } from '@quire/domain';
import { NOTICE_COLORS } from '../app/notices.ts';

/** §8 copy-to-clipboard notices, word for word, with their §8 durations. */
export const COPY_MESSAGES = {
  copied: 'Copied to clipboard!',
  failed: "Couldn't copy link",
} as const;

/** Copies text and says how it went: 3 s for success, 5 s for a failure (§8). */
export const copyToClipboard = async (text: string): Promise<boolean> => {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    notifications.show({
      color: NOTICE_COLORS.success,
      message: COPY_MESSAGES.copied,
      autoClose: MESSAGE_DURATIONS.short,
    });
    return true;
  } catch {
    notifications.show({
      color: NOTICE_COLORS.danger,
      message: COPY_MESSAGES.failed,
      autoClose: MESSAGE_DURATIONS.normal,
    });
    return false;
  }
};
