import { describe, expect, it } from 'vitest';
import {
  domainOfAddress,
  hasMailPacing,
  mailRateFor,
  mailSlotStart,
  parseMailDomainRates,
} from './mail-pacing-rules.ts';

describe('MAIL_DOMAIN_RATE', () => {
  it('reads domain rates per second, minute and hour, and * for every other domain', () => {
    const rates = parseMailDomainRates(
      ' Gmail.com=20/s, outlook.com = 600/min,*=50/s,yahoo.com=9000/h',
    );
    expect(rates?.domains.get('gmail.com')).toEqual({ limit: 20, windowSeconds: 1 });
    expect(rates?.domains.get('outlook.com')).toEqual({ limit: 600, windowSeconds: 60 });
    expect(rates?.domains.get('yahoo.com')).toEqual({ limit: 9000, windowSeconds: 3600 });
    expect(rates?.others).toEqual({ limit: 50, windowSeconds: 1 });
  });

  it('paces nothing when empty', () => {
    const rates = parseMailDomainRates('');
    expect(rates && hasMailPacing(rates)).toBe(false);
  });

  it.each([
    'gmail.com',
    'gmail.com=20',
    'gmail.com=0/s',
    'gmail.com=20/day',
    '=20/s',
    'gmail..com=20/s',
    'gmail.com=20/s,gmail.com=30/s',
    '*=1/s,*=2/s',
    'gmail.com=-1/s',
  ])('refuses %s', (text) => {
    expect(parseMailDomainRates(text)).toBeNull();
  });

  it('finds a rule by domain or parent domain, sharing its budget; * gives each domain its own', () => {
    const rates = parseMailDomainRates('gmail.com=20/s,*=50/s')!;
    expect(mailRateFor(rates, 'gmail.com')?.bucket).toBe('gmail.com');
    expect(mailRateFor(rates, 'eu.gmail.com')).toEqual({
      bucket: 'gmail.com',
      rate: { limit: 20, windowSeconds: 1 },
    });
    expect(mailRateFor(rates, 'example.org')).toEqual({
      bucket: 'example.org',
      rate: { limit: 50, windowSeconds: 1 },
    });
    expect(mailRateFor(parseMailDomainRates('gmail.com=20/s')!, 'example.org')).toBeUndefined();
  });

  it('reads the domain of an address', () => {
    expect(domainOfAddress('Ann@Example.COM')).toBe('example.com');
    expect(domainOfAddress('no-at-sign')).toBe('');
  });

  it('sends within the limit now and spreads the mails over it across later windows', () => {
    const rate = { limit: 2, windowSeconds: 10 };
    expect(mailSlotStart(1000, 1, rate)).toBe('now');
    expect(mailSlotStart(1000, 2, rate)).toBe('now');
    expect(mailSlotStart(1000, 3, rate)).toBe(11_000);
    expect(mailSlotStart(1000, 4, rate)).toBe(11_000);
    expect(mailSlotStart(1000, 5, rate)).toBe(21_000);
  });
});
