import { NOTIFICATION_COUNTDOWN_OPTIONS } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { countdownText } from './countdown-text.ts';

describe('countdownText', () => {
  it('says the §9 countdown options as the spec names them, in English', () => {
    const t = i18n.getFixedT('en');
    for (const option of NOTIFICATION_COUNTDOWN_OPTIONS)
      expect(countdownText(t, option.seconds)).toBe(option.label);
  });

  it('says them in Afrikaans too', () => {
    const t = i18n.getFixedT('af');
    expect(countdownText(t, 300)).toBe('5 min.');
    expect(countdownText(t, 7_200)).toBe('2 uur');
    expect(countdownText(t, 604_800)).toBe('7 dae');
    expect(countdownText(t, 45)).toBe('45 sekondes');
  });
});
