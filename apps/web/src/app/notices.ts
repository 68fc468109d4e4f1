import { MESSAGE_DURATIONS, VERSION_WARNING_MS } from '@quire/domain';
import { notifications } from '@mantine/notifications';
import { serverText } from '../i18n/server-text.ts';
import { i18n } from '../i18n/i18n.ts';

/** Fixed ids let a notice be shown once and removed by whoever knows it is no longer true. */
export const NOTICE_IDS = {
  internetDown: 'internet-down',
  appUpdated: 'app-updated',
  unauthorized: 'unauthorized',
} as const;

export const NOTICE_COLORS = {
  danger: 'red',
  warning: 'orange',
  success: 'teal',
  info: 'blue',
} as const;

/**
 * Spec §8: a failed call shows its message as a danger notice. A message the server sent is
 * shown in the reader's language (serverText); the app's own words pass through unchanged.
 */
export const showDanger = (message: string, id?: string): void => {
  notifications.show({
    id,
    color: NOTICE_COLORS.danger,
    message: serverText(message),
    autoClose: MESSAGE_DURATIONS.normal,
  });
};

/** A call's confirmation (often the server's own `message`), in the reader's language. */
export const showSuccess = (message: string): void => {
  notifications.show({
    color: NOTICE_COLORS.success,
    message: serverText(message),
    autoClose: MESSAGE_DURATIONS.normal,
  });
};

export const showVersionWarning = (message: string): void => {
  notifications.show({
    id: NOTICE_IDS.appUpdated,
    color: NOTICE_COLORS.warning,
    message,
    autoClose: VERSION_WARNING_MS,
  });
};

/** Stays until a request gets an answer again (spec §8); it can't be dismissed meanwhile. */
export const showInternetDown = (): void => {
  notifications.show({
    id: NOTICE_IDS.internetDown,
    color: NOTICE_COLORS.warning,
    message: i18n.t('app.notices.internetDown'),
    loading: true,
    autoClose: false,
    withCloseButton: false,
    allowClose: false,
  });
};

export const hideInternetDown = (): void => {
  notifications.hide(NOTICE_IDS.internetDown);
};
