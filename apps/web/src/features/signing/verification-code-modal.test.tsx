import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newSignatory } from '@quire/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { requestsTo, stubServer, type FakeHandlers } from '../../test/fake-fetch.ts';
import { aLogin } from '../../test/fixtures.ts';
import { clearNotices } from '../../test/render-app.tsx';
import type { OtpOptions } from './signing-api.ts';
import { VerificationCodeModal } from './verification-code-modal.tsx';

const OPTIONS = '/app/documents/pack-1/verification_otp_options/sam';
const SEND = '/app/documents/pack-1/generate_new_verification_otp/sam';

const sam = newSignatory({
  uuid: 'sam',
  position: 0,
  name: 'Sam Signer',
  email: 'sam@example.com',
  mobile_number: '+27825551234',
});

const smsOptions: OtpOptions = {
  channel: 'sms',
  destination: '+27 ••• ••34',
  code_length: 6,
  resend_after_seconds: 0,
  alternatives: [
    { channel: 'whatsapp', destination: '+27 ••• ••34' },
    { channel: 'voice', destination: '+27 ••• ••34' },
  ],
  pending: null,
};

const sentBy = (channel: string) => () => ({
  body: {
    success: true,
    message: 'sent',
    channel,
    destination: '+27 ••• ••34',
    expires_at: '2026-11-24T10:10:00.000Z',
    resend_after_seconds: 15,
  },
});

const renderModal = (handlers: FakeHandlers, props: { inPerson?: boolean } = {}) => {
  const fetch = stubServer(handlers);
  const onVerify = vi.fn(async (_code: string): Promise<string | null> => null);
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <VerificationCodeModal
        opened
        packKey="pack-1"
        me={sam}
        busy={false}
        codeRequired
        inPerson={props.inPerson ?? false}
        onClose={() => {}}
        onVerify={onVerify}
      />
    </AppProviders>,
  );
  const user = vi.isFakeTimers()
    ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    : userEvent.setup();
  return { fetch, onVerify, user };
};

beforeEach(() => api.startSession(aLogin()));
afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The paragraph whose whole text matches: the masked destination inside is a span of its own. */
const wholeText = (expected: string | RegExp) => (_: string, el: Element | null) =>
  el?.tagName === 'P' &&
  (typeof expected === 'string'
    ? el.textContent === expected
    : expected.test(el.textContent ?? ''));

describe('one-time code dialog', () => {
  it('says how and where the code goes before sending, with one send button', async () => {
    const { fetch } = renderModal({ [`GET ${OPTIONS}`]: () => ({ body: smsOptions }) });
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(
      await within(dialog).findByText(
        wholeText(/We'll send a 6-digit code by text message to \+27 ••• ••34\./),
      ),
    ).toBeTruthy();
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((name) => name !== '');
    expect(buttons.filter((name) => /send/i.test(name ?? ''))).toEqual([
      'Send code',
      'Send on WhatsApp instead',
    ]);
    expect(buttons).toContain('Call me instead');
    expect(within(dialog).queryByRole('button', { name: /Send a new code/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Verify and sign' })).toBeNull();
    expect(within(dialog).queryByLabelText('Verification code')).toBeNull();
    expect(requestsTo(fetch, `POST ${SEND}`)).toHaveLength(0);
  });

  it('sends by the default way, then asks for the code and offers a new one after 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetch, onVerify, user } = renderModal({
      [`GET ${OPTIONS}`]: () => ({ body: smsOptions }),
      [`POST ${SEND}`]: sentBy('sms'),
    });
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        wholeText('We sent a 6-digit code by text message to +27 ••• ••34. Enter it to sign.'),
      ),
    ).toBeTruthy();
    // The default way is asked for without naming a channel.
    expect(requestsTo(fetch, `POST ${SEND}`)[0]!.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    const resend = screen.getByRole('button', { name: /Send a new code in 1[45] s/ });
    expect(resend).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Send on WhatsApp instead' })).toHaveProperty(
      'disabled',
      true,
    );
    // One tick a second: each render schedules the next.
    for (let s = 0; s < 16; s += 1)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
    expect(screen.getByRole('button', { name: 'Send a new code' })).toHaveProperty(
      'disabled',
      false,
    );

    const boxes = [...screen.getByLabelText('Verification code').querySelectorAll('input')];
    expect(boxes).toHaveLength(6);
    for (const [i, box] of boxes.entries()) await user.type(box, String(i + 1));
    await user.click(screen.getByRole('button', { name: 'Verify and sign' }));
    expect(onVerify).toHaveBeenCalledWith('123456');
  });

  it('sends by a secondary choice and then offers the default as the other way', async () => {
    const { fetch, user } = renderModal({
      [`GET ${OPTIONS}`]: () => ({ body: smsOptions }),
      [`POST ${SEND}`]: sentBy('whatsapp'),
    });
    await user.click(await screen.findByRole('button', { name: 'Send on WhatsApp instead' }));
    expect(await screen.findByText(/We sent a 6-digit code on WhatsApp to/)).toBeTruthy();
    expect(requestsTo(fetch, `POST ${SEND}`)[0]!.search).toBe(
      '?mobile_number=%2B27825551234&use_whatsapp=true',
    );
    expect(screen.getByRole('button', { name: 'Text it instead' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send on WhatsApp instead' })).toBeNull();
  });

  it('names the email address when the code goes by mail, with no number to offer', async () => {
    renderModal({
      [`GET ${OPTIONS}`]: () => ({
        body: {
          ...smsOptions,
          channel: 'email',
          destination: 's•••@example.com',
          alternatives: [],
        },
      }),
    });
    expect(
      await screen.findByText(
        wholeText(/We'll send a 6-digit code by email to s•••@example\.com\./),
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /instead/ })).toBeNull();
  });

  it('goes straight to the code boxes when a code was already sent (a reload)', async () => {
    renderModal({
      [`GET ${OPTIONS}`]: () => ({
        body: {
          ...smsOptions,
          resend_after_seconds: 9,
          pending: {
            channel: 'sms',
            destination: '+27 ••• ••34',
            expires_at: '2026-11-24T10:10:00.000Z',
          },
        },
      }),
    });
    expect(await screen.findByText(/We sent a 6-digit code by text message/)).toBeTruthy();
    expect(screen.getByLabelText('Verification code').querySelectorAll('input')).toHaveLength(6);
    expect(screen.getByRole('button', { name: /Send a new code in [89] s/ })).toBeTruthy();
  });

  it('shows why no code can be sent, and no send button', async () => {
    renderModal({
      [`GET ${OPTIONS}`]: () => ({
        status: 400,
        body: { success: false, message: 'This signer has no mobile number to send the code to.' },
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This signer has no mobile number to send the code to.',
    );
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
  });
});
