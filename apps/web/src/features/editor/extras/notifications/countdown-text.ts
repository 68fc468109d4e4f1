import type { TFunction } from 'i18next';

/** A notification rule's countdown in words, in the current language: '7 days', '5 minutes'. */
export const countdownText = (t: TFunction, seconds: number): string => {
  if (seconds % 86_400 === 0) return t('editor.countdown.days', { count: seconds / 86_400 });
  if (seconds % 3_600 === 0) return t('editor.countdown.hours', { count: seconds / 3_600 });
  if (seconds % 60 === 0) return t('editor.countdown.minutes', { count: seconds / 60 });
  return t('editor.countdown.seconds', { count: seconds });
};
