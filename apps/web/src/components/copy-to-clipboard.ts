import { notifications } from '@mantine/notifications';
import { MESSAGE_DURATIONS } from '@quire/domain';
import { NOTICE_COLORS } from '../app/notices.ts';
import { i18n } from '../i18n/i18n.ts';

/** Copies text and says how it went: 3 s for success, 5 s for a failure (§8). */
export const copyToClipboard = async (text: string): Promise<boolean> => {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    notifications.show({
      color: NOTICE_COLORS.success,
      message: i18n.t('components.clipboard.copied'),
      autoClose: MESSAGE_DURATIONS.short,
    });
    return true;
  } catch {
    notifications.show({
      color: NOTICE_COLORS.danger,
      message: i18n.t('components.clipboard.failed'),
      autoClose: MESSAGE_DURATIONS.normal,
    });
    return false;
  }
};
