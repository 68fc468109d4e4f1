import { notifications } from '@mantine/notifications';
import { MESSAGE_DURATIONS } from '@quire/domain';
import { NOTICE_COLORS } from '../../app/notices.ts';

/** The server's own words after an action, when it sent some. */
export const showOutcome = (
  message: string | undefined,
  color: keyof typeof NOTICE_COLORS = 'success',
) => {
  if (!message) return;
  notifications.show({ color: NOTICE_COLORS[color], message, autoClose: MESSAGE_DURATIONS.normal });
};
