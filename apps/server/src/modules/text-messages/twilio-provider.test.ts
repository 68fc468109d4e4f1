import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { startFakeTwilio } from './fake-twilio.ts';
import { createTextMessageProvider } from './create-text-message-provider.ts';
import { PermanentTextMessageError } from './text-message-provider.ts';
import { twilioProvider } from './twilio-provider.ts';

let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
const settings = () => ({
  accountSid: 'AC0123',
  authToken: 'secret-token',
  from: '+15005550006',
  baseUrl: twilio.url,
});

beforeAll(async () => {
  twilio = await startFakeTwilio('AC0123', 'secret-token');
});
afterAll(async () => {
  await twilio?.close();
});

describe('Twilio provider', () => {
  it('posts a form-encoded SMS with basic auth to Messages.json and keeps the sid', async () => {
    const receipt = await twilioProvider(settings()).send({
      channel: 'sms',
      to: '+27821234567',
      body: 'Hello & welcome',
    });
    expect(receipt.provider_message_id).toMatch(/^SM\d{32}$/);
    expect(twilio.received.at(-1)).toMatchObject({
      path: '/2010-04-01/Accounts/AC0123/Messages.json',
      form: { To: '+27821234567', From: '+15005550006', Body: 'Hello & welcome' },
    });
  });

  it('prefixes both numbers with whatsapp: for WhatsApp', async () => {
    await twilioProvider(settings()).send({ channel: 'whatsapp', to: '+27821234567', body: 'Hi' });
    expect(twilio.received.at(-1)!.form).toMatchObject({
      To: 'whatsapp:+27821234567',
      From: 'whatsapp:+15005550006',
    });
  });

  it('places a voice call that reads the message out (TwiML, escaped)', async () => {
    const receipt = await twilioProvider(settings()).send({
      channel: 'voice',
      to: '+27821234567',
      body: 'Your code is 1 2 3 4 <now>',
    });
    expect(receipt.provider_message_id).toMatch(/^CA/);
    expect(twilio.received.at(-1)).toMatchObject({
      path: '/2010-04-01/Accounts/AC0123/Calls.json',
      form: { Twiml: '<Response><Say>Your code is 1 2 3 4 &lt;now&gt;</Say></Response>' },
    });
  });

  it('treats a 4xx as final and a 5xx or 429 as worth retrying', async () => {
    const provider = twilioProvider(settings());
    const message = { channel: 'sms' as const, to: '+1', body: 'x' };
    twilio.failNext(400);
    await expect(provider.send(message)).rejects.toBeInstanceOf(PermanentTextMessageError);
    twilio.failNext(503);
    const retry = await provider.send(message).catch((e: unknown) => e);
    expect(retry).toBeInstanceOf(Error);
    expect(retry).not.toBeInstanceOf(PermanentTextMessageError);
    twilio.failNext(429);
    await expect(provider.send(message)).rejects.not.toBeInstanceOf(PermanentTextMessageError);
    await expect(
      twilioProvider({ ...settings(), authToken: 'wrong' }).send(message),
    ).rejects.toThrow(/Twilio answered 401/);
  });

  it('is chosen by SMS_PROVIDER, which needs its three settings', () => {
    expect(createTextMessageProvider(loadConfig({}, '1')).kind).toBe('outbox');
    const env = {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+1500',
    };
    const config = loadConfig(env, '1');
    expect(config.textMessages).toEqual({
      provider: 'twilio',
      accountSid: 'AC1',
      authToken: 't',
      from: '+1500',
      baseUrl: 'https://api.twilio.com',
    });
    expect(createTextMessageProvider(config).kind).toBe('twilio');
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' }, '1')).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' }, '1')).toThrow(
      /TWILIO_AUTH_TOKEN is required when SMS_PROVIDER=twilio/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' }, '1')).toThrow(
      /SMS_PROVIDER must be outbox or twilio/,
    );
    expect(() => loadConfig({ ...env, TWILIO_BASE_URL: 'ftp://x' }, '1')).toThrow(
      /TWILIO_BASE_URL/,
    );
  });
});
