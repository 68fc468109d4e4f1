import { EMAIL_SIGNATURE_MESSAGES, type EmailSignature } from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo, type FakeRequest } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../../test/render-app.tsx';
import { blankEmailSignature, stubProfileServer } from '../test-support/profile-server.ts';

/** A server that keeps the signature, or refuses each save while `refusal()` says why. */
const serverWith = (
  stored: Partial<EmailSignature>,
  refusal: () => string | undefined = () => undefined,
) => {
  const signature = { ...blankEmailSignature(), ...stored };
  return stubProfileServer({
    'GET /app/user/email_signature': () => ({
      body: { success: true, email_signature: signature },
    }),
    'POST /app/user/email_signature': (request: FakeRequest) => {
      const message = refusal();
      if (message) return { status: 400, body: { success: false, message } };
      Object.assign(signature, (request.body as { data: Partial<EmailSignature> }).data);
      return { body: { success: true, email_signature: signature } };
    },
  });
};

const section = async () => screen.findByRole('region', { name: 'Email signature' });

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('#profile email signature', () => {
  it('shows the stored fields, autosaves a run of typing in one POST and updates the preview', async () => {
    api.startSession(aLogin());
    const fetch = serverWith({ full_name: 'Dana Reed' });
    const { user } = renderApp('#profile');
    const region = await section();
    expect(await within(region).findByDisplayValue('Dana Reed')).toBeTruthy();
    const frame = within(region).getByTitle('Email signature preview') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toContain('full_name=Dana+Reed');
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');

    await user.type(within(region).getByLabelText('Job title'), 'Counsel');
    expect(within(region).getByRole('status').textContent).toContain('Saving');
    await waitFor(() => expect(within(region).getByRole('status').textContent).toContain('Saved'), {
      timeout: 3000,
    });
    expect(requestsTo(fetch, 'POST /app/user/email_signature').map((r) => r.body)).toEqual([
      { data: { job_title: 'Counsel' } },
    ]);
    await waitFor(() =>
      expect(
        (within(region).getByTitle('Email signature preview') as HTMLIFrameElement).getAttribute(
          'src',
        ),
      ).toContain('job_title=Counsel'),
    );
  });

  it('shows an invalid field’s error and does not send it; a refused save offers a retry', async () => {
    api.startSession(aLogin());
    const fetch = serverWith({}, () => 'You do not have authorization to perform this action.');
    const { user } = renderApp('#profile');
    const region = await section();
    await user.type(await within(region).findByLabelText('Mobile number'), 'call me');
    expect(await within(region).findByText(EMAIL_SIGNATURE_MESSAGES.phone)).toBeTruthy();

    await user.type(within(region).getByLabelText('Full name'), 'Dana');
    expect(
      await within(region).findByText(
        /You do not have authorization to perform this action\./,
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/user/email_signature').map((r) => r.body)).toEqual([
      { data: { full_name: 'Dana' } },
    ]);
  });

  it('keeps the fields of a failed save and sends them with the next change', async () => {
    api.startSession(aLogin());
    let refusal: string | undefined = 'An error occurred, please try again';
    const fetch = serverWith({}, () => refusal);
    const { user } = renderApp('#profile');
    const region = await section();
    await user.type(await within(region).findByLabelText('Job title'), 'Counsel');
    const status = within(region).getByRole('status');
    await waitFor(() => expect(status.textContent).toContain('Not saved'), { timeout: 3000 });

    refusal = undefined;
    await user.type(within(region).getByLabelText('Credentials'), 'LLB');
    await waitFor(() => expect(status.textContent).toBe('Saved'), { timeout: 3000 });
    expect(requestsTo(fetch, 'POST /app/user/email_signature').map((r) => r.body)).toEqual([
      { data: { job_title: 'Counsel' } },
      { data: { job_title: 'Counsel', credentials: 'LLB' } },
    ]);
  });
});
