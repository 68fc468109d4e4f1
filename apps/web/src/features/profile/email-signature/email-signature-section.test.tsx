import {
  EMAIL_SIGNATURE_FIELDS,
  EMAIL_SIGNATURE_MESSAGES,
  type EmailSignature,
} from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo, type FakeRequest } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { stubLoggedInServer } from '../../../test/logged-in-server.ts';
import { clearNotices, renderApp } from '../../../test/render-app.tsx';

const blank = Object.fromEntries(EMAIL_SIGNATURE_FIELDS.map((f) => [f, ''])) as EmailSignature;

const serverWith = (stored: Partial<EmailSignature>, refusal?: string) => {
  const signature = { ...blank, ...stored };
  return stubLoggedInServer({
    'GET /app/user/email_signature': () => ({
      body: { success: true, email_signature: signature },
    }),
    'POST /app/user/email_signature': (request: FakeRequest) => {
      if (refusal) return { status: 400, body: { success: false, message: refusal } };
      Object.assign(signature, (request.body as { data: Partial<EmailSignature> }).data);
      return { body: { success: true, email_signature: signature } };
    },
    'GET /app/api_keys/': () => ({ body: { success: true, api_keys: [] } }),
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
    const fetch = serverWith({}, 'You do not have authorization to perform this action.');
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
});
